package io.legalagent.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.Topics;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.context.Context;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.common.header.internals.RecordHeaders;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** A resumed run's span continues the trace of the hop that parked it and links to the decision's. */
class ResumeSpanTest {
    private final InMemorySpanExporter spans = InMemorySpanExporter.create();
    private final OpenTelemetrySdk sdk = OpenTelemetrySdk.builder()
            .setTracerProvider(SdkTracerProvider.builder()
                    .addSpanProcessor(SimpleSpanProcessor.create(spans))
                    .build())
            .setPropagators(io.opentelemetry.context.propagation.ContextPropagators.create(
                    io.opentelemetry.api.trace.propagation.W3CTraceContextPropagator.getInstance()))
            .build();
    private final HopTracer tracer = new HopTracer(sdk);

    @AfterEach
    void close() {
        sdk.close();
    }

    @Test
    void theResumeSpanIsAChildOfTheParkedHopAndLinksTheDecision() {
        var parking = sdk.getTracer("test").spanBuilder("reviewer process").startSpan();
        var parked = headersOf(parking);
        parking.end();
        var deciding = sdk.getTracer("test").spanBuilder("POST decision").startSpan();
        var decision = new ConsumerRecord<String, byte[]>(Topics.DECISIONS, 0, 7L, "run-1", new byte[0]);
        headersOf(deciding).forEach(h -> decision.headers().add(h));
        deciding.end();

        tracer.startResume(NodeName.REVIEWER, decision, parked).end();

        var resume = spans.getFinishedSpanItems().stream()
                .filter(s -> s.getName().equals("reviewer resume"))
                .findFirst()
                .orElseThrow();
        assertThat(resume.getTraceId()).isEqualTo(parking.getSpanContext().getTraceId());
        assertThat(resume.getParentSpanId()).isEqualTo(parking.getSpanContext().getSpanId());
        var link = resume.getLinks().get(0).getSpanContext();
        assertThat(resume.getLinks()).hasSize(1);
        assertThat(link.getTraceId()).isEqualTo(deciding.getSpanContext().getTraceId());
        assertThat(link.getSpanId()).isEqualTo(deciding.getSpanContext().getSpanId());
    }

    @Test
    void withoutAParkedRecordTheResumeSpanContinuesTheDecisionsTrace() {
        var deciding = sdk.getTracer("test").spanBuilder("POST decision").startSpan();
        var decision = new ConsumerRecord<String, byte[]>(Topics.DECISIONS, 0, 7L, "run-2", new byte[0]);
        headersOf(deciding).forEach(h -> decision.headers().add(h));
        deciding.end();

        tracer.startResume(NodeName.REVIEWER, decision, null).end();

        var resume = spans.getFinishedSpanItems().stream()
                .filter(s -> s.getName().equals("reviewer resume"))
                .findFirst()
                .orElseThrow();
        assertThat(resume.getParentSpanId()).isEqualTo(deciding.getSpanContext().getSpanId());
        assertThat(resume.getLinks()).isEmpty();
    }

    private RecordHeaders headersOf(Span span) {
        var headers = new RecordHeaders();
        sdk.getPropagators()
                .getTextMapPropagator()
                .inject(Context.root().with(span), headers, KafkaHeaderCarrier.INSTANCE);
        return headers;
    }
}
