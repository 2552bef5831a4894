package io.legalagent.evaluator;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Degradation;
import io.legalagent.contracts.DegradationKind;
import io.legalagent.contracts.McSelection;
import io.legalagent.contracts.Owner;
import io.legalagent.contracts.PlanStep;
import io.legalagent.contracts.QueryType;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.StepExecution;
import io.legalagent.contracts.StepStatus;
import io.legalagent.contracts.StepSummary;
import io.legalagent.contracts.review.Review;
import io.legalagent.contracts.review.ReviewAction;
import io.legalagent.contracts.review.ReviewDecision;
import io.legalagent.contracts.review.ReviewKind;
import io.legalagent.contracts.review.ReviewRequest;
import io.legalagent.contracts.review.ReviewRound;
import io.legalagent.contracts.route.EvaluatorRoute;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class EvaluatorNodeTest {
    /** Threshold 0.70 spelled out, so these cases do not move when the calibrated default does. */
    private final EvaluatorNode node = new EvaluatorNode(new EvaluatorSettings(0.70, 4, 3, 3, 0.05, 300));

    private static PlanStep executed(int id, double confidence) {
        var execution = new StepExecution(List.of("q" + id), List.of(), "Answer " + id, confidence, 10, 0);
        return PlanStep.pending(id, "research", "Question " + id).executed(execution);
    }

    private static PlanStep judged(int id, double confidence, StepStatus verdict) {
        return executed(id, confidence).judged(verdict);
    }

    private static AgentState state(QueryType type, int iteration, PlanStep... steps) {
        return AgentState.start("run-1", null, Question.of("Battery?"), Instant.EPOCH)
                .withQueryType(type)
                .withEvaluation(List.of(steps), List.of(), iteration);
    }

    @Test
    void pendingStepsGoBackToTheExecutor() {
        var result = node.apply(state(QueryType.SIMPLE, 0, executed(1, 0.8), PlanStep.pending(2, "rule", "Next?")));

        assertThat(result.route()).isEqualTo(EvaluatorRoute.NEXT_STEP);
        assertThat(result.state().research().plan())
                .extracting(PlanStep::status)
                .containsExactly(StepStatus.COMPLETED, StepStatus.PENDING);
        assertThat(result.state().research().iteration()).isEqualTo(1);
        assertThat(result.state().research().accumulatedContext())
                .containsExactly(new StepSummary(1, "Question 1", "Answer 1", 0.8, StepStatus.COMPLETED));
    }

    @Test
    void aMultiHopRunWithRoomLeftIsReplannedAndItsContextGrows() {
        var earlier = new StepSummary(1, "Question 1", "Answer 1", 0.8, StepStatus.COMPLETED);
        var state = AgentState.start("run-1", null, Question.of("Battery?"), Instant.EPOCH)
                .withQueryType(QueryType.MULTI_HOP)
                .withEvaluation(List.of(judged(1, 0.8, StepStatus.COMPLETED), executed(2, 0.5)), List.of(earlier), 1);

        var result = node.apply(state);

        assertThat(result.route()).isEqualTo(EvaluatorRoute.REPLAN);
        assertThat(result.state().research().plan().get(1).status()).isEqualTo(StepStatus.FAILED);
        assertThat(result.state().research().iteration()).isEqualTo(2);
        assertThat(result.state().research().accumulatedContext())
                .containsExactly(earlier, new StepSummary(2, "Question 2", "Answer 2", 0.5, StepStatus.FAILED));
    }

    @Test
    void threeCompletedStepsFinishTheResearch() {
        var capped = state(
                QueryType.MULTI_HOP,
                2,
                judged(1, 0.8, StepStatus.COMPLETED),
                judged(2, 0.8, StepStatus.COMPLETED),
                executed(3, 0.9));
        var belowCap = state(
                QueryType.MULTI_HOP,
                2,
                judged(1, 0.8, StepStatus.COMPLETED),
                judged(2, 0.3, StepStatus.FAILED),
                executed(3, 0.9));

        assertThat(node.apply(capped).route()).isEqualTo(EvaluatorRoute.FINISH);
        assertThat(node.apply(capped).state().research().count(StepStatus.COMPLETED))
                .isEqualTo(3);
        assertThat(node.apply(belowCap).route()).isEqualTo(EvaluatorRoute.REPLAN);
    }

    @Test
    void theIterationLimitFinishesTheResearch() {
        var atLimit = node.apply(state(QueryType.MULTI_HOP, 3, executed(1, 0.3)));
        var pastLimit = node.apply(state(QueryType.MULTI_HOP, 4, executed(1, 0.3)));

        assertThat(atLimit.state().research().iteration()).isEqualTo(4);
        assertThat(atLimit.route()).isEqualTo(EvaluatorRoute.REPLAN);
        assertThat(pastLimit.state().research().iteration()).isEqualTo(5);
        assertThat(pastLimit.route()).isEqualTo(EvaluatorRoute.FINISH);
    }

    @Test
    void threeFailuresWithNearlyEqualConfidenceStagnate() {
        var result = node.apply(state(
                QueryType.MULTI_HOP,
                2,
                judged(1, 0.60, StepStatus.FAILED),
                judged(2, 0.63, StepStatus.FAILED),
                executed(3, 0.65)));

        assertThat(result.state().research().plan()).allMatch(s -> s.status() == StepStatus.FAILED);
        assertThat(result.route()).isEqualTo(EvaluatorRoute.FINISH);
    }

    @Test
    void stagnationLooksOnlyAtTheLatestJudgedSteps() {
        var result = node.apply(state(
                QueryType.MULTI_HOP,
                3,
                judged(1, 0.80, StepStatus.COMPLETED),
                judged(2, 0.61, StepStatus.FAILED),
                judged(3, 0.62, StepStatus.FAILED),
                executed(4, 0.62)));

        assertThat(result.route()).isEqualTo(EvaluatorRoute.FINISH);
    }

    @Test
    void widelySpreadFailuresAreNotStagnation() {
        var result = node.apply(state(
                QueryType.MULTI_HOP,
                2,
                judged(1, 0.58, StepStatus.FAILED),
                judged(2, 0.63, StepStatus.FAILED),
                executed(3, 0.65)));

        assertThat(result.route()).isEqualTo(EvaluatorRoute.REPLAN);
    }

    @Test
    void aCompletedStepInTheWindowIsNotStagnation() {
        var result = node.apply(state(
                QueryType.MULTI_HOP,
                2,
                judged(1, 0.60, StepStatus.FAILED),
                judged(2, 0.70, StepStatus.COMPLETED),
                executed(3, 0.61)));

        assertThat(result.route()).isEqualTo(EvaluatorRoute.REPLAN);
    }

    @Test
    void fewerFailuresThanTheWindowAreNotStagnation() {
        var result = node.apply(state(QueryType.MULTI_HOP, 1, judged(1, 0.60, StepStatus.FAILED), executed(2, 0.60)));

        assertThat(result.route()).isEqualTo(EvaluatorRoute.REPLAN);
    }

    @Test
    void aSimpleRunFinishesOnceItsStepsAreJudged() {
        var completed = node.apply(state(QueryType.SIMPLE, 0, executed(1, 0.9)));
        var failed = node.apply(state(QueryType.SIMPLE, 0, executed(1, 0.2)));

        assertThat(completed.route()).isEqualTo(EvaluatorRoute.FINISH);
        assertThat(failed.route()).isEqualTo(EvaluatorRoute.FINISH);
        assertThat(failed.state().research().plan().get(0).status()).isEqualTo(StepStatus.FAILED);
    }

    @Test
    void aConfidenceEqualToTheThresholdCompletes() {
        var result = node.apply(state(QueryType.SIMPLE, 0, executed(1, 0.70), executed(2, 0.6999)));

        assertThat(result.state().research().plan())
                .extracting(PlanStep::status)
                .containsExactly(StepStatus.COMPLETED, StepStatus.FAILED);
        assertThat(result.state().research().iteration()).isEqualTo(1);
        assertThat(result.state().research().accumulatedContext()).hasSize(2);
    }

    @Test
    void summariesKeepOnlyTheStartOfTheAnswer() {
        var shortSummaries = new EvaluatorNode(new EvaluatorSettings(0.63, 4, 3, 3, 0.05, 5));
        var execution = new StepExecution(List.of("q"), List.of(), "Battery is harmful contact.", 0.9, 1, 0);
        var step = PlanStep.pending(1, "rule", "What is battery?").executed(execution);

        var result = shortSummaries.apply(state(QueryType.SIMPLE, 0, step));

        assertThat(result.state().research().accumulatedContext())
                .singleElement()
                .satisfies(s -> assertThat(s.answer()).isEqualTo("Batte"));
    }

    @Test
    void aVisitWithNothingToJudgeChangesNothing() {
        var state = state(QueryType.MULTI_HOP, 1, judged(1, 0.8, StepStatus.COMPLETED));

        var result = node.apply(state);

        assertThat(result.state()).isSameAs(state);
        assertThat(result.route()).isEqualTo(EvaluatorRoute.REPLAN);
    }

    @Test
    void unsetSettingsTakeTheirDefaultsAndZeroIsAValue() {
        assertThat(new EvaluatorSettings(0, 4, 3, 3, 0, 300).confidenceThreshold())
                .isZero();
        assertThat(EvaluatorSettings.defaults().frozenConstants())
                .containsExactly(
                        java.util.Map.entry("confidence_threshold", "0.43"),
                        java.util.Map.entry("max_completed_steps", "3"),
                        java.util.Map.entry("max_iterations", "4"),
                        java.util.Map.entry("stagnation_spread", "0.05"),
                        java.util.Map.entry("stagnation_window", "3"),
                        java.util.Map.entry("summary_chars", "300"));
        assertThat(EvaluatorSettings.defaults()).isEqualTo(new EvaluatorSettings(0.43, 4, 3, 3, 0.05, 300));
        assertThat(new EvaluatorSettings(0.55, 6, 5, 4, 0.02, 120))
                .extracting(
                        EvaluatorSettings::confidenceThreshold,
                        EvaluatorSettings::maxIterations,
                        EvaluatorSettings::maxCompletedSteps,
                        EvaluatorSettings::stagnationWindow,
                        EvaluatorSettings::stagnationSpread,
                        EvaluatorSettings::summaryChars)
                .containsExactly(0.55, 6, 5, 4, 0.02, 120);
    }

    @Test
    void aRunGoingOnWithoutTheModelFinishesWithWhatItHasEvenWithStepsPendingOrRoomToReplan() {
        var cause = new Degradation(DegradationKind.MODEL_UNAVAILABLE, "executor", "the model call failed");
        var pending = state(QueryType.MULTI_HOP, 1, executed(1, 0.8), PlanStep.pending(2, "rule", "Next?"));
        var roomLeft = state(QueryType.MULTI_HOP, 1, judged(1, 0.8, StepStatus.COMPLETED), executed(2, 0.8));

        assertThat(node.apply(pending).route()).isEqualTo(EvaluatorRoute.NEXT_STEP);
        assertThat(node.apply(roomLeft).route()).isEqualTo(EvaluatorRoute.REPLAN);
        var finished = node.apply(pending.withDegradation(cause));
        assertThat(finished.route()).isEqualTo(EvaluatorRoute.FINISH);
        assertThat(finished.state().research().plan())
                .extracting(PlanStep::status)
                .as("executed steps are still judged")
                .containsExactly(StepStatus.COMPLETED, StepStatus.PENDING);
        assertThat(node.apply(roomLeft.withDegradation(cause)).route()).isEqualTo(EvaluatorRoute.FINISH);
    }

    /**
     * A multi-hop run whose research finished and whose answer a reviewer saw and asked more of: the
     * reviewer decided the round and appended the step pending, as the replanner adds one.
     */
    private static AgentState moreAsked(int iteration, ReviewAction action) {
        var finished = state(
                        QueryType.MULTI_HOP,
                        iteration,
                        judged(1, 0.8, StepStatus.COMPLETED),
                        judged(2, 0.75, StepStatus.COMPLETED))
                .withFinalAnswer("### Research\n\nContact [Query 1][Source 1].")
                .withMcSelection(McSelection.chose("A", "(A) it is."));
        var round = new ReviewRound(
                "run-1/1", ReviewKind.ANSWER, Instant.EPOCH, List.of("Question 1", "Question 2"), null, null);
        var decision = new ReviewDecision(
                1,
                "d-1",
                "run-1",
                "run-1/1",
                action,
                null,
                null,
                "Was the contact consented to?",
                null,
                new Owner("ann", "firm-a"),
                Instant.EPOCH.plusSeconds(60),
                false);
        return finished.withReview(Review.requested(new ReviewRequest(false, true))
                        .opened(round)
                        .decided(decision))
                .withStepAdded(PlanStep.pending(
                        finished.research().nextStepId(), "next_step", "Was the contact consented to?"));
    }

    /** The executor's work on the pending step: executed with {@code confidence}. */
    private static AgentState executedPending(AgentState state, double confidence) {
        var pending = state.research().firstPending().orElseThrow();
        var execution = new StepExecution(List.of("consent"), List.of(), "Consent is a defence.", confidence, 10, 0);
        return state.withStep(pending.executed(execution));
    }

    @Test
    void aStepAskedForInAnswerReviewIsJudgedAndTheResearchFinishesAgain() {
        var executed = executedPending(moreAsked(2, ReviewAction.MORE), 0.8);

        var result = node.apply(executed);

        // Two completed of three and iterations left: without the review this run would be replanned.
        assertThat(result.route()).isEqualTo(EvaluatorRoute.FINISH);
        assertThat(result.route().topic().topicName()).isEqualTo("agent.mc-selector");
        assertThat(result.state().research().plan())
                .extracting(PlanStep::status)
                .containsExactly(StepStatus.COMPLETED, StepStatus.COMPLETED, StepStatus.COMPLETED);
        assertThat(result.state().research().iteration()).isEqualTo(3);
        assertThat(result.state().research().accumulatedContext())
                .contains(new StepSummary(
                        3, "Was the contact consented to?", "Consent is a defence.", 0.8, StepStatus.COMPLETED));
    }

    @Test
    void aStepAskedForInReviewPastTheIterationBudgetIsStillJudged() {
        var executed = executedPending(moreAsked(9, ReviewAction.MORE), 0.3);

        var result = node.apply(executed);

        assertThat(result.route()).isEqualTo(EvaluatorRoute.FINISH);
        assertThat(result.state().research().plan().get(2).status()).isEqualTo(StepStatus.FAILED);
        assertThat(result.state().research().iteration()).isEqualTo(10);
    }

    @Test
    void theStepAskedForRunsBeforeTheResearchFinishes() {
        var pending = moreAsked(2, ReviewAction.MORE);

        assertThat(node.apply(pending).route()).isEqualTo(EvaluatorRoute.NEXT_STEP);
    }

    @Test
    void aRunWhosePlanWasReviewedReplansAsBefore() {
        var round = new ReviewRound("run-1/1", ReviewKind.PLAN, Instant.EPOCH, List.of("Question 1"), null, null);
        var more = new ReviewDecision(
                1,
                "d-1",
                "run-1",
                "run-1/1",
                ReviewAction.MORE,
                null,
                null,
                "Question 2",
                null,
                null,
                Instant.EPOCH,
                true);
        var state = state(QueryType.MULTI_HOP, 1, judged(1, 0.8, StepStatus.COMPLETED), executed(2, 0.5))
                .withReview(Review.requested(new ReviewRequest(true, false))
                        .opened(round)
                        .decided(more));

        assertThat(node.apply(state).route()).isEqualTo(EvaluatorRoute.REPLAN);
    }
}
