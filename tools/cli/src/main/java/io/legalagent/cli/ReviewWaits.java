package io.legalagent.cli;

import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.ProgressEvent;
import io.legalagent.contracts.Topics;
import io.legalagent.contracts.review.ReviewKind;
import io.legalagent.contracts.route.ReviewerRoute;
import java.util.Locale;
import java.util.Optional;

/**
 * Tells from a run's progress when it parks for a reviewer, and for which review. The park is the
 * reviewer's hop onto {@code agent.review}; the hop before it says the kind: the memory node sends an
 * answer to review, the planner and the replanner a plan.
 */
final class ReviewWaits {
    private ProgressEvent previous;
    private int parks;
    private ReviewKind latest;

    /** The kind of review the run now waits for, when {@code event} is its park. */
    Optional<ReviewKind> parked(ProgressEvent event) {
        var before = previous;
        previous = event;
        if (!isPark(event)) {
            return Optional.empty();
        }
        parks++;
        boolean answer = before != null && NodeName.MEMORY.id().equals(before.node());
        latest = answer ? ReviewKind.ANSWER : ReviewKind.PLAN;
        return Optional.of(latest);
    }

    /** The reviewer's hop onto agent.review with route PARKED (not a write of a decided round there). */
    static boolean isPark(ProgressEvent event) {
        return ReviewerRoute.PARKED.name().equals(event.route()) && Topics.REVIEW.equals(event.topic());
    }

    /** How many times the run has parked so far. */
    int parks() {
        return parks;
    }

    /** The kind of the latest park, if the run parked. */
    Optional<ReviewKind> latest() {
        return Optional.ofNullable(latest);
    }

    /** The line {@code ask} prints when the run parks. */
    static String waitingLine(ReviewKind kind, String runId) {
        return "waiting for review (" + kind.name().toLowerCase(Locale.ROOT) + "): run " + runId
                + " \u2014 ./legal review approve " + runId;
    }
}
