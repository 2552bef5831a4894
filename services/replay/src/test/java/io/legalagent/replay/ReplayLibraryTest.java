package io.legalagent.replay;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Answer;
import io.legalagent.contracts.DocumentPlace;
import io.legalagent.contracts.Evidence;
import io.legalagent.contracts.Owner;
import io.legalagent.contracts.PlanStep;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.Sha256;
import io.legalagent.contracts.StepExecution;
import io.legalagent.contracts.StepStatus;
import io.legalagent.ports.ContextWindow;
import io.legalagent.ports.CurrentRun;
import io.legalagent.ports.FinalAnswer;
import io.legalagent.ports.QuerySet;
import io.legalagent.ports.ResearchReport;
import io.legalagent.ports.Retrieval;
import io.legalagent.ports.Retriever;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** A replay searches the library the answer's research searched, and holds document places to the pack. */
class ReplayLibraryTest {
    private static final String TEXT = "Battery is a harmful or offensive touching.";
    private static final DocumentPlace PAGE_13 =
            new DocumentPlace(Sha256.hex("file"), "smith.pdf", "Smith v. Jones", 13, 13, List.of(), null);
    private static final Evidence PASSAGE = new Evidence("doc:1", TEXT, "smith.pdf", 0.9, Sha256.hex(TEXT), PAGE_13);

    private static Answer answered(String library) {
        return answered(library, null);
    }

    private static Answer answered(String library, Owner owner) {
        var step = PlanStep.pending(1, "research", "What is battery?")
                .executed(new StepExecution(
                        List.of("battery"),
                        List.of(PASSAGE),
                        "A touching [Source 1].",
                        0.9,
                        1,
                        0,
                        List.of(),
                        ContextWindow.of("What is battery?", List.of(PASSAGE)).sha256()))
                .judged(StepStatus.COMPLETED);
        var state = AgentState.start("run-1", "req-1", Question.of("What is battery?"), Instant.EPOCH)
                .withLibrary(library)
                .withOwner(owner)
                .withPlan(List.of(step));
        state = state.withFinalAnswer(ResearchReport.compose(state)).withStatus(RunStatus.ANSWERED);
        return Answer.from(state.withFinalAnswer(FinalAnswer.compose(state)), "trace", Instant.EPOCH);
    }

    /** A store holding the passage, which notes the library each search ran in. */
    private static Retriever store(List<String> libraries, Evidence found) {
        return new Retriever() {
            @Override
            public Retrieval retrieve(QuerySet queries, Set<String> excludedIds) {
                libraries.add(CurrentRun.library().orElse("(default)")
                        + CurrentRun.organisation().map(o -> " of " + o).orElse(""));
                return new Retrieval(List.of(found), 0.9, 1, 0);
            }

            @Override
            public int topK() {
                return 5;
            }
        };
    }

    private static ReplayVerdict replay(Answer answer, List<String> libraries, Evidence found) {
        Retrievers retrievers = (settings, work) -> work.accept(store(libraries, found));
        var trust = new SignatureTrust(null, "nowhere", false);
        return new Replay(Map.<String, String>of()::get, Path.of("../../skills"), retrievers, trust).verify(answer);
    }

    @Test
    void theStepsAreSearchedAgainInTheAnswersLibrary() {
        var answer = answered("firm-a");
        var libraries = new ArrayList<String>();

        var verdict = replay(answer, libraries, PASSAGE);

        assertThat(libraries).containsExactly("firm-a");
        assertThat(verdict.steps())
                .allSatisfy(step -> assertThat(step.matches()).isTrue());
        assertThat(verdict.answerText()).isNull();
        assertThat(verdict.answerFields()).isEmpty();
        assertThat(answer.answer()).contains("doc:1 — Smith v. Jones, smith.pdf, p. 13");
        assertThat(CurrentRun.library()).isEmpty();
    }

    @Test
    void anAnswerOfTheDefaultCorpusIsSearchedThere() {
        var libraries = new ArrayList<String>();

        replay(answered(null), libraries, PASSAGE);

        assertThat(libraries).containsExactly("(default)");
    }

    @Test
    void anOwnedAnswerIsSearchedInItsOrganisationAndItsOwnerHoldsToTheSeal() {
        var answer = answered("firm-a", new Owner("alice", "firm-b"));
        var libraries = new ArrayList<String>();

        var verdict = replay(answer, libraries, PASSAGE);

        assertThat(libraries).containsExactly("firm-a of firm-b");
        assertThat(verdict.answerFields()).isEmpty();
        assertThat(answer.seal().fields()).containsKey("owner");
        assertThat(answer.seal().changedFields(answer)).isEmpty();
        assertThat(CurrentRun.organisation()).isEmpty();
    }

    @Test
    void aPassageFoundOnAnotherPageIsNamed() {
        var moved = new DocumentPlace(PAGE_13.documentId(), "smith.pdf", "Smith v. Jones", 14, 14, List.of(), null);
        var elsewhere = new Evidence("doc:1", TEXT, "smith.pdf", 0.9, Sha256.hex(TEXT), moved);

        var verdict = replay(answered("firm-a"), new ArrayList<>(), elsewhere);

        assertThat(verdict.steps().get(0).differences())
                .extracting(Difference::detail)
                .containsExactly(
                        "changed place of doc:1: Smith v. Jones, smith.pdf, p. 13 → Smith v. Jones, smith.pdf, p. 14");
    }
}
