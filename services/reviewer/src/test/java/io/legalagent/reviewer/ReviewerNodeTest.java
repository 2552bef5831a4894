package io.legalagent.reviewer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.legalagent.contracts.Hop;
import io.legalagent.contracts.PlanStep;
import io.legalagent.contracts.QueryType;
import io.legalagent.contracts.StepStatus;
import io.legalagent.contracts.Topics;
import io.legalagent.contracts.review.ReviewKind;
import io.legalagent.contracts.route.ReviewerRoute;
import org.junit.jupiter.api.Test;

class ReviewerNodeTest {
    private final ReviewerNode node = new ReviewerNode(Parked.CLOCK);

    @Test
    void aPlannedRunParksWithAPlanReviewShowingItsSteps() {
        var transition = node.apply(Parked.planAsked("run-1"));

        assertThat(transition.route()).isEqualTo(ReviewerRoute.PARKED);
        var round = transition.state().review().pending().orElseThrow();
        assertThat(round.id()).isEqualTo("run-1/1");
        assertThat(round.kind()).isEqualTo(ReviewKind.PLAN);
        assertThat(round.requestedAt()).isEqualTo(Parked.NOW);
        assertThat(round.queryType()).isEqualTo(QueryType.MULTI_HOP);
        assertThat(round.plan())
                .containsExactly("What is the statute of frauds?", "Does it cover leases under a year?");
    }

    @Test
    void aReplanShowsOnlyTheStepsStillToRun() {
        var asked = Parked.planAsked("run-2");
        var done = asked.withStep(asked.research().plan().get(0).judged(StepStatus.COMPLETED))
                .withStepAdded(PlanStep.pending(3, "next_step", "And periodic tenancies?"))
                .afterHop(new Hop("replanner", "REVIEW_PLAN", Topics.REVIEWER), 1, Parked.NOW);

        var round = node.apply(done).state().review().pending().orElseThrow();

        assertThat(round.kind()).isEqualTo(ReviewKind.PLAN);
        assertThat(round.plan()).containsExactly("Does it cover leases under a year?", "And periodic tenancies?");
    }

    @Test
    void anAnswerFromTheMemoryNodeParksForAnswerReviewAsTheRunsSecondRound() {
        var planReviewed = Parked.parked(Parked.planAsked("run-3"));
        var decided = planReviewed.withReview(planReviewed
                .review()
                .decided(Parked.decision(planReviewed, io.legalagent.contracts.review.ReviewAction.APPROVE)));
        var asked = decided.afterHop(new Hop("memory", "REVIEW_ANSWER", Topics.REVIEWER), 1, Parked.NOW);

        var round = node.apply(asked).state().review().pending().orElseThrow();

        assertThat(round.id()).isEqualTo("run-3/2");
        assertThat(round.kind()).isEqualTo(ReviewKind.ANSWER);
        assertThat(asked.review().rounds()).hasSize(1);
    }

    @Test
    void aRunNobodyAskedToReviewIsAnError() {
        var state =
                Parked.planAsked("run-4").afterHop(new Hop("executor", "EXECUTED", Topics.EVALUATOR), 1, Parked.NOW);

        assertThatThrownBy(() -> node.apply(state)).hasMessageContaining("no review is asked for by executor");
    }
}
