package io.legalagent.reviewer;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.ErrorKind;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.PlanStep;
import io.legalagent.contracts.RunError;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.review.ReviewDecision;
import io.legalagent.contracts.review.ReviewKind;
import io.legalagent.contracts.route.ReviewerRoute;
import io.legalagent.runtime.Transition;

/**
 * What an accepted decision ({@link Refusals} found nothing) does to its parked run: the round
 * decided, then approve goes on, an edit replaces the steps to run, more research adds one step,
 * a rejection ends the run DECLINED with who declined it, when and why.
 */
final class ReviewDecisions {
    /** The phase of a step added on a reviewer's request, as the replanner's next steps have. */
    static final String MORE_PHASE = "next_step";

    private ReviewDecisions() {}

    static Transition<ReviewerRoute> apply(AgentState parked, ReviewDecision decision) {
        var kind = parked.review().pending().orElseThrow().kind();
        var decided = parked.withReview(parked.review().decided(decision));
        boolean plan = kind == ReviewKind.PLAN;
        return switch (decision.action()) {
            case APPROVE -> Transition.to(plan ? ReviewerRoute.PLAN_APPROVED : ReviewerRoute.ANSWER_APPROVED, decided);
            case EDIT -> Transition.to(
                    ReviewerRoute.PLAN_APPROVED, PlanEdit.apply(decided, decision.plan(), decision.queryType()));
            case MORE -> Transition.to(
                    plan ? ReviewerRoute.PLAN_APPROVED : ReviewerRoute.MORE_RESEARCH,
                    decided.withStepAdded(PlanStep.pending(
                            decided.research().nextStepId(),
                            MORE_PHASE,
                            decision.step().strip())));
            case REJECT -> Transition.to(
                    ReviewerRoute.DECLINED,
                    decided.withError(
                            RunStatus.DECLINED,
                            new RunError(ErrorKind.REVIEW_DECLINED, NodeName.REVIEWER.id(), reasonOf(decision))));
        };
    }

    /** "declined in review by ann (firm) at T: note". */
    static String reasonOf(ReviewDecision decision) {
        return "declined in review by " + decision.decidedBy() + " at " + decision.decidedAt() + ": "
                + decision.note().strip();
    }
}
