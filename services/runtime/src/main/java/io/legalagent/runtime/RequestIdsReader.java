package io.legalagent.runtime;

import io.legalagent.contracts.Topics;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.common.TopicPartition;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.kafka.core.ConsumerFactory;

/**
 * Reads the last {@code window} of one partition of {@code legal.request-ids} (from the first record
 * written since then, found by timestamp, to the end), committed records only, into the latest claim
 * per request id; a record without a value (a tombstone) frees the id, and a claim older than the
 * window is left out. The topic deletes records older than the window too, so what a guard holds in
 * memory after an assignment is bounded by the ids of one window, not by every id ever used.
 * Refuses a topic with fewer partitions than the inboxes, since then the ids of some inbox partitions
 * would have nowhere to go.
 */
final class RequestIdsReader implements LedgerPartitions {
    private static final Logger log = LoggerFactory.getLogger(RequestIdsReader.class);
    private static final Duration TIMEOUT = Duration.ofMinutes(2);

    private final ConsumerFactory<String, byte[]> consumers;
    private final EnvelopeCodec codec;
    /** The inboxes whose ids the ledger holds, for messages. */
    private final String inbox;

    private final Duration window;
    private final Clock clock;

    RequestIdsReader(
            ConsumerFactory<String, byte[]> consumers,
            EnvelopeCodec codec,
            String inboxes,
            Duration window,
            Clock clock) {
        this.consumers = consumers;
        this.codec = codec;
        this.inbox = inboxes;
        this.window = window;
        this.clock = clock;
    }

    @Override
    public Instant horizon() {
        return clock.instant().minus(window);
    }

    @Override
    public Map<String, RequestClaim> read(int partition) {
        var properties = new Properties();
        properties.put(ConsumerConfig.ISOLATION_LEVEL_CONFIG, "read_committed");
        properties.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
        properties.put(ConsumerConfig.MAX_POLL_RECORDS_CONFIG, "5000");
        var topicPartition = new TopicPartition(Topics.REQUEST_IDS, partition);
        try (Consumer<String, byte[]> consumer =
                consumers.createConsumer(null, "legal-request-ids", "-" + partition, properties)) {
            checkPartitions(consumer, partition);
            long started = System.nanoTime();
            var horizon = horizon();
            consumer.assign(List.of(topicPartition));
            // Under read_committed the end is the last stable offset: nothing pending is waited for.
            long end = consumer.endOffsets(List.of(topicPartition), TIMEOUT).get(topicPartition);
            var first = consumer.offsetsForTimes(Map.of(topicPartition, horizon.toEpochMilli()), TIMEOUT)
                    .get(topicPartition);
            consumer.seek(topicPartition, first == null ? end : first.offset());
            var claims = new ConcurrentHashMap<String, RequestClaim>();
            var deadline = Instant.now().plus(TIMEOUT);
            while (consumer.position(topicPartition, TIMEOUT) < end) {
                if (Instant.now().isAfter(deadline)) {
                    throw new IllegalStateException("reading " + topicPartition + " took longer than " + TIMEOUT);
                }
                for (var record : consumer.poll(Duration.ofMillis(200))) {
                    if (record.value() == null) {
                        claims.remove(record.key());
                    } else {
                        decode(record.value(), topicPartition, record.offset())
                                .filter(claim -> !claim.claimedAt().isBefore(horizon))
                                .ifPresent(claim -> claims.put(claim.requestId(), claim));
                    }
                }
            }
            log.info(
                    "{} partition {}: {} request ids used in the last {}, read in {} ms",
                    inbox,
                    partition,
                    claims.size(),
                    window,
                    (System.nanoTime() - started) / 1_000_000);
            return claims;
        }
    }

    private void checkPartitions(Consumer<String, byte[]> consumer, int partition) {
        var partitions = consumer.partitionsFor(Topics.REQUEST_IDS, TIMEOUT);
        if (partitions == null || partitions.size() <= partition) {
            throw new IllegalStateException(Topics.REQUEST_IDS + " has " + (partitions == null ? 0 : partitions.size())
                    + " partitions but " + inbox + " read partition " + partition
                    + ": both topics need the same number of partitions");
        }
    }

    /** A record this version cannot read is left out with a warning: it claims no id. */
    private Optional<RequestClaim> decode(byte[] value, TopicPartition partition, long offset) {
        try {
            return Optional.of(codec.decode(value, RequestClaim.class));
        } catch (RuntimeException e) {
            log.warn("{} offset {} is not a request claim, skipped: {}", partition, offset, e.getMessage());
            return Optional.empty();
        }
    }
}
