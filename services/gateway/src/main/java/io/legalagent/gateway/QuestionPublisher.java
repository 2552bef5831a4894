package io.legalagent.gateway;

import static io.legalagent.ports.LegalAttributes.REQUEST_ID;
import static io.opentelemetry.semconv.HttpAttributes.HTTP_REQUEST_METHOD;
import static io.opentelemetry.semconv.HttpAttributes.HTTP_ROUTE;
import static io.opentelemetry.semconv.incubating.MessagingIncubatingAttributes.MESSAGING_DESTINATION_NAME;
import static io.opentelemetry.semconv.incubating.MessagingIncubatingAttributes.MESSAGING_SYSTEM;

import io.legalagent.contracts.Owner;
import io.legalagent.contracts.QuestionRequest;
import io.legalagent.contracts.Topics;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.context.Context;
import io.opentelemetry.semconv.HttpAttributes.HttpRequestMethodValues;
import io.opentelemetry.semconv.incubating.MessagingIncubatingAttributes.MessagingSystemIncubatingValues;
import java.time.Duration;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.kafka.clients.producer.Producer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.KafkaException;
import tools.jackson.databind.json.JsonMapper;

/**
 * Publishes a question to {@code legal.gateway.questions} (the gateway's own topic, which only it may
 * write), with its owner and keyed by its pipeline request id, and waits until the broker has it. The gateway's span of the question is the root of its trace: its context goes in the
 * record's headers, and the guard's hop joins it.
 */
final class QuestionPublisher implements AutoCloseable {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final Producer<String, byte[]> producer;
    private final OpenTelemetry openTelemetry;
    private final Tracer tracer;
    private final Duration timeout;

    QuestionPublisher(Producer<String, byte[]> producer, OpenTelemetry openTelemetry, Duration timeout) {
        this.producer = producer;
        this.openTelemetry = openTelemetry;
        this.tracer = openTelemetry.getTracer("io.legalagent.gateway");
        this.timeout = timeout;
    }

    /** A question on its way: the span that roots its trace, ended by {@link #publish}. */
    Span begin(QuestionRequest question) {
        return tracer.spanBuilder("POST /api/questions")
                .setParent(Context.root())
                .setSpanKind(SpanKind.SERVER)
                .setAttribute(HTTP_REQUEST_METHOD, HttpRequestMethodValues.POST)
                .setAttribute(HTTP_ROUTE, "/api/questions")
                .setAttribute(REQUEST_ID, question.requestId())
                .setAttribute(MESSAGING_SYSTEM, MessagingSystemIncubatingValues.KAFKA)
                .setAttribute(MESSAGING_DESTINATION_NAME, Topics.GATEWAY_QUESTIONS)
                .startSpan();
    }

    /** Sends the question within the span; throws a 503 problem when the broker does not take it in time. */
    void publish(QuestionRequest question, Owner owner, Span span) {
        var record = new ProducerRecord<>(
                Topics.GATEWAY_QUESTIONS, question.requestId(), JSON.writeValueAsBytes(question.withOwner(owner)));
        try {
            openTelemetry
                    .getPropagators()
                    .getTextMapPropagator()
                    .inject(Context.root().with(span), record.headers(), KafkaHeaders.INSTANCE);
            producer.send(record).get(timeout.toMillis() + 1000, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw failed(span, e);
        } catch (ExecutionException | TimeoutException | KafkaException e) {
            throw failed(span, e);
        } finally {
            span.end();
        }
    }

    private RuntimeException failed(Span span, Exception e) {
        var cause = e instanceof ExecutionException && e.getCause() != null ? e.getCause() : e;
        span.setStatus(StatusCode.ERROR, cause.getClass().getSimpleName());
        // The cause goes to the span, not to the caller: a class name helps no one who asked a question.
        return Problems.kafkaUnavailable("the question could not be published to " + Topics.GATEWAY_QUESTIONS
                + " within " + timeout.toSeconds() + " s; try again later");
    }

    @Override
    public void close() {
        producer.close(Duration.ofSeconds(5));
    }
}
