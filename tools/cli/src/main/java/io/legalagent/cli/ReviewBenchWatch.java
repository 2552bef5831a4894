package io.legalagent.cli;

import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.ProgressEvent;
import io.legalagent.contracts.Topics;
import io.legalagent.contracts.access.AccessTable;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BooleanSupplier;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.TopicPartition;

/**
 * What {@code bench review} sees of its own runs, read committed as the admin from the end of
 * {@code legal.progress}, {@code legal.answers} and {@code legal.decisions}: which runs parked, which
 * were answered without a pause (a QA-memory hit has no plan to review), when each decision record
 * was written and when the reviewer's resume hop followed it (the records' timestamps).
 */
final class ReviewBenchWatch implements AutoCloseable {
    private static final Duration POLL = Duration.ofMillis(200);

    private final KafkaConsumer<String, byte[]> consumer;
    private final Set<String> requests = new HashSet<>();
    /** Run id to request id, in the order the runs parked. */
    final Map<String, String> parked = new LinkedHashMap<>();

    final Set<String> answered = new HashSet<>();
    final Map<String, Long> decidedAt = new HashMap<>();
    final Map<String, Long> resumedAt = new HashMap<>();

    ReviewBenchWatch(String bootstrap) {
        consumer = KafkaClients.readCommittedConsumer(bootstrap, AccessTable.ADMIN);
    }

    /** Takes position at the end of the three topics, before anything is published. */
    void startAtEnd(Duration timeout) {
        var partitions = new ArrayList<TopicPartition>();
        for (String topic : List.of(Topics.PROGRESS, Topics.ANSWERS, Topics.DECISIONS)) {
            var infos = consumer.partitionsFor(topic, timeout);
            if (infos == null || infos.isEmpty()) {
                throw new IllegalStateException("topic " + topic + " does not exist (./legal up creates the topics)");
            }
            infos.forEach(info -> partitions.add(new TopicPartition(topic, info.partition())));
        }
        consumer.assign(partitions);
        consumer.seekToEnd(partitions);
        partitions.forEach(consumer::position);
    }

    void expect(String requestId) {
        requests.add(requestId);
    }

    /** Reads until {@code done} or the timeout; whether {@code done} came true. */
    boolean until(BooleanSupplier done, Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!done.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                return false;
            }
            consumer.poll(POLL).forEach(this::read);
        }
        return true;
    }

    private void read(ConsumerRecord<String, byte[]> record) {
        switch (record.topic()) {
            case Topics.PROGRESS -> progress(record);
            case Topics.ANSWERS -> {
                if (requests.contains(record.key())) {
                    answered.add(record.key());
                }
            }
            case Topics.DECISIONS -> {
                if (parked.containsKey(record.key())) {
                    decidedAt.putIfAbsent(record.key(), record.timestamp());
                }
            }
            default -> {}
        }
    }

    private void progress(ConsumerRecord<String, byte[]> record) {
        var header = record.headers().lastHeader(Topics.REQUEST_ID_HEADER);
        if (header == null || !requests.contains(new String(header.value(), StandardCharsets.UTF_8))) {
            return;
        }
        Json.decodeOrSkip(record.value(), ProgressEvent.class).ifPresent(event -> {
            if (ReviewWaits.isPark(event)) {
                parked.putIfAbsent(event.runId(), event.requestId());
            } else if (NodeName.REVIEWER.id().equals(event.node()) && parked.containsKey(event.runId())) {
                resumedAt.putIfAbsent(event.runId(), record.timestamp());
            }
        });
    }

    @Override
    public void close() {
        consumer.close();
    }
}
