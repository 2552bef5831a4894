package io.legalagent.gateway;

import jakarta.servlet.http.HttpServletRequest;
import java.io.IOException;
import java.net.URI;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.mvc.method.annotation.SseEmitter;

/** {@code POST /api/questions} and {@code GET /api/questions/{requestId}/events}. */
@RestController
class QuestionsController {
    private final QuestionReader reader;
    private final QuestionPublisher publisher;
    private final RunIndex index;
    private final EventStreams streams;
    private final TracingUi tracingUi;
    private final Clock clock;
    private final long maxBody;

    QuestionsController(
            QuestionReader reader,
            QuestionPublisher publisher,
            RunIndex index,
            EventStreams streams,
            TracingUi tracingUi,
            Clock clock,
            GatewaySettings settings) {
        this.reader = reader;
        this.publisher = publisher;
        this.index = index;
        this.streams = streams;
        this.tracingUi = tracingUi;
        this.clock = clock;
        this.maxBody = settings.maxBodySize().toBytes();
    }

    /** Accepts a question: 202 with its request id and where to follow it. */
    @PostMapping(path = "/api/questions", consumes = MediaType.APPLICATION_JSON_VALUE)
    ResponseEntity<Map<String, Object>> ask(HttpServletRequest request) throws IOException {
        var question = reader.read(body(request));
        String requestId = question.requestId();
        var log = index.log(requestId);
        var span = publisher.begin(question);
        String traceId = span.getSpanContext().isValid() ? span.getSpanContext().getTraceId() : null;
        synchronized (log) {
            if (log.used()) {
                span.end();
                throw Problems.conflict(
                        "request-id-used",
                        "Request id already used",
                        "request id " + requestId + " names a question already; every question needs an id of its"
                                + " own (omit requestId and the gateway makes one)");
            }
            log.asked(clock.instant(), traceId);
        }
        try {
            publisher.publish(question, span);
        } catch (RuntimeException e) {
            index.forget(requestId);
            throw e;
        }
        var body = new LinkedHashMap<String, Object>();
        body.put("requestId", requestId);
        body.put("traceId", traceId);
        var links = new LinkedHashMap<String, Object>();
        links.put("events", "/api/questions/" + requestId + "/events");
        links.put("answer", "/api/answers/" + requestId);
        links.put("verification", "/api/answers/" + requestId + "/verification");
        var trace = tracingUi.linkTo(traceId);
        if (trace != null) {
            links.put("trace", trace);
        }
        body.put("links", links);
        return ResponseEntity.status(HttpStatus.ACCEPTED)
                .location(URI.create("/api/answers/" + requestId))
                .body(body);
    }

    /**
     * The run's hops as server-sent events, then its answer; resumes after {@code Last-Event-ID}.
     * 204 when the client already has everything (a browser then stops reconnecting).
     */
    @GetMapping(path = "/api/questions/{requestId}/events", produces = MediaType.TEXT_EVENT_STREAM_VALUE)
    ResponseEntity<SseEmitter> events(
            @PathVariable String requestId,
            @RequestHeader(name = "Last-Event-ID", required = false) String lastEventId) {
        long last = lastId(lastEventId);
        var log = index.log(requestId);
        var answerId = log.answerId(clock.instant());
        if (answerId.isPresent() && answerId.get() <= last) {
            return ResponseEntity.noContent().build();
        }
        return ResponseEntity.ok()
                .header("Cache-Control", "no-cache")
                .header("X-Accel-Buffering", "no")
                .body(streams.open(log, last));
    }

    private static long lastId(String header) {
        if (header == null || header.isBlank()) {
            return 0;
        }
        try {
            return Math.max(0, Long.parseLong(header.strip()));
        } catch (NumberFormatException e) {
            throw Problems.badRequest("Last-Event-ID", "an event id of this stream is a whole number");
        }
    }

    /** The body, refused once it passes the limit, whether or not a Content-Length announced it. */
    private byte[] body(HttpServletRequest request) throws IOException {
        if (request.getContentLengthLong() > maxBody) {
            throw Problems.tooLarge(maxBody);
        }
        byte[] body = request.getInputStream().readNBytes((int) Math.min(Integer.MAX_VALUE - 8, maxBody + 1));
        if (body.length > maxBody) {
            throw Problems.tooLarge(maxBody);
        }
        return body;
    }
}
