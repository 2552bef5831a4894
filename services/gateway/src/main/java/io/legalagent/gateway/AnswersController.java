package io.legalagent.gateway;

import static io.legalagent.gateway.ApiDocument.ANSWER;
import static io.legalagent.gateway.ApiDocument.REQUEST_ID_PATTERN;

import io.legalagent.contracts.AuditRecord.AuditAction;
import io.legalagent.replay.Replay;
import io.legalagent.retrieval.library.Libraries;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import java.util.Map;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.ErrorResponseException;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * {@code GET /api/answers/{requestId}} (the answer exactly as published), its verification, the
 * text of a passage an answer cites, and the public key answers are signed with.
 */
@RestController
class AnswersController {
    private static final String PEM = "application/x-pem-file";
    private static final String REQUEST_ID = "The question's request id.";
    private final Callers callers;
    private final AuditTrail audit;
    private final RunIndex index;
    private final Verifications verifications;
    private final Passages passages;
    private final PublishedKey key;
    private final SourceRuns sourceRuns;

    AnswersController(
            Callers callers,
            AuditTrail audit,
            RunIndex index,
            Verifications verifications,
            Passages passages,
            PublishedKey key) {
        this.callers = callers;
        this.audit = audit;
        this.index = index;
        this.sourceRuns = new SourceRuns(index);
        this.verifications = verifications;
        this.passages = passages;
        this.key = key;
    }

    /** The public key the observer's signatures verify with, PEM, for {@code ./legal replay --public-key}. */
    @GetMapping(path = "/api/public-key")
    @Operation(
            operationId = "publicKey",
            summary = "The public key answers are signed with",
            description = "PEM (SubjectPublicKeyInfo) of the observer's Ed25519 key; a signature's key id is the"
                    + " SHA-256 of this key's DER encoding. `./legal replay --public-key FILE` checks answers with it.")
    @ApiResponse(
            responseCode = "200",
            description = "The key",
            content = @Content(mediaType = PEM, schema = @Schema(type = "string")))
    @ApiResponse(responseCode = "404", description = "This gateway has no answer public key")
    ResponseEntity<String> publicKey() {
        return key.pem()
                .map(pem -> ResponseEntity.ok()
                        .contentType(MediaType.parseMediaType(PEM))
                        .body(pem))
                .orElseThrow(() -> Problems.notFound(
                        "no-public-key",
                        "No public key",
                        "this gateway has no answer public key (legal.gateway.answer-public-key)"));
    }

    @GetMapping(path = "/api/answers/{requestId}", produces = MediaType.APPLICATION_JSON_VALUE)
    @Operation(operationId = "answer", summary = "The answer, exactly as published on legal.answers")
    @ApiResponse(
            responseCode = "200",
            description = "The answer",
            content = @Content(mediaType = MediaType.APPLICATION_JSON_VALUE, schema = @Schema(ref = ANSWER)))
    @ApiResponse(responseCode = "404", description = "No answer to this request (yet)")
    ResponseEntity<byte[]> answer(
            @PathVariable
                    @Parameter(
                            description = REQUEST_ID,
                            schema = @Schema(type = "string", pattern = REQUEST_ID_PATTERN))
                    String requestId) {
        var caller = callers.current();
        var entry = AuditTrail.Entry.of(AuditAction.READ_ANSWER).requestId(requestId);
        var run = answered(caller, entry, requestId);
        audit.allowed(
                caller,
                entry.runRequestId(run.answer().requestId())
                        .traceId(run.answer().traceId()));
        return ResponseEntity.ok()
                .contentType(MediaType.APPLICATION_JSON)
                .body(sourceRuns.shown(caller, run.answer(), run.raw()));
    }

    @GetMapping(path = "/api/answers/{requestId}/verification", produces = MediaType.APPLICATION_JSON_VALUE)
    @Operation(
            operationId = "verification",
            summary = "The replay verdict of the answer",
            description = "What `./legal replay --json` prints: every step's retrieval done again against today's"
                    + " store, the answer text composed again from the pack, every shown field checked against the"
                    + " seal and the pack. No model is called.")
    @ApiResponse(
            responseCode = "200",
            description = "The verdict",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON_VALUE,
                            schema = @Schema(implementation = ApiSchemas.Verification.class)))
    @ApiResponse(responseCode = "404", description = "No answer to this request (yet)")
    @ApiResponse(responseCode = "409", description = "The answer carries no ResearchPack to verify")
    Map<String, Object> verification(
            @PathVariable
                    @Parameter(
                            description = REQUEST_ID,
                            schema = @Schema(type = "string", pattern = REQUEST_ID_PATTERN))
                    String requestId) {
        var caller = callers.current();
        var entry = AuditTrail.Entry.of(AuditAction.VERIFY).requestId(requestId);
        var answer = answered(caller, entry, requestId).answer();
        var seen = entry.runRequestId(answer.requestId()).traceId(answer.traceId());
        if (!Replay.replayable(answer)) {
            throw audit.refused(
                    caller,
                    seen,
                    Problems.conflict(
                            "no-research-pack",
                            "Nothing to verify",
                            "the answer to " + requestId + " carries no ResearchPack (made before answers had one)"));
        }
        audit.allowed(caller, seen);
        return verifications.verify(requestId, answer, passages.held(answer, caller.organisation()));
    }

    @GetMapping(path = "/api/passages/{passageId}", produces = MediaType.APPLICATION_JSON_VALUE)
    @Operation(operationId = "passage", summary = "A cited passage's full text")
    @ApiResponse(
            responseCode = "200",
            description = "The passage with the SHA-256 of its text",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON_VALUE,
                            schema = @Schema(implementation = Passages.PassageText.class)))
    @ApiResponse(responseCode = "404", description = "The store holds no such passage")
    @ApiResponse(responseCode = "400", description = "The library name breaks the naming rule")
    Passages.PassageText passage(
            @PathVariable String passageId,
            @RequestParam(name = "library", defaultValue = Libraries.DEFAULT)
                    @Parameter(description = "The library the answer searched; 'default' when absent")
                    String library) {
        var caller = callers.current();
        var entry = AuditTrail.Entry.of(AuditAction.READ_PASSAGE).subject(library + ": " + passageId);
        try {
            String name = LibrariesController.checked(library);
            var passage = passages.find(passageId, caller.organisation(), name)
                    .orElseThrow(() -> Problems.notFound(
                            "no-passage",
                            "No such passage",
                            "the passage store of library " + name + " holds no passage " + passageId));
            audit.allowed(caller, entry);
            return passage;
        } catch (ErrorResponseException refused) {
            throw audit.refused(caller, entry, refused);
        }
    }

    /**
     * The released answer of a run the caller may read; otherwise one 404, the same whether the id is
     * unknown, not answered yet, or another caller's.
     */
    private Run answered(Caller caller, AuditTrail.Entry entry, String requestId) {
        return index.readable(caller, requestId)
                .flatMap(index::answer)
                .orElseThrow(() -> audit.refused(
                        caller,
                        entry,
                        Problems.notFound(
                                "no-answer",
                                "No answer yet",
                                "no answer to request " + requestId + " that you may read (yet): follow"
                                        + " /api/questions/" + requestId + "/events, or ask again later")));
    }
}
