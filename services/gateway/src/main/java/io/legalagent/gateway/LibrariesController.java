package io.legalagent.gateway;

import io.legalagent.contracts.AuditRecord.AuditAction;
import io.legalagent.contracts.DocumentRequest;
import io.legalagent.contracts.DocumentRequest.DocumentAction;
import io.legalagent.gateway.UploadAccepted.FileAccepted;
import io.legalagent.retrieval.library.Libraries;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import java.util.List;
import java.util.UUID;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.ErrorResponseException;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

/** A library's documents: {@code GET} lists them, {@code DELETE} takes one out (through the ingest). */
@RestController
class LibrariesController {
    private static final String LIBRARY = "The library's name; 'default' is the shipped corpus";
    private final Callers callers;
    private final AuditTrail audit;
    private final LibraryListing listing;
    private final DocumentPublisher publisher;

    LibrariesController(Callers callers, AuditTrail audit, LibraryListing listing, DocumentPublisher publisher) {
        this.callers = callers;
        this.audit = audit;
        this.listing = listing;
        this.publisher = publisher;
    }

    /** One library's documents. */
    @Schema(
            name = "LibraryDocuments",
            requiredProperties = {"library", "documents"})
    record Listed(String library, List<LibraryListing.ListedDocument> documents) {}

    @GetMapping(path = "/api/libraries/{library}/documents", produces = MediaType.APPLICATION_JSON_VALUE)
    @Operation(operationId = "libraryDocuments", summary = "The documents a library holds")
    @ApiResponse(
            responseCode = "200",
            description = "The documents, newest first",
            content = @Content(schema = @Schema(implementation = Listed.class)))
    @ApiResponse(responseCode = "400", description = "The library name breaks the naming rule")
    Listed documents(@PathVariable @Parameter(description = LIBRARY) String library) {
        var caller = callers.current();
        var entry = AuditTrail.Entry.of(AuditAction.LIST_DOCUMENTS).subject(library);
        String name;
        try {
            name = checked(library);
        } catch (ErrorResponseException refused) {
            throw audit.refused(caller, entry, refused);
        }
        audit.allowed(caller, entry);
        return new Listed(name, listing.documents(caller.organisation(), name));
    }

    @DeleteMapping(
            path = "/api/libraries/{library}/documents/{documentId}",
            produces = MediaType.APPLICATION_JSON_VALUE)
    @Operation(
            operationId = "deleteDocument",
            summary = "Take a document out of a library",
            description = "Publishes a DocumentRequest (DELETE) to legal.documents; its progress ends DELETED.")
    @ApiResponse(
            responseCode = "202",
            description = "Accepted: published to legal.documents",
            content = @Content(schema = @Schema(implementation = UploadAccepted.class)))
    @ApiResponse(responseCode = "400", description = "A bad library name, or an id that is not 64 hex digits")
    @ApiResponse(responseCode = "403", description = "The caller lacks the role 'librarian'")
    @ApiResponse(responseCode = "503", description = "Kafka did not take the request in time")
    ResponseEntity<UploadAccepted> delete(
            @PathVariable @Parameter(description = LIBRARY) String library,
            @PathVariable @Parameter(schema = @Schema(type = "string", pattern = "^[0-9a-fA-F]{64}$"))
                    String documentId) {
        var caller = callers.current();
        var entry = AuditTrail.Entry.of(AuditAction.DELETE_DOCUMENT).subject(library + ": " + documentId);
        if (!caller.has(Role.LIBRARIAN)) {
            throw audit.refused(caller, entry, Problems.forbidden("deleting documents needs the role 'librarian'"));
        }
        String name;
        String id;
        try {
            name = checked(library);
            id = DocumentsController.checkedDocumentId(documentId);
        } catch (ErrorResponseException refused) {
            throw audit.refused(caller, entry, refused);
        }
        audit.allowed(caller, entry);
        String requestId = UUID.randomUUID().toString();
        publisher.publish(
                caller.organisation(),
                new DocumentRequest(requestId, DocumentAction.DELETE, name, null, null, null, id, null));
        return ResponseEntity.status(HttpStatus.ACCEPTED)
                .body(UploadAccepted.of(name, List.of(new FileAccepted(requestId, id, 0))));
    }

    /** The library's name, or a 400 problem naming the rule it breaks. */
    static String checked(String library) {
        try {
            return Libraries.checked(library);
        } catch (IllegalArgumentException e) {
            throw Problems.of(HttpStatus.BAD_REQUEST, "invalid-library", "Invalid library name", e.getMessage());
        }
    }
}
