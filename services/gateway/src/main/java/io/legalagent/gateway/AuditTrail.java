package io.legalagent.gateway;

import io.legalagent.contracts.AuditRecord;
import io.legalagent.contracts.AuditRecord.AuditAction;
import io.legalagent.contracts.AuditRecord.AuditOutcome;
import io.legalagent.contracts.Owner;
import io.legalagent.contracts.SchemaVersion;
import io.legalagent.contracts.Topics;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.opentelemetry.api.trace.Span;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.kafka.clients.producer.Producer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.KafkaException;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpStatus;
import org.springframework.web.ErrorResponseException;
import tools.jackson.databind.json.JsonMapper;

/**
 * Appends {@link AuditRecord}s to {@code legal.audit}, keyed by user, and waits until the broker has
 * each. An allowed action whose record cannot be written does not happen (503, fail closed); a
 * refusal stays a refusal whether or not its record was written.
 */
final class AuditTrail {
    private static final Logger log = LoggerFactory.getLogger(AuditTrail.class);
    private static final JsonMapper JSON = JsonMapper.builder().build();

    /** What a record says besides who and the outcome. */
    record Entry(
            AuditAction action,
            @Nullable String requestId,
            @Nullable String runRequestId,
            @Nullable String subject,
            @Nullable String traceId) {
        static Entry of(AuditAction action) {
            return new Entry(action, null, null, null, null);
        }

        Entry requestId(@Nullable String id) {
            return new Entry(action, id, runRequestId, subject, traceId);
        }

        /** The run's id in the pipeline; recorded only where it differs from the caller's id. */
        Entry runRequestId(@Nullable String id) {
            return new Entry(action, requestId, id == null || id.equals(requestId) ? null : id, subject, traceId);
        }

        Entry subject(@Nullable String what) {
            return new Entry(action, requestId, runRequestId, what, traceId);
        }

        Entry traceId(@Nullable String id) {
            return new Entry(action, requestId, runRequestId, subject, id);
        }
    }

    private final Producer<String, byte[]> producer;
    private final Clock clock;
    private final Duration timeout;
    private final Counter failures;

    AuditTrail(Producer<String, byte[]> producer, Clock clock, Duration timeout, MeterRegistry meters) {
        this.producer = producer;
        this.clock = clock;
        this.timeout = timeout;
        this.failures = Counter.builder("legal.gateway.audit.failures")
                .description("Audit records that could not be written to legal.audit")
                .register(meters);
    }

    /** Records an allowed action; a 503 problem when the record cannot be written, so the action must not go on. */
    void allowed(Caller caller, Entry entry) {
        if (!write(record(caller.owner(), entry, AuditOutcome.ALLOWED, allowedStatus(entry.action()), null))) {
            throw Problems.of(
                    HttpStatus.SERVICE_UNAVAILABLE,
                    "audit-unavailable",
                    "Audit trail unavailable",
                    "the audit trail could not record this request within " + timeout.toSeconds()
                            + " s, so it was not served; try again later");
        }
    }

    /** Records a refusal and hands the refusal back, to be thrown. */
    ErrorResponseException refused(@Nullable Caller caller, Entry entry, ErrorResponseException refusal) {
        refused(
                caller == null ? null : caller.owner(),
                entry,
                refusal.getStatusCode().value(),
                reason(refusal));
        return refusal;
    }

    /** The status an allowed action is answered with: written before the answer, so known by its kind. */
    static int allowedStatus(AuditAction action) {
        return switch (action) {
            case ASK, UPLOAD_DOCUMENT, DELETE_DOCUMENT, DECIDE_REVIEW -> 202;
            default -> 200;
        };
    }

    void refused(@Nullable Owner who, Entry entry, int status, String reason) {
        write(record(who, entry, AuditOutcome.REFUSED, status, reason));
    }

    private AuditRecord record(
            @Nullable Owner who, Entry entry, AuditOutcome outcome, int status, @Nullable String reason) {
        return new AuditRecord(
                SchemaVersion.CURRENT,
                clock.instant(),
                who == null ? null : who.user(),
                who == null ? null : who.organisation(),
                entry.action(),
                entry.requestId(),
                entry.runRequestId(),
                entry.subject(),
                entry.traceId() != null ? entry.traceId() : currentTrace(),
                outcome,
                status,
                reason);
    }

    private boolean write(AuditRecord record) {
        try {
            producer.send(new ProducerRecord<>(Topics.AUDIT, record.user(), JSON.writeValueAsBytes(record)))
                    .get(timeout.toMillis(), TimeUnit.MILLISECONDS);
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return failed(record, e);
        } catch (ExecutionException | TimeoutException | KafkaException e) {
            return failed(record, e);
        }
    }

    private boolean failed(AuditRecord record, Exception e) {
        failures.increment();
        log.warn("audit record of {} {} by {} not written: {}", record.action(), record.outcome(), record.user(), e);
        return false;
    }

    private static String reason(ErrorResponseException refusal) {
        var body = refusal.getBody();
        return body.getDetail() != null ? body.getDetail() : String.valueOf(body.getTitle());
    }

    private static @Nullable String currentTrace() {
        var context = Span.current().getSpanContext();
        return context.isValid() ? context.getTraceId() : null;
    }
}
