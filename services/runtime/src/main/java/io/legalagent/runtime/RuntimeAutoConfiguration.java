package io.legalagent.runtime;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Metrics;
import io.opentelemetry.api.OpenTelemetry;
import java.time.Clock;
import java.util.List;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.kafka.core.ConsumerFactory;
import org.springframework.kafka.core.KafkaAdmin;
import org.springframework.kafka.core.KafkaTemplate;
import org.springframework.kafka.transaction.KafkaAwareTransactionManager;

/** Runs every {@link Node} bean of the application on its inbox. */
@AutoConfiguration(afterName = "org.springframework.boot.kafka.autoconfigure.KafkaAutoConfiguration")
@EnableConfigurationProperties(RuntimeSettings.class)
public class RuntimeAutoConfiguration {

    @Bean
    @ConditionalOnMissingBean
    Clock clock() {
        return Clock.systemUTC();
    }

    @Bean
    EnvelopeCodec envelopeCodec() {
        return new EnvelopeCodec();
    }

    @Bean
    HopTracer hopTracer(OpenTelemetry openTelemetry) {
        return new HopTracer(openTelemetry);
    }

    @Bean
    HopListener meteredHops(ObjectProvider<MeterRegistry> registry) {
        return new MeteredHops(registry.getIfAvailable(() -> Metrics.globalRegistry));
    }

    @Bean
    KafkaAdmin.NewTopics legalTopics(RuntimeSettings settings) {
        return TopicCatalogue.declare(settings);
    }

    @Bean
    @SuppressWarnings("unchecked")
    NodeContainers nodeContainers(
            List<Node<?>> nodes,
            ConsumerFactory<?, ?> consumers,
            KafkaTemplate<?, ?> template,
            KafkaAwareTransactionManager<?, ?> transactions,
            EnvelopeCodec codec,
            HopTracer tracer,
            ObjectProvider<HopListener> hopListeners,
            RuntimeSettings settings,
            Clock clock) {
        var factory = new NodeContainerFactory(
                (ConsumerFactory<String, byte[]>) consumers,
                (KafkaTemplate<String, byte[]>) template,
                (KafkaAwareTransactionManager<String, byte[]>) transactions,
                codec,
                tracer,
                hopListeners.orderedStream().toList(),
                settings,
                clock);
        return new NodeContainers(nodes.stream().map(factory::create).toList());
    }
}
