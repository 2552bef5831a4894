package io.legalagent.runtime;

import java.time.Clock;
import java.util.List;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.PropertySource;
import org.springframework.kafka.core.ConsumerFactory;
import org.springframework.kafka.core.KafkaAdmin;
import org.springframework.kafka.core.KafkaTemplate;
import org.springframework.kafka.transaction.KafkaAwareTransactionManager;

/** Runs every {@link Node} bean of the application on its inbox. */
@AutoConfiguration(afterName = "org.springframework.boot.kafka.autoconfigure.KafkaAutoConfiguration")
@EnableConfigurationProperties(RuntimeSettings.class)
@PropertySource("classpath:legal-runtime-defaults.properties")
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
            ObjectProvider<HopListener> hopListeners,
            RuntimeSettings settings,
            Clock clock) {
        var factory = new NodeContainerFactory(
                (ConsumerFactory<String, byte[]>) consumers,
                (KafkaTemplate<String, byte[]>) template,
                (KafkaAwareTransactionManager<String, byte[]>) transactions,
                codec,
                hopListeners.orderedStream().toList(),
                settings,
                clock);
        return new NodeContainers(nodes.stream().map(factory::create).toList());
    }
}
