package io.legalagent.mcselector;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Choice;
import io.legalagent.contracts.Degradation;
import io.legalagent.contracts.DegradationKind;
import io.legalagent.contracts.Evidence;
import io.legalagent.contracts.McSelection;
import io.legalagent.contracts.MemoryHit;
import io.legalagent.contracts.ModelUsage;
import io.legalagent.contracts.PlanStep;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.StepExecution;
import io.legalagent.contracts.StepStatus;
import io.legalagent.contracts.route.McSelectorRoute;
import io.legalagent.ports.ChoiceSkill;
import io.legalagent.ports.ResearchReport;
import io.legalagent.ports.Skilled;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class McSelectorNodeTest {
    private static final ModelUsage ONE_CALL = new ModelUsage(1, 2000, 400, 0, 0, 0, 12);
    private static final Question CHOICE_QUESTION = new Question(
            "Will the bystander prevail in battery?",
            List.of(new Choice("A", "Yes"), new Choice("B", "No, if self-defence")));

    private final List<String> researchSeen = new ArrayList<>();

    private ChoiceSkill choosing(McSelection selection) {
        return (question, research) -> {
            researchSeen.add(research);
            return new Skilled<>(selection, ONE_CALL);
        };
    }

    private static PlanStep step(int id, StepStatus verdict) {
        var evidence = new Evidence("p" + id, "text", "caselaw", 0.8, "sha");
        var execution = new StepExecution(List.of("q"), List.of(evidence), "Rule [Source 1].", 0.8, 5, 0);
        return PlanStep.pending(id, "research", "Question " + id)
                .executed(execution)
                .judged(verdict);
    }

    private static AgentState state(Question question, PlanStep... steps) {
        return AgentState.start("run-1", null, question, Instant.EPOCH).withPlan(List.of(steps));
    }

    @Test
    void cachedResearchIsTheResearchALetterIsChosenFromAndItStaysTheAnswer() {
        String cached = "### Step 1: Battery\n\nIntent to contact suffices [Query 1][Source 1].";
        var state = AgentState.start("run-2", null, CHOICE_QUESTION, Instant.EPOCH)
                .withMemoryHit(new MemoryHit("Will the bystander prevail in battery?", cached, 0.99, "run-1"));
        var node = new McSelectorNode(choosing(McSelection.chose("A", "(A) the research says so.")));

        var result = node.apply(state);

        assertThat(researchSeen).containsExactly(cached);
        assertThat(result.state().outcome().finalAnswer()).isEqualTo(cached);
        assertThat(result.state().outcome().mcSelection().letter()).isEqualTo("A");
    }

    @Test
    void aValidChoiceIsSelectedFromTheComposedResearch() {
        var state = state(CHOICE_QUESTION, step(1, StepStatus.COMPLETED));
        var node = new McSelectorNode(choosing(McSelection.chose(" b ", "(B) self-defence defeats battery.")));

        var result = node.apply(state);

        assertThat(result.route()).isEqualTo(McSelectorRoute.SELECTED);
        assertThat(result.state().outcome().finalAnswer())
                .isEqualTo(ResearchReport.compose(state))
                .contains("[Query 1][Source 1]")
                .doesNotContain("Answer:");
        assertThat(researchSeen).containsExactly(ResearchReport.compose(state));
        assertThat(result.state().outcome().mcSelection())
                .isEqualTo(McSelection.chose("B", "(B) self-defence defeats battery."));
        assertThat(result.state().telemetry().metrics().model()).isEqualTo(ONE_CALL);
    }

    @Test
    void aQuestionWithoutChoicesGetsResearchOnly() {
        var state = state(Question.of("What is battery?"), step(1, StepStatus.COMPLETED));
        var node = new McSelectorNode(choosing(McSelection.chose("A", "unused")));

        var result = node.apply(state);

        assertThat(result.state().outcome().finalAnswer())
                .startsWith("### Step 1: research\n\n**Question:** Question 1");
        assertThat(result.state().outcome().mcSelection()).isNull();
        assertThat(researchSeen).isEmpty();
        assertThat(result.state().telemetry().metrics().llmCalls()).isZero();
    }

    @Test
    void researchThatFoundNothingIsNotUsedToChoose() {
        var state = state(CHOICE_QUESTION, step(1, StepStatus.FAILED), step(2, StepStatus.FAILED));
        var node = new McSelectorNode(choosing(McSelection.chose("A", "unused")));

        var result = node.apply(state);

        assertThat(result.state().outcome().finalAnswer()).startsWith("All 2 research steps failed");
        assertThat(result.state().outcome().mcSelection()).isEqualTo(McSelection.skipped(McSelectorNode.NO_EVIDENCE));
        assertThat(researchSeen).isEmpty();
    }

    @Test
    void aLetterThatIsNotAChoiceIsSkipped() {
        var state = state(CHOICE_QUESTION, step(1, StepStatus.COMPLETED));
        var node = new McSelectorNode(choosing(McSelection.chose("E", "(E) does not exist")));

        var result = node.apply(state);

        assertThat(result.state().outcome().mcSelection().selected()).isFalse();
        assertThat(result.state().outcome().mcSelection().skippedBecause())
                .contains("(E)")
                .contains("not one of the answer choices");
        assertThat(result.state().telemetry().metrics().model()).isEqualTo(ONE_CALL);
    }

    @Test
    void aSelectionWithoutALetterIsSkippedWithItsReason() {
        var state = state(CHOICE_QUESTION, step(1, StepStatus.COMPLETED));

        var explained = new McSelectorNode(choosing(McSelection.skipped("reply had no answer"))).apply(state);
        var empty = new McSelectorNode(choosing(null)).apply(state);

        assertThat(explained.state().outcome().mcSelection()).isEqualTo(McSelection.skipped("reply had no answer"));
        assertThat(empty.state().outcome().mcSelection()).isEqualTo(McSelection.skipped(McSelectorNode.NO_CHOICE));
    }

    @Test
    void withoutTheModelTheResearchIsAnsweredWithNoLetterAndSaysWhy() {
        var state = state(CHOICE_QUESTION, step(1, StepStatus.COMPLETED), step(2, StepStatus.FAILED))
                .withDegradation(new Degradation(DegradationKind.MODEL_UNAVAILABLE, "mc-selector", "503"));
        var node = new McSelectorNode((question, research) -> {
            throw new AssertionError("no model call without the model");
        });

        var result = node.withoutModel(state);

        assertThat(result).hasValueSatisfying(t -> {
            assertThat(t.route()).isEqualTo(McSelectorRoute.SELECTED);
            assertThat(t.state().outcome().finalAnswer()).isEqualTo(ResearchReport.compose(state));
            assertThat(t.state().outcome().mcSelection()).isEqualTo(McSelection.skipped(McSelectorNode.NO_MODEL));
            assertThat(t.state().telemetry().metrics().llmCalls()).isZero();
        });
    }

    @Test
    void aRunAlreadyGoingOnWithoutTheModelMakesNoSelectionCall() {
        var state = state(CHOICE_QUESTION, step(1, StepStatus.COMPLETED))
                .withDegradation(new Degradation(DegradationKind.MODEL_UNAVAILABLE, "executor", "503"));
        var node = new McSelectorNode(choosing(McSelection.chose("A", "(A) the research says so.")));

        var result = node.apply(state);

        assertThat(researchSeen).isEmpty();
        assertThat(result.state().outcome().mcSelection().skippedBecause()).isEqualTo(McSelectorNode.NO_MODEL);
    }

    @Test
    void afterMoreResearchTheAnswerIsComposedAgainWithTheNewStepAndALetterChosenAgain() {
        var first = new McSelectorNode(choosing(McSelection.chose("A", "(A) first.")))
                .apply(state(CHOICE_QUESTION, step(1, StepStatus.COMPLETED)))
                .state();
        // As the reviewer appends a step and the executor and the evaluator then work it.
        var more = first.withStepAdded(step(2, StepStatus.COMPLETED));
        var node = new McSelectorNode(choosing(McSelection.chose("B", "(B) the new step says so.")));

        var result = node.apply(more);

        assertThat(result.state().outcome().finalAnswer())
                .isEqualTo(ResearchReport.compose(more))
                .isNotEqualTo(first.outcome().finalAnswer())
                .contains("Question 2");
        assertThat(result.state().outcome().mcSelection().letter()).isEqualTo("B");
        assertThat(result.state().telemetry().metrics().llmCalls()).isEqualTo(2);
    }
}
