package io.legalagent.gateway;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.ProgressEvent;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.time.Clock;
import java.time.Duration;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The requests the gateway knows, by request id: the most recent {@code legal.gateway.max-requests}
 * of them, the least recently used dropped first. Fed by the {@link ProgressReader}; read by the
 * controllers and the event streams, who are told when a request changes.
 */
final class RunIndex {
    private final Map<String, RequestLog> requests;
    private final Set<RequestLog> pendingAnswers = new HashSet<>();
    private final Clock clock;
    private final Timer firstEvent;
    private final Timer answered;

    RunIndex(int maxRequests, Clock clock, MeterRegistry meters) {
        this.clock = clock;
        this.requests = new LinkedHashMap<>(256, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, RequestLog> eldest) {
                return size() > maxRequests;
            }
        };
        this.firstEvent = Timer.builder("legal.gateway.first.event")
                .description("From a question accepted by the gateway to its first hop seen")
                .publishPercentileHistogram()
                .register(meters);
        this.answered = Timer.builder("legal.gateway.answer")
                .description("From a question accepted by the gateway to its answer seen")
                .publishPercentileHistogram()
                .register(meters);
    }

    /** The log of a request id, made when first needed. */
    synchronized RequestLog log(String requestId) {
        return requests.computeIfAbsent(requestId, RequestLog::new);
    }

    synchronized Optional<RequestLog> find(String requestId) {
        return Optional.ofNullable(requests.get(requestId));
    }

    synchronized void forget(String requestId) {
        requests.remove(requestId);
    }

    /** The released answer to a request: the bytes as published, and the answer read from them. */
    Optional<RequestLog.Run> answer(String requestId) {
        return find(requestId).flatMap(log -> log.answered(clock.instant()));
    }

    void progress(ProgressEvent event, @Nullable String headerRequestId) {
        String requestId = headerRequestId != null ? headerRequestId : event.requestId();
        if (requestId == null) {
            return;
        }
        var log = log(requestId);
        if (log.progress(event) && log.askedAt() != null) {
            firstEvent.record(Duration.between(log.askedAt(), clock.instant()));
        }
        releaseOrHold(log);
    }

    void answer(Answer answer, byte[] raw, @Nullable String key) {
        String requestId = key != null ? key : answer.requestId();
        if (requestId == null) {
            return;
        }
        var log = log(requestId);
        log.answer(answer, raw, clock.instant());
        releaseOrHold(log);
    }

    /** Releases answers whose grace is over; called after each poll. */
    void tick() {
        Set<RequestLog> due;
        synchronized (this) {
            due = new HashSet<>(pendingAnswers);
        }
        due.forEach(this::releaseOrHold);
    }

    private void releaseOrHold(RequestLog log) {
        var now = clock.instant();
        boolean pending = log.answerPending(now);
        synchronized (this) {
            if (pending) {
                pendingAnswers.add(log);
            } else {
                pendingAnswers.remove(log);
            }
        }
        var asked = log.askedAt();
        if (asked != null && log.answered(now).isPresent() && log.firstRelease()) {
            answered.record(Duration.between(asked, now));
        }
        log.changed();
    }
}
