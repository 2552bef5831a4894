package io.legalagent.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.legalagent.contracts.Topics;
import io.legalagent.runtime.testing.KafkaProbe;
import java.time.Duration;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.KafkaException;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.kafka.test.EmbeddedKafkaBroker;

/**
 * A hop's transaction opens at its first write, after the node's work: a hop that works far longer
 * than the transaction timeout still commits once, which is what lets the timeout be as short as a
 * hop's writes. A hop whose transaction the broker did abort (its writes stalled past the timeout, as
 * while the broker is away) is done again, not failed. The broker here aborts timed-out transactions
 * within half a second, and does abort one that stays open across the same work.
 */
class LongHopKafkaIT {
    private static final Duration TRANSACTION_TIMEOUT = Duration.ofSeconds(1);
    private static EmbeddedKafkaBroker broker;
    private static KafkaProbe probe;

    @BeforeAll
    static void start() {
        broker = ToyClassifierNode.broker(Map.of("transaction.abort.timed.out.transaction.cleanup.interval.ms", "500"));
        probe = new KafkaProbe(broker.getBrokersAsString());
    }

    @AfterAll
    static void stop() {
        probe.close();
        broker.destroy();
    }

    @Test
    void aHopLongerThanTheTransactionTimeoutCommitsOnce() {
        try (var node = nodeWithShortTimeout()) {
            var runId = ToyClassifierNode.ask(node, probe, "slow-hop");

            assertThat(attemptsUntilForwardedOnce(node, runId))
                    .as("no abort sent the hop round again")
                    .isEqualTo(1);
        }
    }

    @Test
    void aHopWhoseTransactionTheBrokerAbortedIsDoneAgainNotFailed() {
        try (var node = nodeWithShortTimeout()) {
            var runId = UUID.randomUUID().toString();
            // Its first hop writes, then stalls past the timeout, as a commit does while the broker is away.
            RuntimeTestApp.STALL_AFTER_SEND.put(runId, new AtomicInteger());
            ToyClassifierNode.ask(node, probe, runId, "What is consideration?");

            assertThat(attemptsUntilForwardedOnce(node, runId))
                    .as("the aborted hop was done again")
                    .isEqualTo(2);
        }
    }

    private static ConfigurableApplicationContext nodeWithShortTimeout() {
        return ToyClassifierNode.start(
                broker, "legal.runtime.kafka.transaction-timeout=" + TRANSACTION_TIMEOUT.toMillis() + "ms");
    }

    /** Checks that the run reached the planner exactly once; how many times the classifier did its hop. */
    private static int attemptsUntilForwardedOnce(ConfigurableApplicationContext node, String runId) {
        var forwarded = probe.await(Topics.PLANNER, r -> runId.equals(r.key()), 1, Duration.ofSeconds(60));
        assertThat(forwarded).hasSize(1);
        return node.getBean(ToyClassifier.class).attempts.get(runId).get();
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
