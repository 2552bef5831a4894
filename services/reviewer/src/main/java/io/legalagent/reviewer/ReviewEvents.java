package io.legalagent.reviewer;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.SchemaVersion;
import io.legalagent.contracts.Topics;
import io.legalagent.contracts.review.ReviewDecision;
import io.legalagent.contracts.review.ReviewEvent;
import io.legalagent.contracts.review.ReviewKind;
import io.legalagent.contracts.review.ReviewRound;
import io.legalagent.runtime.Notice;
import java.time.Instant;
import java.util.Optional;

/** The records on legal.reviews, keyed by run id, that say what happened to a review. */
final class ReviewEvents {
    private ReviewEvents() {}

    /** A run parked and waits for a decision on {@code round}. */
    static Notice pending(AgentState parked, ReviewRound round) {
        return notice(new ReviewEvent(
                SchemaVersion.CURRENT,
                ReviewEvent.Type.PENDING,
                parked.runId(),
                parked.requestId(),
                round.id(),
                round.kind(),
                parked.owner(),
                null,
                null,
                null,
                round.requestedAt()));
    }

    /** The decision was applied: DECIDED, or TIMED_OUT when no one decided. */
    static Notice decided(AgentState parked, ReviewRound round, ReviewDecision decision, Instant at) {
        return notice(new ReviewEvent(
                SchemaVersion.CURRENT,
                decision.timedOut() ? ReviewEvent.Type.TIMED_OUT : ReviewEvent.Type.DECIDED,
                parked.runId(),
                parked.requestId(),
                round.id(),
                round.kind(),
                parked.owner(),
                decision.action(),
                decision.reviewer(),
                decision.note(),
                at));
    }

    /**
     * The decision was not applied, and why. For an unknown run there is no request id nor kind to
     * name; the event then carries the decision's run and review ids alone.
     */
    static Notice refused(Optional<AgentState> parked, ReviewDecision decision, String reason, Instant at) {
        var known = parked.filter(s -> s.runId().equals(decision.runId()));
        return notice(new ReviewEvent(
                SchemaVersion.CURRENT,
                ReviewEvent.Type.REFUSED,
                decision.runId(),
                known.map(AgentState::requestId).orElse(null),
                decision.reviewId(),
                known.flatMap(s -> kindOf(s, decision.reviewId())).orElse(null),
                known.map(AgentState::owner).orElse(null),
                decision.action(),
                decision.reviewer(),
                reason,
                at));
    }

    /** A record on legal.decisions that is no decision, keyed by a parked run's id. */
    static Notice unreadable(AgentState parked, String reason, Instant at) {
        var round = parked.review().pending().or(() -> parked.review().latest());
        return notice(new ReviewEvent(
                SchemaVersion.CURRENT,
                ReviewEvent.Type.REFUSED,
                parked.runId(),
                parked.requestId(),
                round.map(ReviewRound::id).orElse(parked.review().nextId(parked.runId())),
                round.map(ReviewRound::kind).orElse(null),
                parked.owner(),
                null,
                null,
                "unreadable decision: " + reason,
                at));
    }

    private static Optional<ReviewKind> kindOf(AgentState state, String reviewId) {
        var rounds = state.review().rounds();
        return rounds.stream()
                .filter(r -> r.id().equals(reviewId))
                .findFirst()
                .or(() -> state.review().latest())
                .map(ReviewRound::kind);
    }

    private static Notice notice(ReviewEvent event) {
        return new Notice(Topics.REVIEWS, event.runId(), event);
    }
}
