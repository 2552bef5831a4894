package io.legalagent.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.Topics;
import io.legalagent.runtime.testing.KafkaProbe;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.UUID;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.KafkaException;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.kafka.test.EmbeddedKafkaBroker;
import org.springframework.kafka.test.EmbeddedKafkaKraftBroker;

/**
 * A hop's transaction opens at its first write, after the node's work: a hop that works far longer
 * than the transaction timeout still commits once, which is what lets the timeout be as short as a
 * hop's writes. The broker here aborts timed-out transactions within half a second, and does abort
 * one that stays open across the same work.
 */
class LongHopKafkaTest {
    private static final Duration TRANSACTION_TIMEOUT = Duration.ofSeconds(1);
    private static EmbeddedKafkaBroker broker;
    private static KafkaProbe probe;

    @BeforeAll
    static void start() {
        broker = new EmbeddedKafkaKraftBroker(1, 2)
                .brokerProperties(Map.of(
                        "transaction.state.log.replication.factor", "1",
                        "transaction.state.log.min.isr", "1",
                        "transaction.abort.timed.out.transaction.cleanup.interval.ms", "500"));
        broker.afterPropertiesSet();
        probe = new KafkaProbe(broker.getBrokersAsString());
    }

    @AfterAll
    static void stop() {
        probe.close();
        broker.destroy();
    }

    @Test
    void aHopLongerThanTheTransactionTimeoutCommitsOnce() {
        try (var node = new SpringApplicationBuilder(RuntimeTestApp.class)
                .web(WebApplicationType.NONE)
                .properties(
                        "spring.application.name=classifier",
                        "spring.kafka.bootstrap-servers=" + broker.getBrokersAsString(),
                        "legal.runtime.partitions=2",
                        "legal.runtime.kafka.transaction-timeout=" + TRANSACTION_TIMEOUT.toMillis() + "ms")
                .run()) {
            var codec = node.getBean(EnvelopeCodec.class);
            var classifier = node.getBean(ToyClassifier.class);
            var runId = UUID.randomUUID().toString();
            probe.send(
                    Topics.CLASSIFIER,
                    runId,
                    codec.encode(AgentState.start(runId, runId, Question.of("slow-hop"), Instant.now())));

            var forwarded = probe.await(Topics.PLANNER, r -> runId.equals(r.key()), 1, Duration.ofSeconds(60));

            assertThat(forwarded).hasSize(1);
            assertThat(classifier.attempts.get(runId).get())
                    .as("no abort sent the hop round again")
                    .isEqualTo(1);
        }
    }

    @Test
    void theBrokerAbortsATransactionKeptOpenAcrossTheSameWork() throws InterruptedException {
        try (var producer = new KafkaProducer<>(
                Map.<String, Object>of(
                        ProducerConfig.BOOTSTRAP_SERVERS_CONFIG,
                        broker.getBrokersAsString(),
                        ProducerConfig.TRANSACTIONAL_ID_CONFIG,
                        "open-across-work",
                        ProducerConfig.TRANSACTION_TIMEOUT_CONFIG,
                        (int) TRANSACTION_TIMEOUT.toMillis()),
                new StringSerializer(),
                new ByteArraySerializer())) {
            producer.initTransactions();
            producer.beginTransaction();
            producer.send(new ProducerRecord<>(Topics.PLANNER, "written-before-the-work", new byte[] {1}));
            producer.flush();
            Thread.sleep(ToyClassifier.SLOW_HOP.toMillis());

            assertThatThrownBy(producer::commitTransaction).isInstanceOf(KafkaException.class);
        }
    }
}
