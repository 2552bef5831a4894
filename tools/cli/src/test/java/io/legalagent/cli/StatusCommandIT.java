package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.Topics;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.kafka.test.condition.EmbeddedKafkaCondition;
import org.springframework.kafka.test.context.EmbeddedKafka;

/** {@code status} and {@code topics} against a real (embedded KRaft) broker. */
@EmbeddedKafka(
        brokerProperties = {
            "transaction.state.log.replication.factor=1",
            "transaction.state.log.min.isr=1",
            "auto.create.topics.enable=false"
        })
class StatusCommandIT {
    private static String brokers;

    @BeforeAll
    static void topics() {
        brokers = EmbeddedKafkaCondition.getBroker().getBrokersAsString();
        // Twice: the second run finds everything in place and says nothing.
        var first = Cli.run("topics", "--bootstrap-server", brokers, "--partitions", "1");
        assertThat(first.exitCode()).as(first.stderr()).isZero();
        assertThat(first.out()).contains("created " + Topics.all().size() + " topics");
        var second = Cli.run("topics", "--bootstrap-server", brokers, "--partitions", "1");
        assertThat(second.exitCode()).isZero();
        assertThat(second.out()).isEmpty();
    }

    @Test
    void reportsTheRecordsWaitingForEachGroupNotTheCommitMarkers() throws Exception {
        // The classifier's inbox: 5 records in 5 transactions, its group has consumed 2 of them.
        produceInTransactions(Topics.CLASSIFIER, 5);
        commit("legal-classifier", Topics.CLASSIFIER, 2 * 2);
        // The planner's inbox: 3 records, all consumed; a commit marker follows each record.
        produceInTransactions(Topics.PLANNER, 3);
        commit("legal-planner", Topics.PLANNER, 3 * 2 - 1);

        var result = Cli.run("status", "--bootstrap-server", brokers);

        assertThat(result.exitCode()).as(result.stderr()).isZero();
        var lines = result.out().lines().toList();
        assertThat(lines.get(0)).contains("group").contains("lag");
        assertThat(line(lines, "legal-classifier")).contains(Topics.CLASSIFIER).endsWith(" 3");
        assertThat(line(lines, "legal-planner")).endsWith(" 0");
        // No group yet and nothing waiting.
        assertThat(line(lines, "legal-guard")).contains("NONE").endsWith(" 0");
        // Every node's group, then the reviewer's on the decisions.
        assertThat(lines).hasSize(1 + io.legalagent.contracts.NodeName.values().length + 1);
        assertThat(line(lines, "legal-reviewer")).contains(Topics.REVIEWER);
    }

    @Test
    void theDecisionsWaitingForTheReviewerAreItsLagToo() throws Exception {
        produceInTransactions(Topics.DECISIONS, 2);

        var lines =
                Cli.run("status", "--bootstrap-server", brokers).out().lines().toList();

        assertThat(line(lines, "legal-reviewer-decisions"))
                .contains(Topics.DECISIONS)
                .endsWith(" 2");
    }

    @Test
    void aGroupThatNeverCommittedOwesEveryRecord() throws Exception {
        produceInTransactions(Topics.REPLANNER, 4);

        var lines =
                Cli.run("status", "--bootstrap-server", brokers).out().lines().toList();

        assertThat(line(lines, "legal-replanner")).endsWith(" 4");
    }

    private static String line(List<String> lines, String group) {
        return lines.stream().filter(l -> l.startsWith(group + " ")).findFirst().orElseThrow();
    }

    private static void produceInTransactions(String topic, int count) {
        try (var producer = new KafkaProducer<>(
                Map.of(
                        ProducerConfig.BOOTSTRAP_SERVERS_CONFIG,
                        brokers,
                        ProducerConfig.TRANSACTIONAL_ID_CONFIG,
                        "status-test-" + UUID.randomUUID()),
                new StringSerializer(),
                new ByteArraySerializer())) {
            producer.initTransactions();
            for (int i = 0; i < count; i++) {
                producer.beginTransaction();
                producer.send(new ProducerRecord<>(topic, "k" + i, new byte[] {1}));
                producer.commitTransaction();
            }
        }
    }

    /** Commits an offset for a group, as a node's transaction does (record offset + 1). */
    private static void commit(String group, String topic, long offset) {
        try (var consumer = new KafkaConsumer<>(
                Map.of(
                        ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, brokers,
                        ConsumerConfig.GROUP_ID_CONFIG, group),
                new StringDeserializer(),
                new ByteArrayDeserializer())) {
            consumer.commitSync(
                    Map.of(new TopicPartition(topic, 0), new OffsetAndMetadata(offset)), Duration.ofSeconds(10));
        }
    }
}
