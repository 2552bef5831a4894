package io.legalagent.gateway;

import io.swagger.v3.oas.annotations.media.Schema;
import java.time.Instant;
import java.util.List;
import org.jspecify.annotations.Nullable;

/** The documents an organisation's library holds, as the page lists them. */
interface LibraryListing {
    /** An organisation's library's documents, newest first; empty for a library that holds none. */
    List<ListedDocument> documents(String organisation, String library);

    /** One document of a library. */
    @Schema(
            name = "LibraryDocument",
            requiredProperties = {"documentId", "fileName", "passages", "status"})
    record ListedDocument(
            @Schema(description = "The SHA-256 of the file; GET /api/documents/{documentId} serves it")
                    String documentId,
            String fileName,
            @Schema(types = {"string", "null"}) @Nullable String title,
            @Schema(
                            types = {"string", "null"},
                            description = "What the file is: PDF, WORD, ...")
                    @Nullable
                    String kind,
            @Schema(
                            types = {"integer", "null"},
                            description = "Pages, where the format has pages")
                    @Nullable
                    Integer pages,
            int passages,
            @Schema(
                            types = {"string", "null"},
                            format = "date-time")
                    @Nullable
                    Instant ingestedAt,
            @Schema(description = "READY, or FAILED: and why (the file holds no passages)") String status) {}
}
