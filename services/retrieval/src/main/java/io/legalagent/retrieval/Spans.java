package io.legalagent.retrieval;

import static io.opentelemetry.semconv.ErrorAttributes.ERROR_TYPE;

import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.StatusCode;
import java.util.function.Supplier;

/** Runs work as a retrieval-layer span: current while it runs, ended after, failures recorded on it. */
final class Spans {
    static final String INSTRUMENTATION = "io.legalagent.retrieval";

    private Spans() {}

    /** Current while {@code work} runs, so the Chroma calls it makes become its children. */
    static <T> T within(Span span, Supplier<T> work) {
        try (var scope = span.makeCurrent()) {
            return work.get();
        } catch (RuntimeException e) {
            span.recordException(e);
            span.setAttribute(ERROR_TYPE, e.getClass().getName());
            span.setStatus(StatusCode.ERROR, String.valueOf(e.getMessage()));
            throw e;
        } finally {
            span.end();
        }
    }
}
