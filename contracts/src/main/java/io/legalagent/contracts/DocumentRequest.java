package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import jakarta.validation.constraints.Pattern;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * A record on {@code legal.documents}: bring one file into a library, or take a document out of it.
 * A small file travels inline ({@code content}, base64); a larger one by reference ({@code
 * claimCheck}, a name in the storage the deployment gives the ingest service). A library is its
 * organisation's: {@code organisation} names whose.
 */
@JsonClassDescription("A record on legal.documents: one file into a library, or one document out of it.")
@JsonInclude(JsonInclude.Include.NON_NULL)
public record DocumentRequest(
        @JsonPropertyDescription("Names the request in the progress events; the record key.") String requestId,
        DocumentAction action,
        @JsonPropertyDescription("The library (passage collection); 'default' when absent.") @Nullable String library,
        @JsonPropertyDescription("The file's name, as the library lists it.") @Nullable String fileName,
        @JsonPropertyDescription("The file itself, base64, when it is small enough for a record.") @Nullable
                String content,
        @JsonPropertyDescription("Where the file waits in the ingest's storage, when it travels by reference.")
                @Nullable
                String claimCheck,
        @JsonPropertyDescription("For DELETE: the document's id (the SHA-256 of its file).") @Nullable
                String documentId,
        @JsonPropertyDescription("The organisation whose library this is; the ingest's configured one when absent."
                        + " Only the gateway writes legal.documents, so the ingest takes it as stated.")
                @Pattern(regexp = Patterns.ORGANISATION)
                @Nullable
                String organisation) {

    public DocumentRequest {
        Objects.requireNonNull(requestId, "requestId");
        Objects.requireNonNull(action, "action");
    }

    public enum DocumentAction {
        INGEST,
        DELETE
    }
}
