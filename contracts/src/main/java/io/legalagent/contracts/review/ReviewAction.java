package io.legalagent.contracts.review;

import java.util.Set;

/** What a reviewer decided. */
public enum ReviewAction {
    /** Go on as shown. */
    APPROVE,
    /** Go on with the plan (and query type) the decision gives instead: plan reviews only. */
    EDIT,
    /** Stop the run: it is published DECLINED with the reviewer's note. */
    REJECT,
    /**
     * Research one more step, the decision's text: on an answer review the run takes the replanner's
     * path and comes back for review; on a plan review the step is added to the plan, which then runs.
     */
    MORE;

    /** The actions a review of {@code kind} accepts. */
    public static Set<ReviewAction> allowedFor(ReviewKind kind) {
        return kind == ReviewKind.PLAN ? Set.of(APPROVE, EDIT, REJECT, MORE) : Set.of(APPROVE, REJECT, MORE);
    }
}
