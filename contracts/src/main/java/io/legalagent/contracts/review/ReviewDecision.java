package io.legalagent.contracts.review;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.legalagent.contracts.Owner;
import io.legalagent.contracts.QueryType;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * A reviewer's decision on one review, as a record on {@code legal.decisions} keyed by run id. The
 * gateway writes it for a signed-in reviewer; the reviewer node writes one for a review left past
 * its timeout. The reviewer node applies the first decision on a pending review and refuses any other.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonClassDescription("A reviewer's decision on a paused run, on legal.decisions keyed by run id.")
public record ReviewDecision(
        @JsonPropertyDescription("Message schema version; readers refuse any other.") int schemaVersion,
        @JsonPropertyDescription("A fresh id of this decision.") String decisionId,
        String runId,
        @JsonPropertyDescription("The review decided: <runId>/<round>, as the parked run names it.") String reviewId,
        ReviewAction action,
        @JsonPropertyDescription("EDIT: every step's question in the order to run; steps may be changed,"
                        + " reordered, removed or added.")
                @Nullable
                List<String> plan,
        @JsonPropertyDescription("EDIT: the query type to research under, to switch simple and multi-hop;"
                        + " absent keeps the classifier's.")
                @Nullable
                QueryType queryType,
        @JsonPropertyDescription("MORE: the one more step's question.") @Nullable String step,
        @JsonPropertyDescription("Why: required to REJECT, optional otherwise.") @Nullable String note,
        @JsonPropertyDescription("Who decided, as the gateway verified them; absent for a timeout.") @Nullable
                Owner reviewer,
        Instant decidedAt,
        @JsonPropertyDescription("True when no one decided and the review's timeout did.") boolean timedOut) {

    public ReviewDecision {
        Objects.requireNonNull(decisionId, "decisionId");
        Objects.requireNonNull(runId, "runId");
        Objects.requireNonNull(reviewId, "reviewId");
        Objects.requireNonNull(action, "action");
        Objects.requireNonNull(decidedAt, "decidedAt");
        plan = plan == null ? null : List.copyOf(plan);
    }

    /** Who decided, for people: the reviewer's user and organisation, or "the review's timeout". */
    public String decidedBy() {
        return reviewer == null ? "the review's timeout" : reviewer.user() + " (" + reviewer.organisation() + ")";
    }
}
