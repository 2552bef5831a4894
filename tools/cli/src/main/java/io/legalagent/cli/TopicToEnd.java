package io.legalagent.cli;

import java.time.Duration;
import java.util.function.Consumer;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.TopicPartition;

/**
 * Reads a whole topic by assignment (no consumer group, so reading leaves no trace): every partition
 * from its beginning to the end it has when the reading starts (the last stable offset, for a
 * read_committed consumer).
 */
final class TopicToEnd {
    private static final Duration POLL = Duration.ofMillis(500);
    private static final Duration PATIENCE = Duration.ofSeconds(60);

    private TopicToEnd() {}

    static void read(
            KafkaConsumer<String, byte[]> consumer,
            String topic,
            String missing,
            Consumer<ConsumerRecord<String, byte[]>> each) {
        var infos = consumer.partitionsFor(topic, PATIENCE);
        if (infos == null || infos.isEmpty()) {
            throw new IllegalStateException("topic " + topic + " does not exist" + missing);
        }
        var partitions = infos.stream()
                .map(i -> new TopicPartition(i.topic(), i.partition()))
                .toList();
        consumer.assign(partitions);
        consumer.seekToBeginning(partitions);
        var end = consumer.endOffsets(partitions, PATIENCE);
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        while (partitions.stream().anyMatch(p -> consumer.position(p, PATIENCE) < end.get(p))) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException(
                        "could not read " + topic + " to its end in " + PATIENCE.toSeconds() + " s");
            }
            consumer.poll(POLL).forEach(each);
        }
    }
}
