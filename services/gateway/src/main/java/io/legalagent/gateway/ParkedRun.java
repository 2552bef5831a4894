package io.legalagent.gateway;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Owner;
import io.legalagent.contracts.review.ReviewRound;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * A run as the reviewer node last wrote it to {@code agent.review}: paused with a review pending, or
 * with its latest review decided (the node writes the decided state back so the gateway can say who
 * decided and when). {@code traceParent} is the W3C context its record carried: the decision's span
 * links to it.
 */
record ParkedRun(AgentState state, @Nullable String traceParent) {

    /** Where the run's latest review stands. */
    enum Standing {
        /** Waiting for a decision. */
        PENDING,
        /** A person decided it. */
        DECIDED,
        /** No one decided in time: the timeout did, and the review is closed. */
        TIMED_OUT
    }

    String runId() {
        return state.runId();
    }

    /** Who asked; null for a run from before owners, which no one may review. */
    @Nullable
    Owner asker() {
        return RunRecords.checked(state.owner());
    }

    Optional<ReviewRound> latest() {
        return state.review().latest();
    }

    /** The review with id {@code reviewId}, if the run had one. */
    Optional<ReviewRound> round(String reviewId) {
        return state.review().rounds().stream()
                .filter(round -> round.id().equals(reviewId))
                .findFirst();
    }

    Standing standing() {
        return latest().map(ParkedRun::standing).orElse(Standing.DECIDED);
    }

    static Standing standing(ReviewRound round) {
        if (round.pending()) {
            return Standing.PENDING;
        }
        return round.decision().timedOut() ? Standing.TIMED_OUT : Standing.DECIDED;
    }
}
