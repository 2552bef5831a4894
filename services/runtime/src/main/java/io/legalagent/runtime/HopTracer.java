package io.legalagent.runtime;

import static io.legalagent.ports.LegalAttributes.HOP;
import static io.legalagent.ports.LegalAttributes.ITERATION;
import static io.legalagent.ports.LegalAttributes.NODE;
import static io.legalagent.ports.LegalAttributes.REQUEST_ID;
import static io.legalagent.ports.LegalAttributes.ROUTE;
import static io.legalagent.ports.LegalAttributes.RUN_ID;
import static io.legalagent.ports.LegalAttributes.STATUS;
import static io.legalagent.ports.LegalAttributes.STEP_ID;
import static io.opentelemetry.semconv.ExceptionAttributes.EXCEPTION_MESSAGE;
import static io.opentelemetry.semconv.ExceptionAttributes.EXCEPTION_STACKTRACE;
import static io.opentelemetry.semconv.ExceptionAttributes.EXCEPTION_TYPE;
import static io.opentelemetry.semconv.incubating.MessagingIncubatingAttributes.MESSAGING_CONSUMER_GROUP_NAME;
import static io.opentelemetry.semconv.incubating.MessagingIncubatingAttributes.MESSAGING_DESTINATION_NAME;
import static io.opentelemetry.semconv.incubating.MessagingIncubatingAttributes.MESSAGING_DESTINATION_PARTITION_ID;
import static io.opentelemetry.semconv.incubating.MessagingIncubatingAttributes.MESSAGING_KAFKA_MESSAGE_KEY;
import static io.opentelemetry.semconv.incubating.MessagingIncubatingAttributes.MESSAGING_KAFKA_OFFSET;
import static io.opentelemetry.semconv.incubating.MessagingIncubatingAttributes.MESSAGING_OPERATION_NAME;
import static io.opentelemetry.semconv.incubating.MessagingIncubatingAttributes.MESSAGING_OPERATION_TYPE;
import static io.opentelemetry.semconv.incubating.MessagingIncubatingAttributes.MESSAGING_SYSTEM;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Hop;
import io.legalagent.contracts.NodeName;
import io.legalagent.ports.SecretMask;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanBuilder;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.context.Context;
import io.opentelemetry.semconv.incubating.MessagingIncubatingAttributes.MessagingOperationTypeIncubatingValues;
import io.opentelemetry.semconv.incubating.MessagingIncubatingAttributes.MessagingSystemIncubatingValues;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.common.header.Headers;
import org.jspecify.annotations.Nullable;
import org.springframework.kafka.support.KafkaUtils;

/**
 * One span per node visit, parented on the trace context that came in the record's headers. The
 * guard's input may carry a client's traceparent, which the run then joins; without one the guard's
 * span starts the trace. Every record a hop writes carries the hop's context onward.
 */
public final class HopTracer {
    private final OpenTelemetry openTelemetry;
    private final Tracer tracer;

    public HopTracer(OpenTelemetry openTelemetry) {
        this.openTelemetry = openTelemetry;
        this.tracer = openTelemetry.getTracer("io.legalagent.runtime");
    }

    /** Starts the span of a visit to {@code node} for this record; the caller makes it current. */
    Span start(NodeName node, ConsumerRecord<String, byte[]> record, String operation) {
        return builder(node, record, operation, contextOf(record.headers())).startSpan();
    }

    /**
     * Starts the span of a parked run's resumption: a child of the parked record's context (the hop
     * that parked it), linked to the decision record's context (whoever decided). Without a parked
     * record, a child of the decision's.
     */
    Span startResume(NodeName node, ConsumerRecord<String, byte[]> decision, @Nullable Headers parked) {
        var decided = contextOf(decision.headers());
        if (parked == null) {
            return builder(node, decision, "resume", decided).startSpan();
        }
        var builder = builder(node, decision, "resume", contextOf(parked));
        var link = Span.fromContext(decided).getSpanContext();
        if (link.isValid()) {
            builder.addLink(link);
        }
        return builder.startSpan();
    }

    private Context contextOf(Headers headers) {
        return openTelemetry
                .getPropagators()
                .getTextMapPropagator()
                .extract(Context.root(), headers, KafkaHeaderCarrier.INSTANCE);
    }

    private SpanBuilder builder(
            NodeName node, ConsumerRecord<String, byte[]> record, String operation, Context parent) {
        var span = tracer.spanBuilder(node.id() + " " + operation)
                .setParent(parent)
                .setSpanKind(SpanKind.CONSUMER)
                .setAttribute(NODE, node.id())
                // The messaging conventions for a consumer that processes one record.
                .setAttribute(MESSAGING_SYSTEM, MessagingSystemIncubatingValues.KAFKA)
                .setAttribute(MESSAGING_OPERATION_TYPE, MessagingOperationTypeIncubatingValues.PROCESS)
                .setAttribute(MESSAGING_OPERATION_NAME, MessagingOperationTypeIncubatingValues.PROCESS)
                .setAttribute(MESSAGING_DESTINATION_NAME, record.topic())
                .setAttribute(MESSAGING_DESTINATION_PARTITION_ID, String.valueOf(record.partition()))
                .setAttribute(MESSAGING_KAFKA_OFFSET, record.offset());
        // The listener container names the group on its thread; the real one, not a recomputed name.
        String group = KafkaUtils.getConsumerGroupId();
        if (group != null) {
            span.setAttribute(MESSAGING_CONSUMER_GROUP_NAME, group);
        }
        if (record.key() != null) {
            span.setAttribute(MESSAGING_KAFKA_MESSAGE_KEY, record.key());
        }
        return span;
    }

    /** Writes the current trace context into outgoing headers. */
    void inject(Headers headers) {
        openTelemetry
                .getPropagators()
                .getTextMapPropagator()
                .inject(Context.current(), headers, KafkaHeaderCarrier.INSTANCE);
    }

    static void describe(Span span, Hop hop, AgentState state) {
        span.setAttribute(ROUTE, hop.route());
        span.setAttribute(RUN_ID, state.runId());
        span.setAttribute(REQUEST_ID, state.requestId());
        span.setAttribute(STATUS, state.status().name());
        span.setAttribute(ITERATION, (long) state.research().iteration());
        span.setAttribute(HOP, (long) state.telemetry().hops());
        state.research().latestStep().ifPresent(step -> span.setAttribute(STEP_ID, (long) step.id()));
        if (state.outcome().error() != null) {
            span.setStatus(StatusCode.ERROR, state.outcome().error().reason());
        }
    }

    /** Records the failure on the span, credentials masked (an error may quote a URL or a request). */
    static void failed(Span span, Throwable error) {
        var trace = new StringWriter();
        error.printStackTrace(new PrintWriter(trace));
        span.addEvent(
                "exception",
                Attributes.of(
                        EXCEPTION_TYPE,
                        error.getClass().getName(),
                        EXCEPTION_MESSAGE,
                        String.valueOf(SecretMask.mask(error.getMessage())),
                        EXCEPTION_STACKTRACE,
                        SecretMask.mask(trace.toString())));
        span.setStatus(StatusCode.ERROR, String.valueOf(SecretMask.mask(error.getMessage())));
    }

    /** The trace id of the current span, or null when there is no valid one. */
    static String currentTraceId() {
        var context = Span.current().getSpanContext();
        return context.isValid() ? context.getTraceId() : null;
    }
}
