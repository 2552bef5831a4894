package io.legalagent.contracts.review;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** A run's reviews: the pauses its question asked for, and each pause so far with its decision. */
@JsonClassDescription("The pauses a run asked for and each review so far.")
public record Review(
        @JsonPropertyDescription("The pauses asked for (the question's, or the deployment's defaults).")
                ReviewRequest requested,
        @JsonPropertyDescription("Each review so far, in order.") List<ReviewRound> rounds) {

    public static final Review NONE = new Review(ReviewRequest.NONE, List.of());

    public Review {
        requested = requested == null ? ReviewRequest.NONE : requested;
        rounds = rounds == null ? List.of() : List.copyOf(rounds);
    }

    public static Review requested(ReviewRequest request) {
        return new Review(request, List.of());
    }

    /** The review now waiting for a decision, if any. */
    public Optional<ReviewRound> pending() {
        return latest().filter(ReviewRound::pending);
    }

    public Optional<ReviewRound> latest() {
        return rounds.isEmpty() ? Optional.empty() : Optional.of(rounds.get(rounds.size() - 1));
    }

    /** The id the next review gets. */
    public String nextId(String runId) {
        return ReviewRound.idOf(runId, rounds.size() + 1);
    }

    /** This review with {@code round} opened after the others. */
    public Review opened(ReviewRound round) {
        var all = new ArrayList<>(rounds);
        all.add(round);
        return new Review(requested, all);
    }

    /** This review with its pending round decided. */
    public Review decided(ReviewDecision decision) {
        var round = pending().orElseThrow(() -> new IllegalStateException("no review is waiting"));
        var all = new ArrayList<>(rounds.subList(0, rounds.size() - 1));
        all.add(round.decided(decision));
        return new Review(requested, all);
    }

    /** Whether the plan has had a review (so a replan does not need one unless replans are reviewed). */
    public boolean planReviewed() {
        return rounds.stream().anyMatch(r -> r.kind() == ReviewKind.PLAN && !r.pending());
    }

    /**
     * Whether the latest review approved the answer: the answer as it stands has been seen. A review
     * that asked for more research is followed by a new one before the answer goes on.
     */
    public boolean answerApproved() {
        return latest().filter(r -> r.kind() == ReviewKind.ANSWER)
                .map(ReviewRound::decision)
                .filter(d -> d.action() == ReviewAction.APPROVE)
                .isPresent();
    }

    /** The time the run spent waiting for reviewers, which run latency leaves out. */
    public Duration waited() {
        return rounds.stream().map(ReviewRound::waited).reduce(Duration.ZERO, Duration::plus);
    }

    public boolean none() {
        return !requested.any() && rounds.isEmpty();
    }

    /** Leaves a review that asks for nothing out of JSON, so states without one read as before. */
    public static final class NoneFilter {
        @Override
        public boolean equals(Object value) {
            return value == null || (value instanceof Review review && review.none());
        }

        @Override
        public int hashCode() {
            return 0;
        }
    }
}
