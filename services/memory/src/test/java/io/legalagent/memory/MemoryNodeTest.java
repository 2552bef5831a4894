package io.legalagent.memory;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Degradation;
import io.legalagent.contracts.DegradationKind;
import io.legalagent.contracts.ErrorKind;
import io.legalagent.contracts.MemoryHit;
import io.legalagent.contracts.PlanStep;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.QuestionEmbedding;
import io.legalagent.contracts.RunError;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.StepExecution;
import io.legalagent.contracts.StepStatus;
import io.legalagent.contracts.review.Review;
import io.legalagent.contracts.review.ReviewAction;
import io.legalagent.contracts.review.ReviewDecision;
import io.legalagent.contracts.review.ReviewKind;
import io.legalagent.contracts.review.ReviewRequest;
import io.legalagent.contracts.review.ReviewRound;
import io.legalagent.contracts.route.MemoryRoute;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class MemoryNodeTest {
    private static final String RESEARCH = "### Step 1: What is battery?\n\nContact [Query 1][Source 1].";

    private final MemoryNode node = new MemoryNode(MemorySettings.defaults());

    private static PlanStep step(int id, double confidence, StepStatus verdict) {
        var execution = new StepExecution(List.of("q"), List.of(), "answer", confidence, 5, 0);
        return PlanStep.pending(id, "research", "Question " + id)
                .executed(execution)
                .judged(verdict);
    }

    private static AgentState answered(String finalAnswer, PlanStep... steps) {
        return AgentState.start("run-7", null, Question.of("What is battery?"), Instant.EPOCH)
                .withPlan(List.of(steps))
                .withFinalAnswer(finalAnswer);
    }

    private Boolean decision(MemoryNode node, AgentState state) {
        var result = node.apply(state);
        assertThat(result.route()).isEqualTo(MemoryRoute.RECORDED);
        return result.state().outcome().remember();
    }

    @Test
    void confidentResearchIsToBeRememberedAndNothingElseOfTheStateChanges() {
        // Mean of the completed steps 0.84, over the floor of 0.81; the failed step does not count.
        var state = answered(
                RESEARCH,
                step(1, 0.88, StepStatus.COMPLETED),
                step(2, 0.30, StepStatus.FAILED),
                step(3, 0.80, StepStatus.COMPLETED));

        var result = node.apply(state);

        assertThat(result.state().outcome().remember()).isTrue();
        assertThat(result.state()).isEqualTo(state.withRemember(true));
    }

    @Test
    void aCarriedEmbeddingGoesNoFurther() {
        var carried = QuestionEmbedding.of("bge-small-en-v1.5-q", "What is battery?", new float[] {0.6f, 0.8f});
        var state = answered(RESEARCH, step(1, 0.85, StepStatus.COMPLETED)).withQuestionEmbedding(carried);

        var result = node.apply(state);

        assertThat(result.state().intake().questionEmbedding()).isNull();
        assertThat(result.state().research()).isEqualTo(state.research());
    }

    @Test
    void anAnswerFromTheCacheIsNotToBeRememberedAgain() {
        var state = AgentState.start("run-7", null, Question.of("What is battery?"), Instant.EPOCH)
                .withMemoryHit(new MemoryHit("What is battery?", RESEARCH, 0.99, "run-1"));

        assertThat(decision(node, state)).isFalse();
    }

    @Test
    void aBlankAnswerIsNotToBeRemembered() {
        assertThat(decision(node, answered("  ", step(1, 0.9, StepStatus.COMPLETED))))
                .isFalse();
        assertThat(decision(node, answered(null, step(1, 0.9, StepStatus.COMPLETED))))
                .isFalse();
    }

    @Test
    void researchWithoutCompletedStepsIsNotToBeRemembered() {
        assertThat(decision(node, answered("All 1 research steps failed.", step(1, 0.9, StepStatus.FAILED))))
                .isFalse();
    }

    @Test
    void researchBelowTheConfidenceFloorIsNotToBeRemembered() {
        assertThat(decision(
                        node,
                        answered(RESEARCH, step(1, 0.84, StepStatus.COMPLETED), step(2, 0.76, StepStatus.COMPLETED))))
                .isFalse();
    }

    @Test
    void theFloorIsASetting() {
        var lenient = new MemoryNode(new MemorySettings(0.5));

        assertThat(decision(lenient, answered(RESEARCH, step(1, 0.6, StepStatus.COMPLETED))))
                .isTrue();
        assertThat(decision(node, answered(RESEARCH, step(1, 0.6, StepStatus.COMPLETED))))
                .isFalse();
        assertThat(MemorySettings.defaults().minConfidence()).isEqualTo(0.81);
        assertThat(MemorySettings.defaults().frozenConstants())
                .containsExactly(java.util.Map.entry("min_confidence", "0.81"));
    }

    @Test
    void researchFromAFrozenContextIsNotToBeRemembered() {
        var state = answered(RESEARCH, step(1, 0.85, StepStatus.COMPLETED))
                .withFrozenContext(new io.legalagent.contracts.FrozenContext(
                        "b".repeat(64), null, "q-1", null, "calibrated", 0.9, List.of()));

        assertThat(decision(node, state)).isFalse();
    }

    @Test
    void researchCutShortByTheModelsOutageIsNotToBeRemembered() {
        var confident = answered(RESEARCH, step(1, 0.88, StepStatus.COMPLETED));
        var cutShort = confident.withDegradation(
                new Degradation(DegradationKind.MODEL_UNAVAILABLE, "executor", "the model call failed"));

        assertThat(decision(node, cutShort)).isFalse();
        assertThat(decision(node, confident)).isTrue();
    }

    private static final ReviewRequest ANSWER_REVIEW = new ReviewRequest(false, true);

    /** The run's review with one more round of {@code kind}, decided {@code action} (null: still waiting). */
    private static Review round(Review review, ReviewKind kind, ReviewAction action) {
        var id = review.nextId("run-7");
        var opened = review.opened(new ReviewRound(id, kind, Instant.EPOCH, List.of("Question 1"), null, null));
        if (action == null) {
            return opened;
        }
        return opened.decided(new ReviewDecision(
                1, "d-" + id, "run-7", id, action, null, null, null, null, null, Instant.EPOCH.plusSeconds(60), false));
    }

    private AgentState confidentAsking(Review review) {
        return answered(RESEARCH, step(1, 0.88, StepStatus.COMPLETED)).withReview(review);
    }

    @Test
    void anAnswerItsQuestionAskedToReviewGoesToTheReviewerWithoutACachingDecision() {
        var carried = QuestionEmbedding.of("bge-small-en-v1.5-q", "What is battery?", new float[] {0.6f, 0.8f});
        var state = confidentAsking(Review.requested(ANSWER_REVIEW)).withQuestionEmbedding(carried);

        var result = node.apply(state);

        assertThat(result.route()).isEqualTo(MemoryRoute.REVIEW_ANSWER);
        assertThat(result.route().topic().topicName()).isEqualTo("agent.reviewer");
        assertThat(result.state().outcome().remember()).isNull();
        assertThat(result.state().intake().questionEmbedding()).isNull();
        assertThat(result.state().review()).isEqualTo(state.review());
    }

    @Test
    void anApprovedAnswerIsDecidedAsAnyOther() {
        var approved = round(Review.requested(ANSWER_REVIEW), ReviewKind.ANSWER, ReviewAction.APPROVE);

        var result = node.apply(confidentAsking(approved));

        assertThat(result.route()).isEqualTo(MemoryRoute.RECORDED);
        assertThat(result.state().outcome().remember()).isTrue();
    }

    @Test
    void anAnswerAfterMoreResearchIsReviewedAgain() {
        var more = round(Review.requested(ANSWER_REVIEW), ReviewKind.ANSWER, ReviewAction.MORE);

        var result = node.apply(confidentAsking(more));

        assertThat(result.route()).isEqualTo(MemoryRoute.REVIEW_ANSWER);
        assertThat(result.state().outcome().remember()).isNull();
    }

    @Test
    void anApprovedPlanIsNoApprovedAnswer() {
        var both = new ReviewRequest(true, true);
        var planApproved = round(Review.requested(both), ReviewKind.PLAN, ReviewAction.APPROVE);
        var planOnly = round(Review.requested(new ReviewRequest(true, false)), ReviewKind.PLAN, ReviewAction.APPROVE);

        assertThat(node.apply(confidentAsking(planApproved)).route()).isEqualTo(MemoryRoute.REVIEW_ANSWER);
        assertThat(node.apply(confidentAsking(planOnly)).route()).isEqualTo(MemoryRoute.RECORDED);
    }

    @Test
    void aCachedAnswerIsReviewedToo() {
        var state = AgentState.start("run-7", null, Question.of("What is battery?"), Instant.EPOCH)
                .withMemoryHit(new MemoryHit("What is battery?", RESEARCH, 0.99, "run-1"))
                .withReview(Review.requested(ANSWER_REVIEW));

        assertThat(node.apply(state).route()).isEqualTo(MemoryRoute.REVIEW_ANSWER);
    }

    @Test
    void aRunThatEndedIsNotHeldForReview() {
        var failed = confidentAsking(Review.requested(ANSWER_REVIEW))
                .withError(RunStatus.FAILED, new RunError(ErrorKind.NODE_FAILURE, "executor", "gone"));

        assertThat(node.apply(failed).route()).isEqualTo(MemoryRoute.RECORDED);
    }
}
