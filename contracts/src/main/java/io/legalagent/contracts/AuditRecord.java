package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import jakarta.validation.constraints.Pattern;
import java.time.Instant;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * One line of the audit trail on {@link Topics#AUDIT}: who did what to which request, when, under
 * which trace, and whether the gateway allowed it. Keyed by the user, so one user's records stay in
 * order.
 */
@JsonClassDescription("One record of the audit trail on legal.audit.")
public record AuditRecord(
        @JsonPropertyDescription("Message schema version; readers refuse any other.") int schemaVersion,
        Instant at,
        @JsonPropertyDescription("The signed-in user; absent when the caller could not be identified.")
                @Pattern(regexp = Patterns.USER)
                @Nullable
                String user,
        @Pattern(regexp = Patterns.ORGANISATION) @Nullable String organisation,
        AuditAction action,
        @JsonPropertyDescription("The request id as the caller named it, where the action concerns a question.")
                @Nullable
                String requestId,
        @JsonPropertyDescription("The run's request id in the pipeline (the guard's ledger), where it differs.")
                @Nullable
                String runRequestId,
        @JsonPropertyDescription("What else the action concerned: a passage, a document or a library.") @Nullable
                String subject,
        @Nullable String traceId,
        AuditOutcome outcome,
        @JsonPropertyDescription("The HTTP status the caller was answered with.") int status,
        @JsonPropertyDescription("Why it was refused, where it was.") @Nullable String reason) {

    public AuditRecord {
        Objects.requireNonNull(at, "at");
        Objects.requireNonNull(action, "action");
        Objects.requireNonNull(outcome, "outcome");
    }

    /** What a caller did. */
    public enum AuditAction {
        ASK,
        LIST_ANSWERS,
        READ_ANSWER,
        READ_EVENTS,
        VERIFY,
        READ_PASSAGE,
        OPEN_DOCUMENT,
        LIST_DOCUMENTS,
        UPLOAD_DOCUMENT,
        DELETE_DOCUMENT,
        LIST_REVIEWS,
        READ_REVIEW,
        DECIDE_REVIEW
    }

    /** Whether the gateway let it happen. */
    public enum AuditOutcome {
        ALLOWED,
        REFUSED
    }
}
