package io.legalagent.runtime.testing;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Predicate;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;

/** A plain client of the test broker: publishes records and reads committed ones back. */
public final class KafkaProbe implements AutoCloseable {
    private final String brokers;
    private final KafkaProducer<String, byte[]> producer;

    public KafkaProbe(String brokers) {
        this.brokers = brokers;
        this.producer = new KafkaProducer<>(
                Map.of(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, brokers, ProducerConfig.LINGER_MS_CONFIG, 0),
                new StringSerializer(),
                new ByteArraySerializer());
    }

    public void send(String topic, String key, byte[] value) {
        send(topic, key, value, Map.of());
    }

    public void send(String topic, String key, byte[] value, Map<String, String> headers) {
        send(new ProducerRecord<>(topic, key, value), headers);
    }

    /** Publishes with the given record timestamp, as a producer whose clock says {@code at} would. */
    public void send(String topic, String key, byte[] value, Instant at) {
        send(new ProducerRecord<>(topic, null, at.toEpochMilli(), key, value), Map.of());
    }

    private void send(ProducerRecord<String, byte[]> record, Map<String, String> headers) {
        String topic = record.topic();
        headers.forEach(
                (name, text) -> record.headers().add(name, text.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        try {
            producer.send(record).get();
        } catch (Exception e) {
            throw new IllegalStateException("could not publish to " + topic, e);
        }
    }

    /**
     * Reads committed records of a topic from the beginning until {@code expected} of them match, or
     * the timeout passes; then keeps reading briefly so that unexpected extra matches are seen too.
     */
    public List<ConsumerRecord<String, byte[]>> await(
            String topic, Predicate<ConsumerRecord<String, byte[]>> match, int expected, Duration timeout) {
        var found = new ArrayList<ConsumerRecord<String, byte[]>>();
        try (var consumer = consumer()) {
            consumer.subscribe(List.of(topic));
            var deadline = Instant.now().plus(timeout);
            while (found.size() < expected && Instant.now().isBefore(deadline)) {
                collect(consumer, match, found, Duration.ofMillis(200));
            }
            collect(consumer, match, found, Duration.ofMillis(500));
        }
        return found;
    }

    private static void collect(
            KafkaConsumer<String, byte[]> consumer,
            Predicate<ConsumerRecord<String, byte[]>> match,
            List<ConsumerRecord<String, byte[]>> found,
            Duration poll) {
        consumer.poll(poll).forEach(r -> {
            if (match.test(r)) {
                found.add(r);
            }
        });
    }

    private KafkaConsumer<String, byte[]> consumer() {
        return new KafkaConsumer<>(
                Map.of(
                        ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG,
                        brokers,
                        ConsumerConfig.GROUP_ID_CONFIG,
                        "probe-" + UUID.randomUUID(),
                        ConsumerConfig.AUTO_OFFSET_RESET_CONFIG,
                        "earliest",
                        ConsumerConfig.ISOLATION_LEVEL_CONFIG,
                        "read_committed"),
                new StringDeserializer(),
                new ByteArrayDeserializer());
    }

    @Override
    public void close() {
        producer.close(Duration.ofSeconds(2));
    }
}
