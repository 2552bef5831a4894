package io.legalagent.cli;

import io.legalagent.contracts.AuditRecord;
import io.legalagent.contracts.Topics;
import io.legalagent.contracts.access.AccessTable;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.apache.kafka.common.TopicPartition;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;

/**
 * The audit trail on {@code legal.audit}, read from the beginning of every partition to its last
 * stable offset by assignment (no consumer group, so reading leaves no trace), logged in as the
 * {@code auditor} identity, the one that may read it.
 */
final class AuditTrail {
    private static final Duration POLL = Duration.ofMillis(500);
    private static final Duration PATIENCE = Duration.ofSeconds(60);

    /** A record as written, for --json, and as read. */
    record Entry(JsonNode json, AuditRecord record) {}

    private AuditTrail() {}

    /** The records {@code filter} keeps, oldest first. */
    static List<Entry> read(String bootstrap, AuditFilter filter) {
        try (var consumer = KafkaClients.readCommittedConsumer(bootstrap, AccessTable.AUDITOR)) {
            var infos = consumer.partitionsFor(Topics.AUDIT, PATIENCE);
            if (infos == null || infos.isEmpty()) {
                throw new IllegalStateException("topic " + Topics.AUDIT + " does not exist (./legal up creates it)");
            }
            var partitions = infos.stream()
                    .map(i -> new TopicPartition(i.topic(), i.partition()))
                    .toList();
            consumer.assign(partitions);
            consumer.seekToBeginning(partitions);
            var end = consumer.endOffsets(partitions, PATIENCE);
            var entries = new ArrayList<Entry>();
            long deadline = System.nanoTime() + PATIENCE.toNanos();
            while (partitions.stream().anyMatch(p -> consumer.position(p, PATIENCE) < end.get(p))) {
                if (System.nanoTime() > deadline) {
                    throw new IllegalStateException(
                            "could not read " + Topics.AUDIT + " to its end in " + PATIENCE.toSeconds() + " s");
                }
                for (var record : consumer.poll(POLL)) {
                    decode(record.value())
                            .filter(entry -> filter.keeps(entry.record()))
                            .ifPresent(entries::add);
                }
            }
            // Keyed by user, so each user's records are in order; across users, by time.
            entries.sort(Comparator.comparing(entry -> entry.record().at()));
            return entries;
        }
    }

    /** A record of this shape; empty for anything else on the topic. */
    static java.util.Optional<Entry> decode(byte[] value) {
        if (value == null) {
            return java.util.Optional.empty();
        }
        try {
            var json = Json.MAPPER.readTree(value);
            var record = Json.MAPPER.treeToValue(json, AuditRecord.class);
            return record == null ? java.util.Optional.empty() : java.util.Optional.of(new Entry(json, record));
        } catch (JacksonException | IllegalArgumentException | NullPointerException e) {
            return java.util.Optional.empty();
        }
    }
}
