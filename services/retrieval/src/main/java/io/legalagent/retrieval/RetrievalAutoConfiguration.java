package io.legalagent.retrieval;

import io.legalagent.ports.QaMemory;
import io.legalagent.ports.Retriever;
import io.opentelemetry.api.OpenTelemetry;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Lazy;

/**
 * The retriever and QA memory ports of a service, from {@code legal.retrieval.*}. Everything is
 * lazy: the ONNX model loads, and the collections are opened, only when a node asks for a port. A
 * service that defines a port itself gets this one out of its way. Retrieval, QA memory and Chroma
 * calls are traced with the service's OpenTelemetry (the node runtime provides it); without one they
 * are not traced.
 */
@AutoConfiguration
@EnableConfigurationProperties(RetrievalSettings.class)
public class RetrievalAutoConfiguration {

    @Bean(destroyMethod = "close")
    @Lazy
    @ConditionalOnMissingBean
    RetrievalStack retrievalStack(RetrievalSettings settings, ObjectProvider<OpenTelemetry> openTelemetry) {
        return RetrievalStack.open(settings, openTelemetry.getIfAvailable(OpenTelemetry::noop));
    }

    @Bean
    @Lazy
    @ConditionalOnMissingBean
    Retriever retriever(RetrievalStack stack) {
        return stack.retriever();
    }

    @Bean
    @Lazy
    @ConditionalOnMissingBean
    QaMemory qaMemory(RetrievalStack stack) {
        return stack.qaMemory();
    }
}
