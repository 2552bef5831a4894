package io.legalagent.gateway;

import io.swagger.v3.oas.annotations.media.Schema;
import java.util.List;

/** The reply to an upload or a delete: each file's request id, and the stream of their progress. */
@Schema(
        name = "DocumentsAccepted",
        requiredProperties = {"library", "files", "events"})
record UploadAccepted(String library, List<FileAccepted> files, String events) {

    static UploadAccepted of(String library, List<FileAccepted> files) {
        var ids = String.join(",", files.stream().map(FileAccepted::requestId).toList());
        return new UploadAccepted(library, files, "/api/documents/events?requests=" + ids);
    }

    /** One file on its way: the request id its progress events carry. */
    @Schema(
            name = "FileAccepted",
            requiredProperties = {"requestId", "fileName"})
    record FileAccepted(String requestId, String fileName, long bytes) {}
}
