package io.legalagent.model;

import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.trace.SpanKind;
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
 * visit span, under which the node's code (and so every model call) runs.
 */
final class TestTracing implements AutoCloseable {
    static final String VISIT = "classifier process";

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

    SpanData visitSpan() {
        return spans().stream()
                .filter(s -> s.getName().equals(VISIT))
                .findFirst()
                .orElseThrow();
    }

    List<SpanData> modelSpans() {
        return spans().stream().filter(s -> s.getKind() == SpanKind.CLIENT).toList();
    }

    List<SpanData> spans() {
        return exporter.getFinishedSpanItems();
    }

    @Override
    public void close() {
        sdk.close();
    }
}
