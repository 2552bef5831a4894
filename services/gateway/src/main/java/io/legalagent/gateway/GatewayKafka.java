package io.legalagent.gateway;

import java.util.HashMap;
import java.util.Map;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.springframework.boot.kafka.autoconfigure.KafkaProperties;

/**
 * The gateway's own Kafka clients, built from the same {@code spring.kafka.*} settings as the nodes'
 * (bootstrap servers, SASL login), so one set of variables configures both. Not Spring's shared
 * template: a question is one plain idempotent send, never part of a transaction.
 */
final class GatewayKafka {
    private GatewayKafka() {}

    static KafkaProducer<String, byte[]> producer(KafkaProperties kafka, GatewaySettings settings) {
        var config = new HashMap<>(kafka.buildProducerProperties());
        config.remove(ProducerConfig.TRANSACTIONAL_ID_CONFIG);
        config.put(ProducerConfig.ACKS_CONFIG, "all");
        config.put(ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, true);
        config.put(ProducerConfig.LINGER_MS_CONFIG, 0);
        // An unreachable broker is reported to the caller (503) within the publish timeout, not after
        // the client's minute-long defaults.
        int timeout = (int) settings.publishTimeout().toMillis();
        config.put(ProducerConfig.MAX_BLOCK_MS_CONFIG, (long) timeout);
        config.put(ProducerConfig.REQUEST_TIMEOUT_MS_CONFIG, timeout);
        config.put(ProducerConfig.DELIVERY_TIMEOUT_MS_CONFIG, timeout);
        return new KafkaProducer<>(config, new StringSerializer(), new ByteArraySerializer());
    }

    /** A reader of whole topics by assignment: no consumer group, every replica reads everything. */
    static KafkaConsumer<String, byte[]> reader(KafkaProperties kafka) {
        Map<String, Object> config = new HashMap<>(kafka.buildConsumerProperties());
        config.remove(ConsumerConfig.GROUP_ID_CONFIG);
        config.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, false);
        config.put(ConsumerConfig.ISOLATION_LEVEL_CONFIG, "read_committed");
        config.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        return new KafkaConsumer<>(config, new StringDeserializer(), new ByteArrayDeserializer());
    }
}
