package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import java.time.Instant;
import org.jspecify.annotations.Nullable;

/**
 * One file's progress through the ingest, on {@code legal.document-progress}, keyed by the request
 * id: received, read, embedded so far, and how it ended (added, changed, unchanged, deleted, or
 * failed with a reason), in the library of the organisation named.
 */
@JsonClassDescription("One file's progress through the ingest.")
@JsonInclude(JsonInclude.Include.NON_NULL)
public record DocumentProgress(
        String requestId,
        String library,
        @Nullable String fileName,
        @JsonPropertyDescription("The document's id once read: the SHA-256 of its file.") @Nullable String documentId,
        Stage stage,
        @JsonPropertyDescription("What the file is, told from its content (PDF, WORD, ...).") @Nullable String kind,
        @JsonPropertyDescription("Passages embedded so far.") int done,
        @JsonPropertyDescription("Passages to embed; 0 until the file is read.") int total,
        @JsonPropertyDescription("Pages read, where the format has pages.") @Nullable Integer pages,
        @JsonPropertyDescription("Why the file failed.") @Nullable String reason,
        Instant at,
        @JsonPropertyDescription("The organisation whose library it is; absent in events written before"
                        + " libraries were per organisation.")
                @Nullable
                String organisation) {

    /** The steps a file goes through; the last four end it. */
    public enum Stage {
        RECEIVED,
        READ,
        EMBEDDING,
        ADDED,
        CHANGED,
        UNCHANGED,
        DELETED,
        FAILED;

        public boolean last() {
            return ordinal() >= ADDED.ordinal();
        }
    }
}
