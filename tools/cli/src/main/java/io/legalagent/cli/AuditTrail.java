package io.legalagent.cli;

import io.legalagent.contracts.AuditRecord;
import io.legalagent.contracts.Topics;
import io.legalagent.contracts.access.AccessTable;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;

/**
 * The audit trail on {@code legal.audit}, read from the beginning of every partition to its last
 * stable offset by assignment (no consumer group, so reading leaves no trace), logged in as the
 * {@code auditor} identity, the one that may read it.
 */
final class AuditTrail {
    /** A record as written, for --json, and as read. */
    record Entry(JsonNode json, AuditRecord record) {}

    private AuditTrail() {}

    /** The records {@code filter} keeps, oldest first. */
    static List<Entry> read(String bootstrap, AuditFilter filter) {
        try (var consumer = KafkaClients.readCommittedConsumer(bootstrap, AccessTable.AUDITOR)) {
            var entries = new ArrayList<Entry>();
            TopicToEnd.read(consumer, Topics.AUDIT, " (./legal up creates it)", record -> decode(record.value())
                    .filter(entry -> filter.keeps(entry.record()))
                    .ifPresent(entries::add));
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
