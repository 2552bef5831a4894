package io.legalagent.loop;

import io.legalagent.classifier.ClassifierConfiguration;
import io.legalagent.evaluator.EvaluatorConfiguration;
import io.legalagent.executor.ExecutorConfiguration;
import io.legalagent.guard.GuardConfiguration;
import io.legalagent.mcselector.McSelectorConfiguration;
import io.legalagent.memory.MemoryConfiguration;
import io.legalagent.observer.ObserverConfiguration;
import io.legalagent.planner.PlannerConfiguration;
import io.legalagent.replanner.ReplannerConfiguration;
import io.opentelemetry.api.trace.propagation.W3CTraceContextPropagator;
import io.opentelemetry.context.propagation.ContextPropagators;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;

/** All nine node configurations in one process, with scripted ports. */
@SpringBootConfiguration
@EnableAutoConfiguration
@Import({
    GuardConfiguration.class,
    ClassifierConfiguration.class,
    PlannerConfiguration.class,
    ExecutorConfiguration.class,
    EvaluatorConfiguration.class,
    ReplannerConfiguration.class,
    McSelectorConfiguration.class,
    MemoryConfiguration.class,
    ObserverConfiguration.class
})
class LoopTestApp {
    @Bean
    ScriptedPorts scriptedPorts() {
        return new ScriptedPorts();
    }

    @Bean
    InMemorySpanExporter spans() {
        return InMemorySpanExporter.create();
    }

    /** Spans kept in memory, propagated the same W3C way as in production. */
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
