package io.legalagent.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.Topics;
import io.legalagent.runtime.testing.KafkaProbe;
import java.time.Duration;
import java.util.Map;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.MemberDescription;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.kafka.test.EmbeddedKafkaBroker;

/**
 * A process with a stable instance id (legal.runtime.instance-id) that restarts after a crash: its
 * first transaction fences the one its predecessor left open mid-hop, so downstream read-committed
 * readers go on at once instead of waiting out the transaction timeout; and it is a static member of
 * its group, known to the broker by that id.
 */
class StableInstanceKafkaIT {
    private static final String INSTANCE = "classifier-0";
    private static final Duration LEFT_OPEN = Duration.ofMinutes(5);
    private static EmbeddedKafkaBroker broker;
    private static KafkaProbe probe;

    @BeforeAll
    static void start() {
        broker = ToyClassifierNode.broker(Map.of());
        probe = new KafkaProbe(broker.getBrokersAsString());
    }

    @AfterAll
    static void stop() {
        probe.close();
        broker.destroy();
    }

    private static ConfigurableApplicationContext node() {
        return ToyClassifierNode.start(broker, "legal.runtime.instance-id=" + INSTANCE);
    }

    /** What a process killed between its hop's writes and its commit leaves: a transaction open on every partition. */
    private static KafkaProducer<String, byte[]> predecessorMidHop() {
        var producer = new KafkaProducer<>(
                Map.<String, Object>of(
                        ProducerConfig.BOOTSTRAP_SERVERS_CONFIG,
                        broker.getBrokersAsString(),
                        ProducerConfig.TRANSACTIONAL_ID_CONFIG,
                        "legal-classifier-" + INSTANCE + "-0",
                        ProducerConfig.TRANSACTION_TIMEOUT_CONFIG,
                        (int) LEFT_OPEN.toMillis()),
                new StringSerializer(),
                new ByteArraySerializer());
        producer.initTransactions();
        producer.beginTransaction();
        for (int partition = 0; partition < 2; partition++) {
            producer.send(new ProducerRecord<>(Topics.PLANNER, partition, "lost-" + partition, new byte[] {1}));
        }
        producer.flush();
        return producer;
    }

    @Test
    void theRestartedProcessFencesItsPredecessorsOpenTransactionAndIsAStaticMember() throws Exception {
        try (var warmUp = node()) {
            // The topics exist and the node has run once under its instance id.
        }
        var predecessor = predecessorMidHop();
        try (var restarted = node()) {
            var runId = ToyClassifierNode.ask(restarted, probe, "What is consideration?");

            // Read committed: a transaction still open on the partition would hold this back for minutes.
            var forwarded = probe.await(Topics.PLANNER, r -> runId.equals(r.key()), 1, Duration.ofSeconds(60));
            assertThat(forwarded).hasSize(1);

            try (var admin = Admin.create(Map.of("bootstrap.servers", broker.getBrokersAsString()))) {
                var group = admin.describeConsumerGroups(java.util.List.of("legal-classifier"))
                        .all()
                        .get()
                        .get("legal-classifier");
                assertThat(group.members())
                        .extracting(MemberDescription::groupInstanceId)
                        // The container names each consumer thread's membership: the instance id, "-0".
                        .containsExactly(java.util.Optional.of(INSTANCE + "-0"));
            }
        } finally {
            predecessor.close(Duration.ZERO);
        }
    }
}
