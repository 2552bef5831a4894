package io.legalagent.runtime;

import java.util.Map;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.kafka.autoconfigure.DefaultKafkaConsumerFactoryCustomizer;
import org.springframework.boot.kafka.autoconfigure.DefaultKafkaProducerFactoryCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.kafka.support.ProducerListener;

/**
 * Gives the Kafka clients Spring Boot builds the runtime's explicit timeouts
 * ({@code legal.runtime.kafka.*}), and replaces Boot's logging producer listener, which prints the
 * key and payload of a failed send: a payload holds the user's question. Runs before Boot's Kafka
 * auto-configuration so that its listener steps aside for ours.
 */
@AutoConfiguration(beforeName = "org.springframework.boot.kafka.autoconfigure.KafkaAutoConfiguration")
@EnableConfigurationProperties(RuntimeSettings.class)
public class KafkaClientAutoConfiguration {

    @Bean
    DefaultKafkaConsumerFactoryCustomizer legalConsumerTimeouts(RuntimeSettings settings) {
        return factory -> factory.updateConfigs(consumerConfigs(settings.kafka()));
    }

    @Bean
    DefaultKafkaProducerFactoryCustomizer legalProducerTimeouts(RuntimeSettings settings) {
        return factory -> factory.updateConfigs(producerConfigs(settings.kafka()));
    }

    @Bean
    ProducerListener<Object, Object> kafkaProducerListener() {
        return new MetadataOnlyProducerListener<>();
    }

    /** The poll interval is not here: each node's container gets its own (see {@link PollBudget}). */
    static Map<String, Object> consumerConfigs(KafkaClients kafka) {
        return Map.of(
                ConsumerConfig.REQUEST_TIMEOUT_MS_CONFIG,
                        (int) kafka.requestTimeout().toMillis(),
                ConsumerConfig.DEFAULT_API_TIMEOUT_MS_CONFIG,
                        (int) kafka.defaultApiTimeout().toMillis(),
                ConsumerConfig.SESSION_TIMEOUT_MS_CONFIG,
                        (int) kafka.sessionTimeout().toMillis(),
                ConsumerConfig.HEARTBEAT_INTERVAL_MS_CONFIG,
                        (int) kafka.heartbeatInterval().toMillis(),
                ConsumerConfig.MAX_POLL_RECORDS_CONFIG, kafka.maxPollRecords());
    }

    static Map<String, Object> producerConfigs(KafkaClients kafka) {
        return Map.of(
                ProducerConfig.REQUEST_TIMEOUT_MS_CONFIG,
                        (int) kafka.requestTimeout().toMillis(),
                ProducerConfig.DELIVERY_TIMEOUT_MS_CONFIG,
                        (int) kafka.deliveryTimeout().toMillis(),
                ProducerConfig.TRANSACTION_TIMEOUT_CONFIG,
                        (int) kafka.transactionTimeout().toMillis(),
                ProducerConfig.MAX_BLOCK_MS_CONFIG, kafka.maxBlock().toMillis());
    }
}
