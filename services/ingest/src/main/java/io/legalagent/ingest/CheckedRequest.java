package io.legalagent.ingest;

import io.legalagent.contracts.DocumentRequest;
import io.legalagent.retrieval.library.OwnedLibrary;
import org.jspecify.annotations.Nullable;

/** A record of legal.documents once checked: a request to carry out, or the reason it is refused. */
sealed interface CheckedRequest {
    String requestId();

    String library();

    /** The organisation whose library it is. */
    String organisation();

    @Nullable
    String fileName();

    /** A well-formed request, its library and organisation checked and filled in. */
    record Accepted(DocumentRequest request, String library, String organisation, @Nullable String fileName)
            implements CheckedRequest {
        @Override
        public String requestId() {
            return request.requestId();
        }

        OwnedLibrary owned() {
            return new OwnedLibrary(organisation, library);
        }
    }

    /** A record that cannot be carried out; it goes to the dead-letter topic with the reason. */
    record Refused(String requestId, String library, String organisation, @Nullable String fileName, String reason)
            implements CheckedRequest {}
}
