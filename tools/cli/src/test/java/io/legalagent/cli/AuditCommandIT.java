package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.AuditRecord;
import io.legalagent.contracts.AuditRecord.AuditAction;
import io.legalagent.contracts.AuditRecord.AuditOutcome;
import io.legalagent.contracts.Topics;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.kafka.test.condition.EmbeddedKafkaCondition;
import org.springframework.kafka.test.context.EmbeddedKafka;

/** {@code audit} against a real (embedded KRaft) broker: records written as the gateway writes them, read back filtered. */
@EmbeddedKafka(partitions = 3, topics = Topics.AUDIT)
class AuditCommandIT {
    private static final Instant NOW = Instant.now().truncatedTo(ChronoUnit.SECONDS);
    private static String brokers;

    @BeforeAll
    static void trail() {
        brokers = EmbeddedKafkaCondition.getBroker().getBrokersAsString();
        write(
                record("ann", NOW.minus(3, ChronoUnit.HOURS), AuditAction.ASK, "r1", AuditOutcome.ALLOWED, 202, null),
                record(
                        "ann",
                        NOW.minus(2, ChronoUnit.MINUTES),
                        AuditAction.READ_ANSWER,
                        "r1",
                        AuditOutcome.ALLOWED,
                        200,
                        null),
                record(
                        "bob",
                        NOW.minus(1, ChronoUnit.MINUTES),
                        AuditAction.READ_ANSWER,
                        "r1",
                        AuditOutcome.REFUSED,
                        404,
                        "not the run's asker"),
                record("bob", NOW, AuditAction.ASK, "r2", AuditOutcome.REFUSED, 403, "frozenContext needs evaluator"));
    }

    @Test
    void everyRecordOldestFirstAcrossPartitions() {
        var result = Cli.run("audit", "--bootstrap-server", brokers);

        assertThat(result.exitCode()).as(result.stderr()).isZero();
        var lines = result.out().lines().toList();
        assertThat(lines).hasSize(4);
        assertThat(lines.get(0)).isEqualTo(NOW.minus(3, ChronoUnit.HOURS) + "  ann@local  ASK  r1  ALLOWED  202");
        assertThat(lines.get(2))
                .isEqualTo(NOW.minus(1, ChronoUnit.MINUTES) + "  bob@local  READ_ANSWER  r1  REFUSED  404"
                        + "  not the run's asker");
        assertThat(lines.get(3)).contains("bob@local  ASK  r2  REFUSED  403  frozenContext needs evaluator");
    }

    @Test
    void oneUsersRecordsSinceAnHourAgo() {
        var result = Cli.run("audit", "--bootstrap-server", brokers, "--user", "ann", "--since", "1h");

        assertThat(result.exitCode()).as(result.stderr()).isZero();
        assertThat(result.out().lines().toList())
                .singleElement()
                .asString()
                .contains("ann@local  READ_ANSWER  r1  ALLOWED  200");
    }

    @Test
    void theRefusalsSinceAnInstantAsJsonLines() throws Exception {
        var result = Cli.run(
                "audit",
                "--bootstrap-server",
                brokers,
                "--since",
                NOW.minus(90, ChronoUnit.SECONDS).toString(),
                "--json");

        assertThat(result.exitCode()).as(result.stderr()).isZero();
        List<AuditRecord> read = result.out()
                .lines()
                .map(line -> Json.MAPPER.readValue(line, AuditRecord.class))
                .toList();
        assertThat(read).extracting(AuditRecord::user).containsExactly("bob", "bob");
        assertThat(read).extracting(AuditRecord::status).containsExactly(404, 403);
        assertThat(read.get(0).traceId()).isEqualTo("trace-of-r1");
        assertThat(result.out()).contains("\"action\":\"READ_ANSWER\"").contains("\"outcome\":\"REFUSED\"");
    }

    @Test
    void anotherUserHasNoRecords() {
        var result = Cli.run("audit", "--bootstrap-server", brokers, "--user", "carol");

        assertThat(result.exitCode()).as(result.stderr()).isZero();
        assertThat(result.out()).isEmpty();
    }

    private static AuditRecord record(
            String user,
            Instant at,
            AuditAction action,
            String requestId,
            AuditOutcome outcome,
            int status,
            String reason) {
        return new AuditRecord(
                1, at, user, "local", action, requestId, null, null, "trace-of-" + requestId, outcome, status, reason);
    }

    /** As the gateway writes them: keyed by the user, JSON values. */
    private static void write(AuditRecord... records) {
        try (var producer = new KafkaProducer<>(
                Map.<String, Object>of(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, brokers),
                new StringSerializer(),
                new ByteArraySerializer())) {
            for (var record : records) {
                producer.send(new ProducerRecord<>(Topics.AUDIT, record.user(), Json.MAPPER.writeValueAsBytes(record)));
            }
            producer.send(new ProducerRecord<>(Topics.AUDIT, "x", "not an audit record".getBytes()));
            producer.flush();
        }
    }
}
