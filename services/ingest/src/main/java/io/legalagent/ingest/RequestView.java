package io.legalagent.ingest;

import io.legalagent.contracts.DocumentProgress;
import io.legalagent.contracts.DocumentProgress.Stage;
import java.time.Instant;
import org.jspecify.annotations.Nullable;

/** What the progress events of one request repeat: its names, and what is known of the file so far. */
record RequestView(
        String requestId,
        String library,
        String organisation,
        @Nullable String fileName,
        @Nullable String documentId,
        @Nullable String kind,
        @Nullable Integer pages) {

    static RequestView of(CheckedRequest request) {
        return new RequestView(
                request.requestId(), request.library(), request.organisation(), request.fileName(), null, null, null);
    }

    RequestView read(String documentId, String kind, @Nullable Integer pages) {
        return new RequestView(requestId, library, organisation, fileName, documentId, kind, pages);
    }

    /** The outcome's facts where it has them, else those already known. */
    RequestView with(IntakeOutcome outcome) {
        return new RequestView(
                requestId,
                library,
                organisation,
                fileName,
                outcome.documentId() != null ? outcome.documentId() : documentId,
                outcome.kind() != null ? outcome.kind() : kind,
                outcome.pages() != null ? outcome.pages() : pages);
    }

    DocumentProgress event(Stage stage, int done, int total, @Nullable String reason, Instant at) {
        return new DocumentProgress(
                requestId, library, fileName, documentId, stage, kind, done, total, pages, reason, at, organisation);
    }
}
