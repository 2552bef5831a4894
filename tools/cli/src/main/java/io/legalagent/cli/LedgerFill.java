package io.legalagent.cli;

import io.legalagent.contracts.Topics;
import io.legalagent.contracts.access.AccessTable;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringSerializer;

/**
 * Writes request-id claims as the guard writes them (JSON, keyed by the id, partition p for the ids
 * of partition p of the inbox), logged in as the admin: {@code n} dated eight days ago, beyond the
 * default window, then {@code n} dated an hour ago.
 */
final class LedgerFill {
    private final String bootstrap;
    private final int partitions;

    LedgerFill(String bootstrap, int partitions) {
        this.bootstrap = bootstrap;
        this.partitions = partitions;
    }

    void fill(int n) throws Exception {
        var settings = Logins.with(
                AccessTable.ADMIN,
                Map.of(
                        ProducerConfig.BOOTSTRAP_SERVERS_CONFIG,
                        bootstrap,
                        ProducerConfig.LINGER_MS_CONFIG,
                        20,
                        ProducerConfig.BATCH_SIZE_CONFIG,
                        512 * 1024,
                        ProducerConfig.COMPRESSION_TYPE_CONFIG,
                        "lz4",
                        ProducerConfig.ACKS_CONFIG,
                        "all"));
        var now = Instant.now();
        try (var producer = new KafkaProducer<>(settings, new StringSerializer(), new ByteArraySerializer())) {
            write(producer, "old", n, now.minus(Duration.ofDays(8)));
            write(producer, "recent", n, now.minus(Duration.ofHours(1)));
            producer.flush();
        }
    }

    private void write(KafkaProducer<String, byte[]> producer, String kind, int n, Instant at) {
        for (int i = 0; i < n; i++) {
            String id = "bench-" + kind + "-" + i;
            int partition = i % partitions;
            String claim = "{\"requestId\":\"" + id + "\",\"runId\":\"run-" + id + "\",\"claimedAt\":\"" + at
                    + "\",\"partition\":" + partition + ",\"offset\":" + i + "}";
            producer.send(new ProducerRecord<>(
                    Topics.REQUEST_IDS,
                    partition,
                    at.toEpochMilli(),
                    id,
                    claim.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        }
    }
}
