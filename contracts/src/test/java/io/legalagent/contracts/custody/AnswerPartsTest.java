package io.legalagent.contracts.custody;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Answer;
import io.legalagent.contracts.RunStatus;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What a replay rebuilds from an answer must be what the nodes signed in the state. */
class AnswerPartsTest {

    @Test
    void aResearchedMultipleChoiceAnswerShowsThePartsAsSigned() {
        assertSameParts(
                Runs.researched().state(),
                "question",
                "route",
                "plan.1",
                "plan.2",
                "evidence.1",
                "evidence.2",
                "failed.1",
                "completed.2",
                "corpus",
                "letter",
                "outputs.classifier",
                "constants.guard",
                "constants.memory");
    }

    @Test
    void aCachedAnswerShowsThePartsAsSigned() {
        assertSameParts(Runs.cached().state(), "question", "route", "constants.planner");
    }

    @Test
    void aCachedChoiceShowsThePartsAsSigned() {
        assertSameParts(Runs.cachedChoice().state(), "question", "route", "letter", "constants.mc-selector");
    }

    @Test
    void aFailedRunShowsThePartsAsSigned() {
        assertSameParts(Runs.failed().state(), "question", "route", "outputs.classifier", "constants.executor");
    }

    @Test
    void aPublishedAnswerPassesTheReplaysCheck() {
        var state = answered(Runs.researched().state());
        var answer = Answer.from(state, "trace", Instant.EPOCH);

        var verdict = CustodyCheck.of(answer, state.custody(), Walk.keyring());

        assertThat(verdict.intact()).as(verdict.describe()).isTrue();
    }

    @Test
    void anAnswerWhoseLetterChangedNamesTheMcSelector() {
        var state = answered(Runs.researched().state());
        var forged = state.withMcSelection(io.legalagent.contracts.McSelection.chose("B", "It fits."));
        var answer = Answer.from(forged, "trace", Instant.EPOCH);

        var verdict = CustodyCheck.of(answer, state.custody(), Walk.keyring());

        assertThat(verdict.describe())
                .isEqualTo(
                        "broken custody at hop 9 (mc-selector): part letter differs from" + " what mc-selector signed");
    }

    /** The observer's settling of the run: its status, nothing any node vouched for. */
    private static AgentState answered(AgentState state) {
        return state.withStatus(RunStatus.ANSWERED)
                .afterHop(new io.legalagent.contracts.Hop("observer", "FINAL", "legal.answers"), 1, Walk.NOW);
    }

    private static void assertSameParts(AgentState state, String... shows) {
        var signed = Parts.of(state);
        Map<String, String> shown = AnswerParts.of(Answer.from(answered(state), "trace", Instant.EPOCH));

        assertThat(shown).containsKeys(shows);
        shown.forEach((part, digest) -> assertThat(signed).as("part " + part).containsEntry(part, digest));
        // Every part the answer shows was vouched for by some hop.
        assertThat(Claims.of(state.custody()).byPart())
                .containsKeys(shown.keySet().toArray(String[]::new));
    }
}
