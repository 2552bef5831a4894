package io.legalagent.retrieval;

import io.legalagent.ports.FrozenConstants;
import io.legalagent.ports.QaMemory;
import io.legalagent.ports.Retriever;
import io.legalagent.retrieval.instant.InstantQaMemory;
import io.legalagent.retrieval.instant.InstantRetriever;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Metrics;
import io.opentelemetry.api.OpenTelemetry;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Lazy;

/**
 * The retriever and QA memory ports of a service, from {@code legal.retrieval.*}. Everything is
 * lazy: the ONNX model loads, and the collections are opened, only when a node asks for a port. A
 * service that defines a port itself gets this one out of its way. Retrieval, QA memory and Chroma
 * calls are traced with the service's OpenTelemetry (the node runtime provides it); without one they
 * are not traced. {@code legal.retrieval.instant=true} replaces both ports with the benchmark-only
 * instant ones ({@link InstantRetriever}, {@link InstantQaMemory}) and says so in a warning.
 */
@AutoConfiguration
@EnableConfigurationProperties(RetrievalSettings.class)
public class RetrievalAutoConfiguration {

    /** Retrieval's part of the ResearchPack manifest: {@link RetrievalSettings#manifest()}. */
    @Bean
    FrozenConstants retrievalConstants(RetrievalSettings settings) {
        return () -> FrozenConstants.of(RetrievalSettings.manifestKeys(settings.manifest()));
    }

    @Bean(destroyMethod = "close")
    @Lazy
    @ConditionalOnMissingBean
    @ConditionalOnBooleanProperty(name = "legal.retrieval.instant", havingValue = false, matchIfMissing = true)
    RetrievalStack retrievalStack(
            RetrievalSettings settings,
            ObjectProvider<OpenTelemetry> openTelemetry,
            ObjectProvider<MeterRegistry> meters) {
        return RetrievalStack.open(
                settings,
                openTelemetry.getIfAvailable(OpenTelemetry::noop),
                meters.getIfAvailable(() -> Metrics.globalRegistry));
    }

    @Bean
    @Lazy
    @ConditionalOnMissingBean
    @ConditionalOnBooleanProperty(name = "legal.retrieval.instant", havingValue = false, matchIfMissing = true)
    Retriever retriever(RetrievalStack stack) {
        return stack.retriever();
    }

    @Bean
    @Lazy
    @ConditionalOnMissingBean
    @ConditionalOnBooleanProperty(name = "legal.retrieval.instant", havingValue = false, matchIfMissing = true)
    QaMemory qaMemory(RetrievalStack stack) {
        return stack.qaMemory();
    }

    /** BENCHMARK ONLY: created at start-up, so that the warning is in the log from the start. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnBooleanProperty("legal.retrieval.instant")
    static class InstantBenchmarkPorts {
        private static final Logger log = LoggerFactory.getLogger(RetrievalAutoConfiguration.class);

        @Bean
        @ConditionalOnMissingBean
        Retriever instantRetriever(RetrievalSettings settings) {
            var retriever = InstantRetriever.load(settings.instantCorpus(), settings.poolSize(), settings.topK());
            log.warn(
                    "legal.retrieval.instant=true - BENCHMARK ONLY: every query gets the same {} of {} passages"
                            + " of {} (no embedding, no Chroma, confidence fixed at {}); answers are meaningless."
                            + " Never run a service like this for real questions.",
                    settings.topK(),
                    retriever.poolSize(),
                    settings.instantCorpus(),
                    InstantRetriever.CONFIDENCE);
            return retriever;
        }

        @Bean
        @ConditionalOnMissingBean
        QaMemory instantQaMemory() {
            log.warn("legal.retrieval.instant=true - BENCHMARK ONLY: QA memory never hits and stores nothing");
            return new InstantQaMemory();
        }
    }
}
