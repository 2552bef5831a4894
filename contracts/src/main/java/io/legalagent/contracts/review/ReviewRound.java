package io.legalagent.contracts.review;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.legalagent.contracts.QueryType;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * One pause of a run for a reviewer: what was shown, and the decision once made. The plan shown is
 * kept, so an answer records the original plan beside the edit and who made it.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonClassDescription("One pause of a run for a reviewer: what was shown and what was decided.")
public record ReviewRound(
        @JsonPropertyDescription("<runId>/<n>, n counting the run's reviews from 1.") String id,
        ReviewKind kind,
        @JsonPropertyDescription("When the run paused.") Instant requestedAt,
        @JsonPropertyDescription("The plan shown: each step's question, in order.") List<String> plan,
        @JsonPropertyDescription("The query type shown.") @Nullable QueryType queryType,
        @JsonPropertyDescription("The decision; absent while the review waits.") @Nullable ReviewDecision decision) {

    public ReviewRound {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(requestedAt, "requestedAt");
        plan = plan == null ? List.of() : List.copyOf(plan);
    }

    public boolean pending() {
        return decision == null;
    }

    public ReviewRound decided(ReviewDecision made) {
        return new ReviewRound(id, kind, requestedAt, plan, queryType, made);
    }

    /** How long the run waited for this decision; zero while it waits. */
    public Duration waited() {
        return decision == null ? Duration.ZERO : Duration.between(requestedAt, decision.decidedAt());
    }

    /** The id of review {@code n} (from 1) of run {@code runId}. */
    public static String idOf(String runId, int n) {
        return runId + "/" + n;
    }
}
