package io.legalagent.gateway;

import static io.opentelemetry.semconv.HttpAttributes.HTTP_REQUEST_METHOD;
import static io.opentelemetry.semconv.HttpAttributes.HTTP_ROUTE;
import static io.opentelemetry.semconv.incubating.MessagingIncubatingAttributes.MESSAGING_DESTINATION_NAME;
import static io.opentelemetry.semconv.incubating.MessagingIncubatingAttributes.MESSAGING_SYSTEM;

import io.legalagent.contracts.Topics;
import io.legalagent.contracts.review.ReviewDecision;
import io.legalagent.ports.LegalAttributes;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.context.Context;
import io.opentelemetry.context.propagation.TextMapGetter;
import io.opentelemetry.semconv.HttpAttributes.HttpRequestMethodValues;
import io.opentelemetry.semconv.incubating.MessagingIncubatingAttributes.MessagingSystemIncubatingValues;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.kafka.clients.producer.Producer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.KafkaException;
import org.jspecify.annotations.Nullable;

/**
 * Publishes a reviewer's decision to {@code legal.decisions}, keyed by run id, and waits until the
 * broker has it. The request's span goes in the record's headers (the reviewer node links the resumed
 * hop to it) and links to the paused run's trace, so each trace leads to the other.
 */
final class DecisionPublisher {
    private final Producer<String, byte[]> producer;
    private final OpenTelemetry openTelemetry;
    private final Tracer tracer;
    private final Duration timeout;

    DecisionPublisher(Producer<String, byte[]> producer, OpenTelemetry openTelemetry, Duration timeout) {
        this.producer = producer;
        this.openTelemetry = openTelemetry;
        this.tracer = openTelemetry.getTracer("io.legalagent.gateway");
        this.timeout = timeout;
    }

    /** Sends the decision; a 503 problem when the broker does not take it in time. Returns its trace id. */
    @Nullable
    String publish(ReviewDecision decision, @Nullable String runTraceParent) {
        var span = span(decision, runTraceParent);
        var record =
                new ProducerRecord<>(Topics.DECISIONS, decision.runId(), RunRecords.JSON.writeValueAsBytes(decision));
        try {
            openTelemetry
                    .getPropagators()
                    .getTextMapPropagator()
                    .inject(Context.root().with(span), record.headers(), KafkaHeaders.INSTANCE);
            producer.send(record).get(timeout.toMillis() + 1000, TimeUnit.MILLISECONDS);
            return span.getSpanContext().isValid() ? span.getSpanContext().getTraceId() : null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw failed(span, e);
        } catch (ExecutionException | TimeoutException | KafkaException e) {
            throw failed(span, e);
        } finally {
            span.end();
        }
    }

    private Span span(ReviewDecision decision, @Nullable String runTraceParent) {
        var builder = tracer.spanBuilder("POST /api/reviews/{runId}/decision")
                .setParent(Context.root())
                .setSpanKind(SpanKind.SERVER)
                .setAttribute(HTTP_REQUEST_METHOD, HttpRequestMethodValues.POST)
                .setAttribute(HTTP_ROUTE, "/api/reviews/{runId}/decision")
                .setAttribute(MESSAGING_SYSTEM, MessagingSystemIncubatingValues.KAFKA)
                .setAttribute(MESSAGING_DESTINATION_NAME, Topics.DECISIONS)
                .setAttribute(LegalAttributes.RUN_ID, decision.runId())
                .setAttribute("legal.review.id", decision.reviewId())
                .setAttribute("legal.review.action", decision.action().name());
        if (runTraceParent != null) {
            var run = openTelemetry
                    .getPropagators()
                    .getTextMapPropagator()
                    .extract(Context.root(), Map.of(ReviewBoard.TRACE_PARENT, runTraceParent), MapGetter.INSTANCE);
            var context = Span.fromContext(run).getSpanContext();
            if (context.isValid()) {
                builder.addLink(context);
            }
        }
        return builder.startSpan();
    }

    private RuntimeException failed(Span span, Exception e) {
        var cause = e instanceof ExecutionException && e.getCause() != null ? e.getCause() : e;
        span.setStatus(StatusCode.ERROR, cause.getClass().getSimpleName());
        return Problems.kafkaUnavailable("the decision could not be published to " + Topics.DECISIONS + " within "
                + timeout.toSeconds() + " s; try again later");
    }

    private enum MapGetter implements TextMapGetter<Map<String, String>> {
        INSTANCE;

        @Override
        public Iterable<String> keys(Map<String, String> carrier) {
            return List.copyOf(carrier.keySet());
        }

        @Override
        public @Nullable String get(@Nullable Map<String, String> carrier, String key) {
            return carrier == null ? null : carrier.get(key);
        }
    }
}
