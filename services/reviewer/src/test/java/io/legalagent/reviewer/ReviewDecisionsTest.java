package io.legalagent.reviewer;

import static io.legalagent.contracts.review.ReviewAction.APPROVE;
import static io.legalagent.contracts.review.ReviewAction.EDIT;
import static io.legalagent.contracts.review.ReviewAction.MORE;
import static io.legalagent.contracts.review.ReviewAction.REJECT;
import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.ErrorKind;
import io.legalagent.contracts.PlanStep;
import io.legalagent.contracts.QueryType;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.SchemaVersion;
import io.legalagent.contracts.StepStatus;
import io.legalagent.contracts.review.ReviewDecision;
import io.legalagent.contracts.route.ReviewerRoute;
import io.legalagent.runtime.ReviewSettings;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class ReviewDecisionsTest {
    private final io.legalagent.contracts.AgentState plan = Parked.parked(Parked.planAsked("run-1"));
    private final io.legalagent.contracts.AgentState answer = Parked.parked(Parked.answerAsked("run-2"));

    @Test
    void anApprovedPlanGoesToTheExecutorWithItsRoundDecided() {
        var decision = Parked.decision(plan, APPROVE);

        var transition = ReviewDecisions.apply(plan, decision);

        assertThat(transition.route()).isEqualTo(ReviewerRoute.PLAN_APPROVED);
        assertThat(transition.state().review().pending()).isEmpty();
        assertThat(transition.state().review().latest().orElseThrow().decision())
                .isEqualTo(decision);
        assertThat(transition.state().research().plan())
                .isEqualTo(plan.research().plan());
        assertThat(transition.state().review().waited()).isEqualTo(Duration.ofMinutes(10));
    }

    @Test
    void anEditReplacesThePlanKeepingThePhaseOfAnUnchangedStepAndSwitchesTheQueryType() {
        var edit = new ReviewDecision(
                SchemaVersion.CURRENT,
                "d-1",
                plan.runId(),
                plan.review().pending().orElseThrow().id(),
                EDIT,
                List.of("Does it cover leases under a year?", " Is part performance enough? ", ""),
                QueryType.SIMPLE,
                null,
                null,
                Parked.ANN,
                Parked.NOW,
                false);

        var transition = ReviewDecisions.apply(plan, edit);

        assertThat(transition.route()).isEqualTo(ReviewerRoute.PLAN_APPROVED);
        assertThat(transition.state().research().plan())
                .containsExactly(
                        PlanStep.pending(1, "apply", "Does it cover leases under a year?"),
                        PlanStep.pending(2, PlanEdit.REVIEW_PHASE, "Is part performance enough?"));
        assertThat(transition.state().intake().queryType()).isEqualTo(QueryType.SIMPLE);
        assertThat(transition.state().review().latest().orElseThrow().plan())
                .as("the round keeps the plan shown")
                .containsExactly("What is the statute of frauds?", "Does it cover leases under a year?");
    }

    @Test
    void anEditAfterResearchKeepsTheStepsAlreadyRunAndNumbersTheNewOnesAfterThem() {
        var researched = plan.withStep(plan.research().plan().get(0).judged(StepStatus.COMPLETED));
        var edit = Parked.decision(researched, EDIT, List.of("Periodic tenancies?"), null, null);

        var steps = ReviewDecisions.apply(researched, edit).state().research().plan();

        assertThat(steps).extracting(PlanStep::id).containsExactly(1, 2);
        assertThat(steps.get(0).status()).isEqualTo(StepStatus.COMPLETED);
        assertThat(steps.get(1)).isEqualTo(PlanStep.pending(2, PlanEdit.REVIEW_PHASE, "Periodic tenancies?"));
    }

    @Test
    void morePlanResearchAddsAPendingStepAndRuns() {
        var transition = ReviewDecisions.apply(plan, Parked.decision(plan, MORE, null, " Oral surrender? ", null));

        assertThat(transition.route()).isEqualTo(ReviewerRoute.PLAN_APPROVED);
        assertThat(transition.state().research().plan())
                .last()
                .isEqualTo(PlanStep.pending(3, ReviewDecisions.MORE_PHASE, "Oral surrender?"));
    }

    @Test
    void anApprovedAnswerGoesToTheMemoryNode() {
        assertThat(ReviewDecisions.apply(answer, Parked.decision(answer, APPROVE))
                        .route())
                .isEqualTo(ReviewerRoute.ANSWER_APPROVED);
    }

    @Test
    void moreResearchOnAnAnswerTakesTheReplannersPath() {
        var transition = ReviewDecisions.apply(answer, Parked.decision(answer, MORE, null, "Oral surrender?", null));

        assertThat(transition.route()).isEqualTo(ReviewerRoute.MORE_RESEARCH);
        assertThat(transition.state().research().plan())
                .last()
                .isEqualTo(PlanStep.pending(3, ReviewDecisions.MORE_PHASE, "Oral surrender?"));
        assertThat(transition.state().status()).isEqualTo(RunStatus.IN_PROGRESS);
    }

    @Test
    void aRejectionDeclinesTheRunNamingWhoWhenAndWhy() {
        var transition = ReviewDecisions.apply(answer, Parked.decision(answer, REJECT, null, null, "too thin"));

        assertThat(transition.route()).isEqualTo(ReviewerRoute.DECLINED);
        assertThat(transition.state().status()).isEqualTo(RunStatus.DECLINED);
        var error = transition.state().outcome().error();
        assertThat(error.kind()).isEqualTo(ErrorKind.REVIEW_DECLINED);
        assertThat(error.node()).isEqualTo("reviewer");
        assertThat(error.reason()).isEqualTo("declined in review by ann (firm) at 2026-03-02T10:10:00Z: too thin");
    }

    @Test
    void aTimeoutActsAsTheSettingsSay() {
        var rejecting = new Timeouts(settings(ReviewSettings.OnTimeout.REJECT));
        var approving = new Timeouts(settings(ReviewSettings.OnTimeout.APPROVE));
        var late = Parked.NOW.plus(Duration.ofHours(72));

        var declined = ReviewDecisions.apply(plan, rejecting.overdue(plan, late).orElseThrow());
        var approved = ReviewDecisions.apply(plan, approving.overdue(plan, late).orElseThrow());

        assertThat(declined.route()).isEqualTo(ReviewerRoute.DECLINED);
        assertThat(declined.state().outcome().error().reason())
                .isEqualTo("declined in review by the review's timeout at 2026-03-05T10:00:00Z:"
                        + " no reviewer decided within 72h");
        assertThat(approved.route()).isEqualTo(ReviewerRoute.PLAN_APPROVED);
        assertThat(approved.state().review().latest().orElseThrow().decision().timedOut())
                .isTrue();
    }

    @Test
    void aReviewWithinItsTimeoutIsNotOverdue() {
        var timeouts = new Timeouts(settings(ReviewSettings.OnTimeout.REJECT));

        assertThat(timeouts.overdue(plan, Parked.NOW.plus(Duration.ofHours(71))))
                .isEmpty();
        assertThat(Timeouts.text(Duration.ofMinutes(5))).isEqualTo("5m");
        assertThat(Timeouts.text(Duration.ofMillis(1500))).isEqualTo("1500ms");
    }

    private static ReviewSettings settings(ReviewSettings.OnTimeout onTimeout) {
        return new ReviewSettings(false, false, false, Duration.ofHours(72), onTimeout, Duration.ofMinutes(1));
    }
}
