package io.legalagent.loop;

import io.opentelemetry.api.trace.propagation.W3CTraceContextPropagator;
import io.opentelemetry.context.propagation.ContextPropagators;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** Spans kept in memory, propagated the same W3C way as in production. */
@Configuration(proxyBeanMethods = false)
class InMemoryTracing {
    @Bean
    InMemorySpanExporter spans() {
        return InMemorySpanExporter.create();
    }

    @Bean(destroyMethod = "close")
    OpenTelemetrySdk openTelemetry(InMemorySpanExporter spans) {
        return OpenTelemetrySdk.builder()
                .setTracerProvider(SdkTracerProvider.builder()
                        .addSpanProcessor(SimpleSpanProcessor.create(spans))
                        .build())
                .setPropagators(ContextPropagators.create(W3CTraceContextPropagator.getInstance()))
                .build();
    }
}
