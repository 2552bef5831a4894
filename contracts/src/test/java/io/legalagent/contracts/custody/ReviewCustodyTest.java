package io.legalagent.contracts.custody;

import static io.legalagent.contracts.NodeName.CLASSIFIER;
import static io.legalagent.contracts.NodeName.EVALUATOR;
import static io.legalagent.contracts.NodeName.EXECUTOR;
import static io.legalagent.contracts.NodeName.GUARD;
import static io.legalagent.contracts.NodeName.MC_SELECTOR;
import static io.legalagent.contracts.NodeName.MEMORY;
import static io.legalagent.contracts.NodeName.PLANNER;
import static io.legalagent.contracts.NodeName.REVIEWER;
import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.McSelection;
import io.legalagent.contracts.Owner;
import io.legalagent.contracts.PlanStep;
import io.legalagent.contracts.QueryType;
import io.legalagent.contracts.SchemaVersion;
import io.legalagent.contracts.StepStatus;
import io.legalagent.contracts.review.Review;
import io.legalagent.contracts.review.ReviewAction;
import io.legalagent.contracts.review.ReviewDecision;
import io.legalagent.contracts.review.ReviewKind;
import io.legalagent.contracts.review.ReviewRequest;
import io.legalagent.contracts.review.ReviewRound;
import io.legalagent.contracts.route.ClassifierRoute;
import io.legalagent.contracts.route.EvaluatorRoute;
import io.legalagent.contracts.route.ExecutorRoute;
import io.legalagent.contracts.route.GuardRoute;
import io.legalagent.contracts.route.McSelectorRoute;
import io.legalagent.contracts.route.MemoryRoute;
import io.legalagent.contracts.route.PlannerRoute;
import io.legalagent.contracts.route.ReviewerRoute;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A reviewer's hops in a run's chain of custody: parking, resuming from agent.review, editing the plan. */
class ReviewCustodyTest {

    @Test
    void aRunParkedForPlanReviewAndResumedWithAnEditedPlanIsIntact() {
        var state = researched(parked().hop(REVIEWER, ReviewerRoute.PLAN_APPROVED, ReviewCustodyTest::edited))
                .state();

        var verdict = CustodyCheck.of(state, Walk.keyring());

        assertThat(verdict.intact()).as(verdict.describe()).isTrue();
        assertThat(state.custody().get(4).parts())
                .as("the reviewer vouches for the edited steps, the switched route and the decided review")
                .containsKeys("plan.1", "route", "review.1");
        assertThat(state.research().plan()).extracting(PlanStep::question).containsExactly("Q2, reworded?");
    }

    @Test
    void aRunResumedAsPlannedIsIntact() {
        var state = researched(
                        parked().hop(REVIEWER, ReviewerRoute.PLAN_APPROVED, s -> decided(s, ReviewAction.APPROVE)))
                .state();

        var verdict = CustodyCheck.of(state, Walk.keyring());

        assertThat(verdict.intact()).as(verdict.describe()).isTrue();
    }

    @Test
    void onlyTheReviewerResumesFromAgentReview() {
        var state = parked().hop(EXECUTOR, ExecutorRoute.EXECUTED, s -> s).state();

        var verdict = CustodyCheck.of(state, Walk.keyring());

        assertThat(verdict.intact()).isFalse();
        assertThat(verdict.reason()).contains("executor reads agent.executor, but the hop before led to agent.review");
    }

    @Test
    void theReviewerResumesOnlyWhatItParked() {
        // A second resume hop straight after the first: the reviewer reads agent.review only after parking.
        var state = classified()
                .hop(PLANNER, PlannerRoute.REVIEW_PLAN, s -> s.withPlan(List.of(PlanStep.pending(1, "research", "Q?"))))
                .hop(REVIEWER, ReviewerRoute.PARKED, ReviewCustodyTest::opened)
                .hop(REVIEWER, ReviewerRoute.PLAN_APPROVED, s -> decided(s, ReviewAction.APPROVE))
                .hop(REVIEWER, ReviewerRoute.PLAN_APPROVED, s -> s)
                .state();

        var verdict = CustodyCheck.of(state, Walk.keyring());

        assertThat(verdict.intact()).isFalse();
        assertThat(verdict.hop()).isEqualTo(6);
        assertThat(verdict.reason())
                .contains("reviewer reads agent.reviewer, but the hop before led to agent.executor");
    }

