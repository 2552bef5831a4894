package io.legalagent.gateway;

import static io.legalagent.gateway.ApiDocument.QUESTION_REQUEST;
import static io.legalagent.gateway.ApiDocument.REQUEST_ID_PATTERN;

import io.legalagent.contracts.AuditRecord.AuditAction;
import io.legalagent.contracts.QuestionRequest;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.enums.ParameterIn;
import io.swagger.v3.oas.annotations.headers.Header;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import jakarta.servlet.http.HttpServletRequest;
import java.io.IOException;
import java.net.URI;
import java.time.Clock;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.ErrorResponseException;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.mvc.method.annotation.SseEmitter;

/**
 * {@code POST /api/questions} and {@code GET /api/questions/{requestId}/events}. A question belongs
 * to its signed-in asker: its request id is theirs alone ({@link RunIds}), and its events are theirs
 * and their organisation's auditors'.
 */
@RestController
class QuestionsController {
    private final Callers callers;
    private final AuditTrail audit;
    private final QuestionReader reader;
    private final QuestionPublisher publisher;
    private final RunIndex index;
    private final EventStreams streams;
    private final TracingUi tracingUi;
    private final ReviewEvents reviewEvents;
    private final Clock clock;
    private final long maxBody;

    QuestionsController(
            Callers callers,
            AuditTrail audit,
            QuestionReader reader,
            QuestionPublisher publisher,
            RunIndex index,
            EventStreams streams,
            TracingUi tracingUi,
            ReviewEvents reviewEvents,
            Clock clock,
            GatewaySettings settings) {
        this.callers = callers;
        this.audit = audit;
        this.reader = reader;
        this.publisher = publisher;
        this.index = index;
        this.streams = streams;
        this.tracingUi = tracingUi;
        this.reviewEvents = reviewEvents;
        this.clock = clock;
        this.maxBody = settings.maxBodySize().toBytes();
    }

