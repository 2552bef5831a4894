package io.legalagent.ports;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Evidence;
import io.legalagent.contracts.PlanStep;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.StepExecution;
import io.legalagent.contracts.StepStatus;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class ResearchReportTest {

    private static PlanStep step(int id, String question, String answer, double confidence, StepStatus verdict) {
        var evidence = new Evidence("p" + id, "text", "src", 0.8, "sha");
        var execution = new StepExecution(List.of(question), List.of(evidence), answer, confidence, 5, 0);
        return PlanStep.pending(id, "research", question).executed(execution).judged(verdict);
    }

    private static String header(int q, String question) {
        return "### Step " + q + ": research\n\n**Question:** " + question;
    }

    private static AgentState withPlan(PlanStep... steps) {
        return AgentState.start("run-1", null, Question.of("What is battery?"), Instant.EPOCH)
                .withPlan(List.of(steps));
    }

    @Test
    void numbersCompletedStepsAndScopesTheirCitations() {
        var state = withPlan(
                step(1, "What is battery?", "Contact [Source 1] with intent [Source 2].", 0.8, StepStatus.COMPLETED),
                step(2, "Failed aspect?", "Unrelated [Source 1].", 0.3, StepStatus.FAILED),
                step(3, "Is self-defense a defense?", "Yes [Source 1][Source 3].", 0.75, StepStatus.COMPLETED));

        assertThat(ResearchReport.foundNothing(state)).isFalse();
        assertThat(ResearchReport.compose(state))
                .isEqualTo(header(1, "What is battery?") + "\n\n"
                        + "Contact [Query 1][Source 1] with intent [Query 1][Source 2].\n\n"
                        + header(2, "Is self-defense a defense?") + "\n\n"
                        + "Yes [Query 2][Source 1][Query 2][Source 3].");
    }

    @Test
    void reportsTheFinalFailureCountThenWhatEveryTriedStepFoundAsWeakEvidence() {
        var state = withPlan(
                step(1, "Senate powers?", "a [Source 2]", 0.692, StepStatus.FAILED),
                step(2, "Specific Senate powers?", "b", 0.674, StepStatus.FAILED),
                step(3, "Limits on the Senate?", "c [Source 1]", 0.697, StepStatus.FAILED));

        assertThat(ResearchReport.foundNothing(state)).isTrue();
        assertThat(ResearchReport.compose(state))
                .isEqualTo("All 3 research steps failed to find sufficient evidence (best confidence 0.70).\n\n"
                        + "What the research found, below the confidence threshold (read it with care):\n\n"
                        + header(1, "Senate powers?") + "\n\na [Query 1][Source 2]\n\n"
                        + header(2, "Specific Senate powers?") + "\n\nb\n\n"
                        + header(3, "Limits on the Senate?") + "\n\nc [Query 3][Source 1]");
    }

    @Test
    void aRunWithoutStepsFoundNothing() {
        var state = withPlan();

        assertThat(ResearchReport.foundNothing(state)).isTrue();
        assertThat(ResearchReport.compose(state))
                .isEqualTo("All 0 research steps failed to find sufficient evidence (best confidence 0.00).");
    }

    @Test
    void dropsEachStepsOwnSourceMapSinceTheAnswerListsAllSourcesOnce() {
        var state = withPlan(step(
                1,
                "What is battery?",
                "Battery needs contact [Source 1].\n\n## Sources\n- **Source 1**: torts-battery",
                0.8,
                StepStatus.COMPLETED));

        assertThat(ResearchReport.compose(state))
                .isEqualTo(header(1, "What is battery?") + "\n\nBattery needs contact [Query 1][Source 1].");
        assertThat(ResearchReport.withoutSourceMap("No map here.\n### Sources of law differ"))
                .contains("Sources of law");
    }

    @Test
    void headsEachStepByItsPhaseWithItsQuestionBelowAndAStepWithoutAPhaseByItsQuestion() {
        var planned = step(1, "What is battery?", "Contact [Source 1].", 0.8, StepStatus.COMPLETED);
        var rule = new PlanStep(1, "rule", planned.question(), planned.status(), planned.execution());
        var unnamed = new PlanStep(1, "", planned.question(), planned.status(), planned.execution());

        assertThat(ResearchReport.compose(withPlan(rule)))
                .startsWith("### Step 1: rule\n\n**Question:** What is battery?\n\nContact [Query 1][Source 1].");
        assertThat(ResearchReport.compose(withPlan(unnamed)))
                .as("as packs made before phases were kept rebuild it")
                .isEqualTo("### Step 1: What is battery?\n\nContact [Query 1][Source 1].");
    }

    @Test
    void leavesTextWithoutCitationsAlone() {
        assertThat(ResearchReport.scopeCitations("No citations, [Sources] or [Source x].", 2))
                .isEqualTo("No citations, [Sources] or [Source x].");
    }
}
