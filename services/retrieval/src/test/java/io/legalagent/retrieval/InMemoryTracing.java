package io.legalagent.retrieval;

import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.api.trace.TracerProvider;
import io.opentelemetry.context.propagation.ContextPropagators;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import java.util.List;

/**
 * An OpenTelemetry SDK that keeps finished spans in memory, and a stand-in for the node runtime's
 * visit span, under which a node's retrievals and memory calls run.
 */
final class InMemoryTracing implements AutoCloseable {
    static final String VISIT = "executor process";

    private final InMemorySpanExporter exporter = InMemorySpanExporter.create();
    private final OpenTelemetrySdk sdk = OpenTelemetrySdk.builder()
            .setTracerProvider(SdkTracerProvider.builder()
                    .addSpanProcessor(SimpleSpanProcessor.create(exporter))
                    .build())
            .build();

    /**
     * A view of the SDK that cannot be closed: a Spring context closes AutoCloseable beans when it
     * ends, and closing the SDK would clear the spans a test is about to read.
     */
    OpenTelemetry openTelemetry() {
        return new OpenTelemetry() {
            @Override
            public TracerProvider getTracerProvider() {
                return sdk.getTracerProvider();
            }

            @Override
            public ContextPropagators getPropagators() {
                return sdk.getPropagators();
            }
        };
    }

    Tracer tracer() {
        return sdk.getTracer(Spans.INSTRUMENTATION);
    }

    /** Runs {@code work} inside a node-visit span, as the runtime runs a node. */
    void visit(Runnable work) {
        var span = sdk.getTracer("test")
                .spanBuilder(VISIT)
                .setSpanKind(SpanKind.CONSUMER)
                .startSpan();
        try (var scope = span.makeCurrent()) {
            work.run();
        } finally {
            span.end();
        }
    }

    /** The one finished span of this name. */
    SpanData span(String name) {
        var named = named(name);
        if (named.size() != 1) {
            throw new AssertionError("expected one span named '" + name + "', got " + names());
        }
        return named.get(0);
    }

    List<SpanData> named(String name) {
        return spans().stream().filter(s -> s.getName().equals(name)).toList();
    }

    List<String> names() {
        return spans().stream().map(SpanData::getName).toList();
    }

    List<SpanData> spans() {
        return exporter.getFinishedSpanItems();
    }

    void reset() {
        exporter.reset();
    }

    @Override
    public void close() {
        sdk.close();
    }
}