    @Test
    void aPlannedStepRemovedWithoutAnEditIsGone() {
        // The executor runs step 1 and drops step 2, which the approved plan holds.
        var state = finished(parked().hop(REVIEWER, ReviewerRoute.PLAN_APPROVED, s -> decided(s, ReviewAction.APPROVE))
                        .hop(
                                EXECUTOR,
                                ExecutorRoute.EXECUTED,
                                s -> s.withPlan(List.of(s.research()
                                        .plan()
                                        .get(0)
                                        .executed(Walk.execution("p1", "A writing is needed.")))))
                        .hop(
                                EVALUATOR,
                                EvaluatorRoute.FINISH,
                                s -> s.withStep(s.research().plan().get(0).judged(StepStatus.COMPLETED))))
                .state();

        var verdict = CustodyCheck.of(state, Walk.keyring());

        assertThat(verdict.intact()).isFalse();
        assertThat(verdict.reason()).contains("part plan.2, vouched for by planner, is gone");
    }

    @Test
    void onlyTheReviewerMayProduceTheReview() {
        var state = Runs.classified()
                .hop(
                        PLANNER,
                        PlannerRoute.REVIEW_PLAN,
                        s -> opened(s.withPlan(List.of(PlanStep.pending(1, "r", "Q?")))))
                .state();

        var verdict = CustodyCheck.of(state, Walk.keyring());

        assertThat(verdict.intact()).isFalse();
        assertThat(verdict.reason()).contains("planner may not produce part review.1");
    }

    /** guard (plan review asked) → classifier → planner (two steps) → reviewer, parked. */
    private static Walk parked() {
        return classified()
                .hop(
                        PLANNER,
                        PlannerRoute.REVIEW_PLAN,
                        s -> s.withPlan(List.of(
                                PlanStep.pending(1, "research", "Q1?"), PlanStep.pending(2, "research", "Q2?"))))
                .hop(REVIEWER, ReviewerRoute.PARKED, ReviewCustodyTest::opened);
    }

    /** The resumed run researched to the observer: executor, evaluator, mc-selector, memory. */
    private static Walk researched(Walk resumed) {
        return finished(resumed.hop(
                        EXECUTOR,
                        ExecutorRoute.EXECUTED,
                        s -> s.withStep(
                                s.research().firstPending().orElseThrow().executed(Walk.execution("p1", "A writing."))))
                .hop(
                        EVALUATOR,
                        EvaluatorRoute.FINISH,
                        s -> s.withStep(s.research().plan().get(0).judged(StepStatus.COMPLETED))));
    }

    /** mc-selector and memory, to the observer. */
    private static Walk finished(Walk judged) {
        return judged.hop(MC_SELECTOR, McSelectorRoute.SELECTED, s -> s.withMcSelection(
                                McSelection.chose("A", "It fits."))
                        .withFinalAnswer("A [Source 1]."))
                .hop(MEMORY, MemoryRoute.RECORDED, s -> s.withRemember(false));
    }

    /** The guard accepts a question that asks for plan review; the classifier classifies it. */
    private static Walk classified() {
        return Walk.of(Runs.QUESTION)
                .hop(GUARD, GuardRoute.SAFE, s -> s.withInjection(Walk.safe())
                        .withReview(Review.requested(new ReviewRequest(true, false))))
                .hop(CLASSIFIER, ClassifierRoute.CLASSIFIED, s -> s.withQueryType(QueryType.MULTI_HOP));
    }

    private static AgentState opened(AgentState state) {
        var review = state.review();
        var shown = state.research().plan().stream().map(PlanStep::question).toList();
        return state.withReview(review.opened(new ReviewRound(
                review.nextId(state.runId()),
                ReviewKind.PLAN,
                Walk.NOW,
                shown,
                state.intake().queryType(),
                null)));
    }

    private static AgentState decided(AgentState state, ReviewAction action) {
        var round = state.review().pending().orElseThrow();
        var decision = new ReviewDecision(
                SchemaVersion.CURRENT,
                "decision-1",
                state.runId(),
                round.id(),
                action,
                action == ReviewAction.EDIT ? List.of("Q2, reworded?") : null,
                action == ReviewAction.EDIT ? QueryType.SIMPLE : null,
                null,
                null,
                new Owner("ann", "firm"),
                Walk.NOW.plusSeconds(60),
                false);
        return state.withReview(state.review().decided(decision));
    }

    /** Step 1 removed, step 2 reworded and numbered 1, simple instead of multi-hop. */
    private static AgentState edited(AgentState state) {
        return decided(state, ReviewAction.EDIT)
                .withPlan(List.of(PlanStep.pending(1, "research", "Q2, reworded?")))
                .withQueryType(QueryType.SIMPLE);
    }
}
