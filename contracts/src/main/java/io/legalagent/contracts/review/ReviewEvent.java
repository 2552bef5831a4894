package io.legalagent.contracts.review;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.legalagent.contracts.Owner;
import java.time.Instant;
import org.jspecify.annotations.Nullable;

/**
 * What happened to a review, one record on {@code legal.reviews} keyed by run id: for reviewers'
 * counts on the page, and for mail or chat systems that tell reviewers a run waits for them.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonClassDescription("What happened to a review, on legal.reviews keyed by run id.")
public record ReviewEvent(
        @JsonPropertyDescription("Message schema version; readers refuse any other.") int schemaVersion,
        Type type,
        String runId,
        @JsonPropertyDescription("Absent when a refused decision named a run no review knows.") @Nullable
                String requestId,
        String reviewId,
        @JsonPropertyDescription("Absent when a refused decision named a run no review knows.") @Nullable
                ReviewKind kind,
        @JsonPropertyDescription("Who asked; reviewers of this organisation may decide.") @Nullable Owner asker,
        @JsonPropertyDescription("DECIDED and REFUSED: the decision's action.") @Nullable ReviewAction action,
        @JsonPropertyDescription("Who decided, or whose decision was refused; absent for a timeout.") @Nullable
                Owner reviewer,
        @JsonPropertyDescription("REFUSED: why; DECIDED: the reviewer's note.") @Nullable String note,
        Instant at) {

    public enum Type {
        /** A run paused and waits for a decision. */
        PENDING,
        /** A decision was applied and the run resumed (or ended, when rejected). */
        DECIDED,
        /** No one decided before the timeout; the run went on as the settings say. */
        TIMED_OUT,
        /** A decision was not applied: the review was unknown, already decided or closed. */
        REFUSED
    }
}
