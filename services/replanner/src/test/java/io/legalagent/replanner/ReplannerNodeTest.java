package io.legalagent.replanner;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Choice;
import io.legalagent.contracts.ModelUsage;
import io.legalagent.contracts.PlanStep;
import io.legalagent.contracts.QueryType;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.StepExecution;
import io.legalagent.contracts.StepStatus;
import io.legalagent.contracts.StepSummary;
import io.legalagent.contracts.review.Review;
import io.legalagent.contracts.review.ReviewRequest;
import io.legalagent.contracts.route.ReplannerRoute;
import io.legalagent.ports.ReplanDecision;
import io.legalagent.ports.ReplanSkill;
import io.legalagent.ports.Skilled;
import io.legalagent.ports.TransientFailure;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ReplannerNodeTest {
    private static final ModelUsage ONE_CALL = new ModelUsage(1, 300, 40, 0, 0, 0, 4);
    private static final Question QUESTION =
            new Question("Is the guard liable for battery?", List.of(new Choice("A", "Yes"), new Choice("B", "No")));

    private final List<String> objectives = new ArrayList<>();
    private final List<List<StepSummary>> contexts = new ArrayList<>();

    private ReplanSkill deciding(ReplanDecision decision) {
        return (objective, context) -> {
            objectives.add(objective);
            contexts.add(context);
            return new Skilled<>(decision, ONE_CALL);
        };
    }

    private static PlanStep judged(int id, StepStatus verdict) {
        var execution = new StepExecution(List.of("q"), List.of(), "answer", 0.8, 5, 0);
        return PlanStep.pending(id, "research", "Question " + id)
                .executed(execution)
                .judged(verdict);
    }

    private static AgentState state(PlanStep... steps) {
        var context = List.of(new StepSummary(steps[0].id(), "Question", "answer", 0.8, steps[0].status()));
        return AgentState.start("run-1", null, QUESTION, Instant.EPOCH)
                .withQueryType(QueryType.MULTI_HOP)
                .withEvaluation(List.of(steps), context, steps.length);
    }

    private static ReplannerNode node(ReplanSkill skill) {
        return new ReplannerNode(skill);
    }

    @Test
    void aNextStepIsAddedWithTheNextIdFromTheObjectiveWithoutChoices() {
        var decision = new ReplanDecision(ReplanDecision.Action.NEXT_STEP, " Is self-defence a defence? ", "gap");
        var state = state(judged(1, StepStatus.COMPLETED), judged(4, StepStatus.FAILED));

        var result = node(deciding(decision)).apply(state);

        assertThat(result.route()).isEqualTo(ReplannerRoute.CONTINUE);
        assertThat(result.state().research().plan())
                .last()
                .isEqualTo(PlanStep.pending(5, ReplannerNode.NEXT_STEP_PHASE, "Is self-defence a defence?"));
        assertThat(objectives).containsExactly(QUESTION.text());
        assertThat(contexts).containsExactly(state.research().accumulatedContext());
        assertThat(result.state().telemetry().metrics().model()).isEqualTo(ONE_CALL);
    }

    @Test
    void aRetryIsAddedAsAPendingRetryStep() {
        var decision = new ReplanDecision(ReplanDecision.Action.RETRY, "Which powers does the Senate hold?", "");

        var result = node(deciding(decision)).apply(state(judged(1, StepStatus.FAILED)));

        assertThat(result.route()).isEqualTo(ReplannerRoute.CONTINUE);
        assertThat(result.state().research().plan())
                .containsExactly(
                        judged(1, StepStatus.FAILED),
                        PlanStep.pending(2, ReplannerNode.RETRY_PHASE, "Which powers does the Senate hold?"));
    }

    @Test
    void aCompleteDecisionEndsTheResearch() {
        var state = state(judged(1, StepStatus.COMPLETED));

        var result = node(deciding(ReplanDecision.complete("covered"))).apply(state);

        assertThat(result.route()).isEqualTo(ReplannerRoute.COMPLETE);
        assertThat(result.state().research().plan()).isEqualTo(state.research().plan());
        assertThat(result.state().telemetry().metrics().model()).isEqualTo(ONE_CALL);
    }

    @Test
    void aNewStepWithoutAQuestionEndsTheResearch() {
        var blank = new ReplanDecision(ReplanDecision.Action.NEXT_STEP, "  ", "");
        var missing = new ReplanDecision(ReplanDecision.Action.RETRY, null, "");
        var state = state(judged(1, StepStatus.COMPLETED));

        assertThat(node(deciding(blank)).apply(state).route()).isEqualTo(ReplannerRoute.COMPLETE);
        assertThat(node(deciding(missing)).apply(state).state().research().plan())
                .isEqualTo(state.research().plan());
    }

    /**
     * The one failure rule of every node: a failure of the call goes to the runtime, which retries a
     * transient one; only an unusable reply (the skill's own fallback, a complete decision) ends the
     * research early.
     */
    @Test
    void aFailingCallIsLeftToTheRuntimeNotTakenForADecision() {
        var state = state(judged(1, StepStatus.COMPLETED));
        ReplanSkill unreachable = (objective, context) -> {
            throw new TransientFailure("model unreachable");
        };

        assertThatThrownBy(() -> node(unreachable).apply(state)).isInstanceOf(TransientFailure.class);
    }

    @Test
    void withoutTheModelTheReplannerCompletesWithTheEvidenceFound() {
        var state = state(judged(1, StepStatus.COMPLETED), judged(2, StepStatus.FAILED));
        var node = node((objective, context) -> {
            throw new AssertionError("no model call without the model");
        });

        var result = node.withoutModel(state);

        assertThat(result).hasValueSatisfying(t -> {
            assertThat(t.route()).isEqualTo(ReplannerRoute.COMPLETE);
            assertThat(t.state()).isEqualTo(state);
        });
    }

    private static final ReplanDecision NEXT =
            new ReplanDecision(ReplanDecision.Action.NEXT_STEP, "Was it a tort?", "more");

    @Test
    void withReplansReviewedAStepAddedToARunThatAskedForPlanReviewGoesToTheReviewer() {
        var asked = state(judged(1, StepStatus.COMPLETED)).withReview(Review.requested(new ReviewRequest(true, false)));

        var result = new ReplannerNode(deciding(NEXT), true).apply(asked);

        assertThat(result.route()).isEqualTo(ReplannerRoute.REVIEW_PLAN);
        assertThat(result.route().topic().topicName()).isEqualTo("agent.reviewer");
        assertThat(result.state().research().firstPending())
                .contains(PlanStep.pending(2, ReplannerNode.NEXT_STEP_PHASE, "Was it a tort?"));
    }

    @Test
    void withoutReplansReviewedAnAddedStepRunsWithoutAnotherReview() {
        var asked = state(judged(1, StepStatus.COMPLETED)).withReview(Review.requested(new ReviewRequest(true, true)));

        assertThat(new ReplannerNode(deciding(NEXT), false).apply(asked).route())
                .isEqualTo(ReplannerRoute.CONTINUE);
    }

    @Test
    void replansAreReviewedOnlyForRunsThatAskedForPlanReview() {
        var answerOnly =
                state(judged(1, StepStatus.COMPLETED)).withReview(Review.requested(new ReviewRequest(false, true)));
        var none = state(judged(1, StepStatus.COMPLETED));

        assertThat(new ReplannerNode(deciding(NEXT), true).apply(answerOnly).route())
                .isEqualTo(ReplannerRoute.CONTINUE);
        assertThat(new ReplannerNode(deciding(NEXT), true).apply(none).route()).isEqualTo(ReplannerRoute.CONTINUE);
    }

    @Test
    void completingIsNeverReviewedHere() {
        var asked = state(judged(1, StepStatus.COMPLETED)).withReview(Review.requested(new ReviewRequest(true, true)));
        var done = new ReplanDecision(ReplanDecision.Action.COMPLETE, null, "enough");

        assertThat(new ReplannerNode(deciding(done), true).apply(asked).route()).isEqualTo(ReplannerRoute.COMPLETE);
    }
}
