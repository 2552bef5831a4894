package io.legalagent.runtime;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.header.internals.RecordHeaders;
import org.apache.kafka.common.utils.Utils;
import org.springframework.kafka.core.ConsumerFactory;

/**
 * A process's view of a compacted topic of parked runs: the latest committed record per run id,
 * read from the start of every partition by a consumer of its own (no group, read_committed), and
 * caught up to a partition's end before each look-up. Decisions are rare, so a round trip to the
 * broker per decision is cheap, and after it the view holds every committed write, including the
 * resumptions this process or another committed before the decision. Holds the records' bytes, not
 * decoded states; knows which partitions of the decision topic this process owns, for sweeps.
 */
public final class ParkedRuns implements AutoCloseable {
    private static final Duration TIMEOUT = Duration.ofMinutes(2);
    private static final Set<String> TRACE_HEADERS = Set.of("traceparent", "tracestate");

    private final ConsumerFactory<String, byte[]> consumers;
    private final String topic;
    private final String decisions;
    private final Map<String, ParkedRun> runs = new ConcurrentHashMap<>();
    private final Set<Integer> ownedDecisionPartitions = ConcurrentHashMap.newKeySet();
    private final AtomicLong bytes = new AtomicLong();
    private Consumer<String, byte[]> consumer;
    private List<TopicPartition> partitions;
    private int decisionPartitions;

    public ParkedRuns(ConsumerFactory<String, byte[]> consumers, String topic, String decisions) {
        this.consumers = consumers;
        this.topic = topic;
        this.decisions = decisions;
    }

    public String topic() {
        return topic;
    }

    /** The latest record of the run, after catching up with its partition. */
    public synchronized Optional<ParkedRun> latest(String runId) {
        open();
        catchUp(List.of(partitions.get(partitionOf(runId, partitions.size()))));
        return Optional.ofNullable(runs.get(runId));
    }

    /**
     * Every run's latest record whose decisions go to a partition of the decision topic this process
     * owns, after catching up with the whole topic.
     */
    public synchronized List<ParkedRun> owned() {
        open();
        catchUp(partitions);
        var owned = new ArrayList<ParkedRun>();
        for (var run : runs.values()) {
            if (ownedDecisionPartitions.contains(partitionOf(run.runId(), decisionPartitions))) {
                owned.add(run);
            }
        }
        return owned;
    }

    /** How many runs the view holds (pending or not). */
    public int size() {
        return runs.size();
    }

    /** Roughly how many bytes of records the view holds. */
    public long bytes() {
        return bytes.get();
    }

    void own(Collection<TopicPartition> assigned) {
        assigned.stream()
                .filter(p -> p.topic().equals(decisions))
                .forEach(p -> ownedDecisionPartitions.add(p.partition()));
    }

    void disown(Collection<TopicPartition> revoked) {
        revoked.stream()
                .filter(p -> p.topic().equals(decisions))
                .forEach(p -> ownedDecisionPartitions.remove(p.partition()));
    }

    private void open() {
        if (consumer != null) {
            return;
        }
        var properties = new Properties();
        properties.put(ConsumerConfig.ISOLATION_LEVEL_CONFIG, "read_committed");
        properties.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
        properties.put(ConsumerConfig.MAX_POLL_RECORDS_CONFIG, "1000");
        var opened = consumers.createConsumer(null, "legal-parked", "-view", properties);
        try {
            partitions = opened.partitionsFor(topic, TIMEOUT).stream()
                    .map(p -> new TopicPartition(topic, p.partition()))
                    .sorted(java.util.Comparator.comparingInt(TopicPartition::partition))
                    .toList();
            decisionPartitions = opened.partitionsFor(decisions, TIMEOUT).size();
            opened.assign(partitions);
            opened.seekToBeginning(partitions);
        } catch (RuntimeException e) {
            opened.close();
            throw e;
        }
        consumer = opened;
    }

    /** Reads until each partition's position reaches its end as it was when asked (the last stable offset). */
    private void catchUp(List<TopicPartition> wanted) {
        Map<TopicPartition, Long> ends = new HashMap<>(consumer.endOffsets(wanted, TIMEOUT));
        var deadline = Instant.now().plus(TIMEOUT);
        while (ends.entrySet().stream().anyMatch(e -> consumer.position(e.getKey(), TIMEOUT) < e.getValue())) {
            if (Instant.now().isAfter(deadline)) {
                throw new IllegalStateException("catching up with " + topic + " took longer than " + TIMEOUT);
            }
            consumer.poll(Duration.ofMillis(100)).forEach(this::apply);
        }
    }

    private void apply(ConsumerRecord<String, byte[]> record) {
        if (record.key() == null) {
            return;
        }
        ParkedRun before;
        if (record.value() == null) {
            before = runs.remove(record.key());
        } else {
            var trace = new RecordHeaders();
            record.headers().forEach(h -> {
                if (TRACE_HEADERS.contains(h.key())) {
                    trace.add(h);
                }
            });
            var run = new ParkedRun(record.key(), record.value(), trace);
            before = runs.put(record.key(), run);
            bytes.addAndGet(run.bytes());
        }
        if (before != null) {
            bytes.addAndGet(-before.bytes());
        }
    }

    /** The partition a record keyed {@code key} goes to under Kafka's default partitioner. */
    static int partitionOf(String key, int partitions) {
        return Utils.toPositive(Utils.murmur2(key.getBytes(StandardCharsets.UTF_8))) % partitions;
    }

    @Override
    public synchronized void close() {
        if (consumer != null) {
            consumer.close();
            consumer = null;
        }
    }
}
