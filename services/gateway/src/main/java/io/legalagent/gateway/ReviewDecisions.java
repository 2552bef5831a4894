package io.legalagent.gateway;

import io.legalagent.contracts.review.ReviewDecision;
import io.legalagent.contracts.review.ReviewRound;
import io.swagger.v3.oas.annotations.media.Schema;
import java.time.Clock;
import java.util.UUID;
import org.springframework.http.HttpStatus;
import org.springframework.web.ErrorResponseException;

/**
 * Turns a reviewer's request into a decision on {@code legal.decisions}, or refuses it: 404 for a run
 * the caller may not review (unknown, or another organisation's: alike), 409 for a review a person
 * decided already (named, with when), 410 for one the timeout closed, 400 for a body that does not
 * fit the review. A decision is claimed before it is published, so of two at once only one goes out.
 */
final class ReviewDecisions {

    /** What a decision's 202 says. */
    @Schema(
            name = "DecisionAccepted",
            requiredProperties = {"runId", "reviewId", "decisionId"})
    record Accepted(String runId, String reviewId, String decisionId) {}

    /** A decision checked and claimed, ready to publish. */
    record Claimed(ReviewDecision decision, ParkedRun run) {}

    private final ReviewBoard board;
    private final DecisionPublisher publisher;
    private final Clock clock;

    ReviewDecisions(ReviewBoard board, DecisionPublisher publisher, Clock clock) {
        this.board = board;
        this.publisher = publisher;
        this.clock = clock;
    }

    /** The checks, in the order a caller meets them; the decision claimed for this gateway. */
    Claimed claim(Caller caller, String runId, DecisionRequest request) {
        var run = board.find(runId)
                .filter(found -> found.asker() != null && caller.mayReview(found.asker()))
                .orElseThrow(() -> noReview(runId));
        var round = request.reviewId() == null
                ? run.latest().orElseThrow(() -> noReview(runId))
                : run.round(request.reviewId()).orElseThrow(() -> noReview(request.reviewId()));
        board.publishedOn(round.id()).ifPresent(own -> {
            throw decidedAlready(round, own);
        });
        switch (ParkedRun.standing(round)) {
            case DECIDED -> throw decidedAlready(round, round.decision());
            case TIMED_OUT -> throw closed(round);
            case PENDING -> {}
        }
        var decision = request.decide(
                runId, round, caller.owner(), clock.instant(), UUID.randomUUID().toString());
        if (!board.claim(decision)) {
            throw decidedAlready(round, board.publishedOn(round.id()).orElse(decision));
        }
        return new Claimed(decision, run);
    }

    /** Publishes a claimed decision; gives the claim back when the broker does not take it. */
    Accepted publish(Claimed claimed) {
        try {
            publisher.publish(claimed.decision(), claimed.run().traceParent());
        } catch (RuntimeException e) {
            board.release(claimed.decision());
            throw e;
        }
        var decision = claimed.decision();
        return new Accepted(decision.runId(), decision.reviewId(), decision.decisionId());
    }

    void release(Claimed claimed) {
        board.release(claimed.decision());
    }

    static ErrorResponseException noReview(String id) {
        return Problems.notFound(
                "no-review", "No such review", "no paused run or review " + id + " that you may review is known here");
    }

    private static ErrorResponseException decidedAlready(ReviewRound round, ReviewDecision decision) {
        var error = Problems.conflict(
                "review-decided",
                "Already decided",
                "review " + round.id() + " was already decided by " + decision.decidedBy() + " at "
                        + decision.decidedAt() + " (" + decision.action() + ")");
        error.getBody().setProperty("decidedBy", decision.reviewer());
        error.getBody().setProperty("decidedAt", decision.decidedAt());
        error.getBody().setProperty("action", decision.action());
        return error;
    }

    private static ErrorResponseException closed(ReviewRound round) {
        var decidedAt = round.decision().decidedAt();
        var error = Problems.of(
                HttpStatus.GONE,
                "review-closed",
                "Review closed",
                "review " + round.id() + " closed at " + decidedAt + ": no reviewer decided within the review's"
                        + " timeout, and the run went on as the settings say");
        error.getBody().setProperty("closedAt", decidedAt);
        return error;
    }
}
