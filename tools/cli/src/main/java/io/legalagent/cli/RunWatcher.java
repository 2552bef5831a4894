package io.legalagent.cli;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.ProgressEvent;
import io.legalagent.contracts.Topics;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.utils.Utils;

/**
 * Follows one run on {@code legal.progress} and {@code legal.answers}. The answer is keyed by the
 * request id, and each progress event names it in its {@code legal.request-id} header, so records of
 * other runs are passed over without being parsed. Reads committed records only, as the nodes do, so
 * nothing from a rolled-back hop ever shows.
 */
final class RunWatcher implements AutoCloseable {
    private static final Duration POLL = Duration.ofMillis(200);
    /** After the answer: one short read for progress events written in the same transaction. */
    private static final Duration DRAIN = Duration.ofMillis(150);

    private final KafkaConsumer<String, byte[]> consumer;
    private final String requestId;
    private String runId;

    RunWatcher(KafkaConsumer<String, byte[]> consumer, String requestId) {
        this.consumer = consumer;
        this.requestId = requestId;
    }

    /**
     * Takes position at the current end of both topics. Called before the question is published,
     * and resolved at once rather than at the first poll, so no event of this run can slip past.
     */
    void startAtEnd(Duration timeout) {
        var partitions = new ArrayList<TopicPartition>();
        for (String topic : List.of(Topics.PROGRESS, Topics.ANSWERS)) {
            var infos = consumer.partitionsFor(topic, timeout);
            if (infos == null || infos.isEmpty()) {
                throw new IllegalStateException("topic " + topic + " does not exist (./legal up creates the topics)");
            }
            if (topic.equals(Topics.ANSWERS)) {
                // The answer is keyed by the request id: it can only be on that key's partition.
                partitions.add(new TopicPartition(topic, partitionOf(requestId, infos.size())));
            } else {
                infos.forEach(info -> partitions.add(new TopicPartition(info.topic(), info.partition())));
            }
        }
        consumer.assign(partitions);
        consumer.seekToEnd(partitions);
        partitions.forEach(consumer::position);
    }

    /** The partition the producers' default partitioner gives a key: murmur2 of its bytes. */
    static int partitionOf(String key, int partitions) {
        return Utils.toPositive(Utils.murmur2(key.getBytes(StandardCharsets.UTF_8))) % partitions;
    }

    /** Reports each progress event of the run as it arrives and returns its answer, if it comes in time. */
    Optional<Published> await(Duration timeout, Consumer<ProgressEvent> onProgress) {
        return await(timeout, onProgress, () -> false);
    }

    /**
     * The same, giving up early once {@code stop} says so after a read (a run parked for a reviewer
     * the caller will not wait for).
     */
    Optional<Published> await(Duration timeout, Consumer<ProgressEvent> onProgress, BooleanSupplier stop) {
        long deadline = System.nanoTime() + timeout.toNanos();
        Published answer = null;
        while (answer == null) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return Optional.empty();
            }
            answer = read(Duration.ofNanos(Math.min(left, POLL.toNanos())), onProgress);
            if (answer == null && stop.getAsBoolean()) {
                return Optional.empty();
            }
        }
        read(DRAIN, onProgress);
        return Optional.of(answer);
    }

    /** The run id, once a progress event or the answer has named it. */
    Optional<String> runId() {
        return Optional.ofNullable(runId);
    }

    private Published read(Duration poll, Consumer<ProgressEvent> onProgress) {
        Published answer = null;
        // The whole batch is read even after the answer, so progress never prints after it.
        for (ConsumerRecord<String, byte[]> record : consumer.poll(poll)) {
            if (record.topic().equals(Topics.PROGRESS)) {
                if (ours(record)) {
                    Json.decodeOrSkip(record.value(), ProgressEvent.class).ifPresent(event -> {
                        runId = event.runId();
                        onProgress.accept(event);
                    });
                }
            } else if (answer == null && requestId.equals(record.key())) {
                var found = Json.decodeOrSkip(record.value(), Answer.class);
                if (found.isPresent()) {
                    runId = found.get().runId();
                    answer = new Published(found.get(), record.value());
                }
            }
        }
        return answer;
    }

    private boolean ours(ConsumerRecord<String, byte[]> event) {
        var header = event.headers().lastHeader(Topics.REQUEST_ID_HEADER);
        return header != null && requestId.equals(new String(header.value(), StandardCharsets.UTF_8));
    }

    @Override
    public void close() {
        consumer.close();
    }
}
