package io.legalagent.gateway;

import io.legalagent.contracts.AuditRecord.AuditAction;
import io.legalagent.contracts.DocumentRequest;
import io.legalagent.contracts.DocumentRequest.DocumentAction;
import io.legalagent.gateway.UploadAccepted.FileAccepted;
import io.legalagent.retrieval.library.Libraries;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.enums.ParameterIn;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.UUID;
import java.util.regex.Pattern;
import org.springframework.core.io.FileSystemResource;
import org.springframework.core.io.Resource;
import org.springframework.http.ContentDisposition;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.util.StringUtils;
import org.springframework.web.ErrorResponseException;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;
import org.springframework.web.servlet.mvc.method.annotation.SseEmitter;

/**
 * {@code POST /api/documents} (files into a library), {@code GET /api/documents/events} (their
 * progress) and {@code GET /api/documents/{documentId}} (an original, for a citation's link).
 */
@RestController
class DocumentsController {
    private static final Pattern REQUEST_ID = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._:-]{0,127}");
    private static final int MAX_STREAMED_REQUESTS = 100;
    private final Callers callers;
    private final AuditTrail audit;
    private final DocumentStore store;
    private final DocumentPublisher publisher;
    private final DocumentProgressLog progress;
    private final EventStreams streams;
    private final long maxFileBytes;

    DocumentsController(
            Callers callers,
            AuditTrail audit,
            DocumentStore store,
            DocumentPublisher publisher,
            DocumentProgressLog progress,
            EventStreams streams,
            UploadSettings settings) {
        this.callers = callers;
        this.audit = audit;
        this.store = store;
        this.publisher = publisher;
        this.progress = progress;
        this.streams = streams;
        this.maxFileBytes = settings.maxFileBytes().toBytes();
    }

    @PostMapping(
            path = "/api/documents",
            consumes = MediaType.MULTIPART_FORM_DATA_VALUE,
            produces = MediaType.APPLICATION_JSON_VALUE)
    @Operation(
            operationId = "uploadDocuments",
            summary = "Bring files into a library",
            description = "Each file waits in the ingest's storage and a DocumentRequest (INGEST, by claim check) goes"
                    + " to legal.documents; follow the files with the `events` link.")
    @ApiResponse(
            responseCode = "202",
            description = "Accepted: one request per file, published to legal.documents",
            content = @Content(schema = @Schema(implementation = UploadAccepted.class)))
    @ApiResponse(responseCode = "400", description = "No file, or a library name that breaks the naming rule")
    @ApiResponse(responseCode = "403", description = "The caller lacks the role 'librarian'")
    @ApiResponse(responseCode = "413", description = "A file is larger than legal.ingest.max-file-bytes (named)")
    @ApiResponse(responseCode = "503", description = "Kafka did not take a request in time")
    ResponseEntity<UploadAccepted> upload(
            @RequestParam("files") @Parameter(description = "One or more files") List<MultipartFile> files,
            @RequestParam(name = "library", defaultValue = Libraries.DEFAULT)
                    @Parameter(description = "The library, 'default' when absent")
                    String library) {
        var caller = callers.current();
        var entry = AuditTrail.Entry.of(AuditAction.UPLOAD_DOCUMENT).subject(library);
        if (!caller.has(Role.LIBRARIAN)) {
            throw audit.refused(caller, entry, Problems.forbidden("uploading documents needs the role 'librarian'"));
        }
        try {
            return ResponseEntity.status(HttpStatus.ACCEPTED).body(accept(caller, entry, files, library));
        } catch (ErrorResponseException refused) {
            throw audit.refused(caller, entry, refused);
        }
    }

    private UploadAccepted accept(Caller caller, AuditTrail.Entry entry, List<MultipartFile> files, String library) {
        String name = LibrariesController.checked(library);
        var chosen = files.stream()
                .filter(file -> !file.isEmpty() || StringUtils.hasText(file.getOriginalFilename()))
                .toList();
        if (chosen.isEmpty()) {
            throw Problems.badRequest("files", "choose at least one file");
        }
        // Every file is checked before any is stored, so an upload is refused whole.
        chosen.stream()
                .filter(file -> file.getSize() > maxFileBytes)
                .findFirst()
                .ifPresent(file -> {
                    throw Problems.fileTooLarge(fileName(file), maxFileBytes);
                });
        audit.allowed(
                caller,
                entry.subject(name + ": "
                        + String.join(
                                ", ",
                                chosen.stream()
                                        .map(DocumentsController::fileName)
                                        .toList())));
        var accepted = new ArrayList<FileAccepted>();
        for (var file : chosen) {
            accepted.add(send(caller.organisation(), name, file));
        }
        return UploadAccepted.of(name, accepted);
    }

    private FileAccepted send(String organisation, String library, MultipartFile file) {
        String fileName = fileName(file);
        String claim;
        try (var content = file.getInputStream()) {
            claim = store.receive(fileName, content);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        String requestId = UUID.randomUUID().toString();
        try {
            publisher.publish(
                    organisation,
                    new DocumentRequest(requestId, DocumentAction.INGEST, library, fileName, null, claim, null, null));
        } catch (RuntimeException e) {
            store.discard(claim);
            throw e;
        }
        return new FileAccepted(requestId, fileName, file.getSize());
    }

    @GetMapping(path = "/api/documents/events", produces = MediaType.TEXT_EVENT_STREAM_VALUE)
    @Operation(
            operationId = "documentEvents",
            summary = "Follow files through the ingest",
            description = "Server-sent events: one `progress` event (a DocumentProgress) per step of each named"
                    + " request, in the order this gateway read them; the stream closes once every file has"
                    + " ended (ADDED, CHANGED, UNCHANGED, DELETED or FAILED). Reconnecting with Last-Event-ID"
                    + " resumes on the same gateway.")
    @ApiResponse(
            responseCode = "200",
            description = "The event stream",
            content = @Content(mediaType = MediaType.TEXT_EVENT_STREAM_VALUE, schema = @Schema(type = "string")))
    @ApiResponse(responseCode = "204", description = "Every file has ended and the client has every event")
    @ApiResponse(responseCode = "400", description = "No request ids, too many, or a malformed one")
    ResponseEntity<SseEmitter> events(
            @RequestParam("requests") @Parameter(description = "Request ids, comma-separated") String requests,
            @RequestHeader(name = "Last-Event-ID", required = false)
                    @Parameter(in = ParameterIn.HEADER, schema = @Schema(type = "integer", minimum = "0"))
                    String lastEventId) {
        var ids = new LinkedHashSet<>(Arrays.stream(requests.split(","))
                .map(String::strip)
                .filter(id -> !id.isEmpty())
                .toList());
        if (ids.isEmpty() || ids.size() > MAX_STREAMED_REQUESTS) {
            throw Problems.badRequest("requests", "name 1 to " + MAX_STREAMED_REQUESTS + " request ids");
        }
        ids.stream().filter(id -> !REQUEST_ID.matcher(id).matches()).findFirst().ifPresent(id -> {
            throw Problems.badRequest("requests", "'" + id + "' is not a request id");
        });
        long last = QuestionsController.lastId(lastEventId);
        var feed = new DocumentFeed(progress, ids);
        if (feed.finishedFor(last)) {
            return ResponseEntity.noContent().build();
        }
        return ResponseEntity.ok()
                .header(HttpHeaders.CACHE_CONTROL, "no-cache")
                .header("X-Accel-Buffering", "no")
                .body(streams.open(
                        callers.current().organisation() + "/"
                                + callers.current().user(),
                        feed,
                        last));
    }

    @GetMapping(path = "/api/documents/{documentId}")
    @Operation(
            operationId = "document",
            summary = "A library document's original file",
            description = "Served inline (a PDF opens at `#page=N`). HTML and other active types come back as plain"
                    + " text.")
    @ApiResponse(responseCode = "200", description = "The file", content = @Content(mediaType = "*/*"))
    @ApiResponse(responseCode = "400", description = "The id is not 64 hex digits")
    @ApiResponse(responseCode = "404", description = "No such document in the store")
    ResponseEntity<Resource> document(
            @PathVariable @Parameter(schema = @Schema(type = "string", pattern = "^[0-9a-fA-F]{64}$"))
                    String documentId)
            throws IOException {
        var caller = callers.current();
        var entry = AuditTrail.Entry.of(AuditAction.OPEN_DOCUMENT).subject(documentId);
        Path file;
        try {
            file = store.original(caller.organisation(), checkedDocumentId(documentId))
                    .orElseThrow(() -> Problems.notFound(
                            "no-document", "No such document", "the library store holds no document " + documentId));
        } catch (ErrorResponseException refused) {
            throw audit.refused(caller, entry, refused);
        }
        audit.allowed(caller, entry);
        return ResponseEntity.ok()
                .contentType(DocumentStore.mediaType(file))
                .header(
                        HttpHeaders.CONTENT_DISPOSITION,
                        ContentDisposition.inline().build().toString())
                .header("X-Content-Type-Options", "nosniff")
                .header(HttpHeaders.CACHE_CONTROL, "private, max-age=3600, immutable")
                .body(new FileSystemResource(file));
    }

    /** A document id: the SHA-256 of the file, 64 hex digits; else 400. */
    static String checkedDocumentId(String documentId) {
        if (!DocumentStore.DOCUMENT_ID.matcher(documentId).matches()) {
            throw Problems.of(
                    HttpStatus.BAD_REQUEST,
                    "invalid-document-id",
                    "Invalid document id",
                    "a document id is the SHA-256 of its file, 64 hex digits");
        }
        return documentId.toLowerCase();
    }

    private static String fileName(MultipartFile file) {
        String name = StringUtils.getFilename(StringUtils.cleanPath(String.valueOf(file.getOriginalFilename())));
        return name == null || name.isBlank() || name.equals("null") ? "upload" : name;
    }
}
