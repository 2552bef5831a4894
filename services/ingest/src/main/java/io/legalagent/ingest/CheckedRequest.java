package io.legalagent.ingest;

import io.legalagent.contracts.DocumentRequest;
import org.jspecify.annotations.Nullable;

/** A record of legal.documents once checked: a request to carry out, or the reason it is refused. */
sealed interface CheckedRequest {
    String requestId();

    String library();

    @Nullable
    String fileName();

    /** A well-formed request, its library name checked and filled in. */
    record Accepted(DocumentRequest request, String library, @Nullable String fileName) implements CheckedRequest {
        @Override
        public String requestId() {
            return request.requestId();
        }
    }

    /** A record that cannot be carried out; it goes to the dead-letter topic with the reason. */
    record Refused(String requestId, String library, @Nullable String fileName, String reason)
            implements CheckedRequest {}
}
