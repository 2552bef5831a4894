package io.legalagent.cli;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.TopicPartition;

/**
 * Counts the records really waiting between a group's committed offset and the end of a partition.
 * Every topic here is written in transactions, and each transaction ends with a commit marker that
 * takes an offset but is no record: the raw difference would show an idle group lagging by one per
 * partition. So small gaps are read (committed records only) and counted; big ones, where a marker
 * or two do not matter, and gaps that cannot be read in time keep the raw difference.
 */
final class LagCounter {
    static final long READ_LIMIT = 1_000;

    private final KafkaConsumer<String, byte[]> consumer;
    private final Duration budget;

    LagCounter(KafkaConsumer<String, byte[]> consumer, Duration budget) {
        this.consumer = consumer;
        this.budget = budget;
    }

    /** What {@link #count} found: records waiting per partition, and the partitions counted exactly. */
    record Counts(Map<TopicPartition, Long> waiting, Set<TopicPartition> exact) {}

    Counts count(Map<TopicPartition, Long> from, Map<TopicPartition, Long> end) {
        var waiting = new HashMap<TopicPartition, Long>();
        var exact = new HashSet<TopicPartition>();
        var toRead = new ArrayList<TopicPartition>();
        from.forEach((tp, offset) -> {
            long gap = Math.max(0, end.get(tp) - offset);
            waiting.put(tp, gap);
            if (gap == 0) {
                exact.add(tp);
            } else if (gap <= READ_LIMIT) {
                toRead.add(tp);
            }
        });
        if (toRead.isEmpty()) {
            return new Counts(waiting, exact);
        }
        consumer.assign(toRead);
        toRead.forEach(tp -> consumer.seek(tp, from.get(tp)));
        var counted = new HashMap<TopicPartition, Long>();
        long deadline = System.nanoTime() + budget.toNanos();
        while (!toRead.isEmpty() && System.nanoTime() < deadline) {
            consumer.poll(Duration.ofMillis(100)).forEach(r -> {
                var tp = new TopicPartition(r.topic(), r.partition());
                if (r.offset() < end.get(tp)) {
                    counted.merge(tp, 1L, Long::sum);
                }
            });
            // The position moves past commit markers too: at the end offset the partition is done.
            var done = toRead.stream()
                    .filter(tp -> consumer.position(tp) >= end.get(tp))
                    .toList();
            done.forEach(tp -> {
                waiting.put(tp, counted.getOrDefault(tp, 0L));
                exact.add(tp);
            });
            toRead.removeAll(done);
            consumer.pause(done);
        }
        return new Counts(waiting, exact);
    }
}
