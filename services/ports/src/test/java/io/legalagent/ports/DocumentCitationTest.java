package io.legalagent.ports;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.DocumentPlace;
import io.legalagent.contracts.Evidence;
import io.legalagent.contracts.PlanStep;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.RpConstants;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.StepExecution;
import io.legalagent.contracts.StepStatus;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A library document's passage is cited by title, file and pages in the answer and the context. */
class DocumentCitationTest {
    private static final String FILE_ID = "c".repeat(64);
    private static final DocumentPlace PAGES_13_14 =
            new DocumentPlace(FILE_ID, "smith.pdf", "Smith v. Jones", 13, 14, List.of(), null);
    private static final DocumentPlace UNPAGED =
            new DocumentPlace(FILE_ID, "memo.docx", "Lease memo", null, null, List.of("4"), "Rent");

    private static Evidence passage(String id, DocumentPlace place) {
        return new Evidence(id, "Battery is a harmful contact.", "", 0.9, "a".repeat(64), place);
    }

    private static String answer(Evidence... kept) {
        var step = PlanStep.pending(1, "rule", "What is battery?")
                .executed(new StepExecution(
                        List.of("battery"), List.of(kept), "Contact [Source 1]; intent [Source 2].", 0.8, 5, 0))
                .judged(StepStatus.COMPLETED);
        var state = AgentState.start("run-1", "request-1", Question.of("What is battery?"), Instant.EPOCH)
                .withLibrary("firm-a")
                .withPlan(List.of(step));
        return FinalAnswer.compose(
                state.withFinalAnswer(ResearchReport.compose(state)).withStatus(RunStatus.ANSWERED));
    }

    @Test
    void theSourcesListCitesADocumentWithItsPages() {
        var text = answer(
                passage("doc:3", PAGES_13_14),
                new Evidence("torts-intent", "Intent suffices.", "Torts outline", 0.7, "b".repeat(64)));

        assertThat(text)
                .endsWith("## Sources\n- [Query 1][Source 1] doc:3 — Smith v. Jones, smith.pdf, pp. 13–14\n"
                        + "- [Query 1][Source 2] torts-intent — Torts outline");
    }

    @Test
    void aDocumentWithoutPagesIsCitedByFileAndParagraph() {
        var text = answer(
                passage("doc:1", UNPAGED),
                passage("doc:2", new DocumentPlace(FILE_ID, "smith.pdf", "", 7, 7, List.of(), null)));

        assertThat(text)
                .contains("- [Query 1][Source 1] doc:1 — Lease memo, memo.docx, ¶ 4\n")
                .endsWith("- [Query 1][Source 2] doc:2 — smith.pdf, p. 7")
                .doesNotContain("p. null");
    }

    @Test
    void theContextWindowNamesTheDocumentAndKeepsItsPlaceWhenTrimmed() {
        var longText = "x".repeat(RpConstants.V1_1.trimAbove() + 10);
        var window = ContextWindow.of(
                "What is battery?", List.of(new Evidence("doc:3", longText, "", 0.9, "a".repeat(64), PAGES_13_14)));

        assertThat(window.text()).contains("[Source 1] (Smith v. Jones, smith.pdf, pp. 13–14)");
        assertThat(window.passages().get(0).text()).isNotEqualTo(longText);
        assertThat(window.passages().get(0).document()).isEqualTo(PAGES_13_14);
    }
}
