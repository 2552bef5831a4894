package io.legalagent.runtime;

import io.opentelemetry.api.trace.Span;
import org.slf4j.MDC;

/**
 * Puts a hop span's ids into the logging MDC as {@code trace_id} and {@code span_id}, so every log
 * line of the hop (text pattern, ECS or Logstash JSON) leads to its trace; closing removes them.
 */
final class TraceLogContext implements AutoCloseable {
    static final String TRACE_ID = "trace_id";
    static final String SPAN_ID = "span_id";

    private TraceLogContext() {}

    static TraceLogContext of(Span span) {
        var context = span.getSpanContext();
        MDC.put(TRACE_ID, context.getTraceId());
        MDC.put(SPAN_ID, context.getSpanId());
        return new TraceLogContext();
    }

    @Override
    public void close() {
        MDC.remove(TRACE_ID);
        MDC.remove(SPAN_ID);
    }
}