    /** Accepts a question: 202 with its request id and where to follow it. */
    @PostMapping(
            path = "/api/questions",
            consumes = MediaType.APPLICATION_JSON_VALUE,
            produces = MediaType.APPLICATION_JSON_VALUE)
    @Operation(
            operationId = "ask",
            summary = "Ask a question",
            description = "The same JSON as a question on legal.questions. Without requestId the gateway makes one."
                    + " The question is published keyed by its request id; the reply says where to follow it.",
            requestBody =
                    @io.swagger.v3.oas.annotations.parameters.RequestBody(
                            required = true,
                            content =
                                    @Content(
                                            mediaType = MediaType.APPLICATION_JSON_VALUE,
                                            schema = @Schema(ref = QUESTION_REQUEST))))
    @ApiResponse(
            responseCode = "202",
            description = "Accepted: published to legal.questions",
            headers = @Header(name = "Location", description = "The answer's URL", schema = @Schema(type = "string")),
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON_VALUE,
                            schema = @Schema(implementation = Accepted.class)))
    @ApiResponse(
            responseCode = "400",
            description = "Malformed JSON, a schema violation (the field is named), an empty or overlong question")
    @ApiResponse(responseCode = "409", description = "The request id names a question already")
    @ApiResponse(responseCode = "413", description = "The body is larger than legal.gateway.max-body-size")
    @ApiResponse(responseCode = "415", description = "The body is not application/json")
    @ApiResponse(responseCode = "503", description = "Kafka did not take the question in time")
    ResponseEntity<Accepted> ask(@Parameter(hidden = true) HttpServletRequest request) throws IOException {
        var caller = callers.current();
        var entry = AuditTrail.Entry.of(AuditAction.ASK);
        if (!caller.has(Role.ASKER)) {
            throw audit.refused(caller, entry, Problems.forbidden("asking needs the role 'asker'"));
        }
        QuestionRequest question;
        try {
            question = reader.read(body(request));
        } catch (ErrorResponseException refused) {
            throw audit.refused(caller, entry, refused);
        }
        String requestId = question.requestId();
        String runId = RunIds.pipelineId(caller.owner(), requestId);
        entry = entry.requestId(requestId).runRequestId(runId);
        if (question.frozenContext() != null && !caller.has(Role.EVALUATOR)) {
            throw audit.refused(caller, entry, Problems.forbidden("sending frozenContext needs the role 'evaluator'"));
        }
        var published = new QuestionRequest(
                        question.question(),
                        question.choices(),
                        runId,
                        question.schemaVersion(),
                        question.frozenContext(),
                        question.library())
                .withReview(question.review());
        var log = index.log(runId);
        var span = publisher.begin(published);
        String traceId = span.getSpanContext().isValid() ? span.getSpanContext().getTraceId() : null;
        entry = entry.traceId(traceId);
        synchronized (log) {
            if (log.used()) {
                span.end();
                throw audit.refused(
                        caller,
                        entry,
                        Problems.conflict(
                                "request-id-used",
                                "Request id already used",
                                "you have asked a question with request id " + requestId + " already; every"
                                        + " question needs an id of its own (omit requestId and the gateway makes"
                                        + " one)"));
            }
            log.asked(clock.instant(), traceId);
            log.askedBy(caller.owner(), requestId, question.question());
        }
        try {
            audit.allowed(caller, entry);
        } catch (RuntimeException e) {
            span.end();
            index.forget(runId);
            throw e;
        }
        try {
            publisher.publish(published, caller.owner(), span);
        } catch (RuntimeException e) {
            index.forget(runId);
            throw e;
        }
        return ResponseEntity.status(HttpStatus.ACCEPTED)
                .location(URI.create("/api/answers/" + requestId))
                .body(Accepted.of(requestId, traceId, tracingUi.linkTo(traceId)));
    }

    /**
     * The run's hops as server-sent events, then its answer; resumes after {@code Last-Event-ID}.
     * 204 when the client already has everything (a browser then stops reconnecting).
     */
    @GetMapping(path = ApiDocument.EVENTS_PATH, produces = MediaType.TEXT_EVENT_STREAM_VALUE)
    @Operation(
            operationId = "events",
            summary = "Follow a question's research",
            description = "Server-sent events: one `hop` event per hop as it commits (after a hop of the reviewer"
                    + " node, a `review` event: the run waits for a review, or resumed), then one `answer` event (the"
                    + " answer as published), then the stream closes. Event ids are numbers: hop n has id n, the"
                    + " answer the hop count plus one. Reconnecting with Last-Event-ID resumes after that event; a"
                    + " client that connects after the run finished still gets every event.")
    @ApiResponse(
            responseCode = "200",
            description = "The event stream",
            content = @Content(mediaType = MediaType.TEXT_EVENT_STREAM_VALUE, schema = @Schema(type = "string")))
    @ApiResponse(
            responseCode = "204",
            description = "The client has every event already (its Last-Event-ID is the answer's)",
            content = @Content)
    @ApiResponse(responseCode = "400", description = "Last-Event-ID is not a number")
    ResponseEntity<SseEmitter> events(
            @PathVariable
                    @Parameter(
                            description = "The question's request id.",
                            schema = @Schema(type = "string", pattern = REQUEST_ID_PATTERN))
                    String requestId,
            @RequestHeader(name = "Last-Event-ID", required = false)
                    @Parameter(
                            in = ParameterIn.HEADER,
                            description = "The id of the last event received",
                            schema = @Schema(type = "integer", minimum = "0"))
                    String lastEventId) {
        var caller = callers.current();
        var entry = AuditTrail.Entry.of(AuditAction.READ_EVENTS).requestId(requestId);
        long last;
        try {
            last = lastId(lastEventId);
        } catch (ErrorResponseException refused) {
            throw audit.refused(caller, entry, refused);
        }
        // Only a run the caller may read is streamed; any other id, known or not, creates nothing.
        var log = index.readable(caller, requestId).orElseThrow(() -> audit.refused(caller, entry, noRun(requestId)));
        var seen = entry.runRequestId(log.requestId()).traceId(log.traceId());
        var answerId = log.answerId(clock.instant());
        if (answerId.isPresent() && answerId.get() <= last) {
            audit.allowed(caller, seen);
            return ResponseEntity.noContent().build();
        }
        String user = caller.organisation() + "/" + caller.user();
        try {
            streams.checkRoom(user);
        } catch (ErrorResponseException refused) {
            throw audit.refused(caller, seen, refused);
        }
        audit.allowed(caller, seen);
        var stream = streams.open(user, reviewEvents.around(new SourceRuns(index).shown(caller, log)), last);
        return ResponseEntity.ok()
                .header("Cache-Control", "no-cache")
                .header("X-Accel-Buffering", "no")
                .body(stream);
    }

    /** The 404 of a run that is unknown, not yet seen here, or not the caller's to read: all alike. */
    static ErrorResponseException noRun(String requestId) {
        return Problems.notFound(
                "no-run",
                "No such run",
                "no question with request id " + requestId + " that you may read is known here (yet)");
    }

    static long lastId(String header) {
        if (header == null || header.isBlank()) {
            return 0;
        }
        try {
            return Math.max(0, Long.parseLong(header.strip()));
        } catch (NumberFormatException e) {
            throw Problems.badRequest("Last-Event-ID", "an event id of this stream is a whole number");
        }
    }

    private byte[] body(HttpServletRequest request) throws IOException {
        return RequestBodies.read(request, maxBody);
    }
}
