package io.legalagent.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.ErrorKind;
import io.legalagent.contracts.ProgressEvent;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.Topics;
import io.legalagent.runtime.testing.KafkaProbe;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.OffsetSpec;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.common.TopicPartition;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.core.env.Environment;
import org.springframework.kafka.test.context.EmbeddedKafka;

/**
 * The runtime with {@code legal.runtime.exactly-once=false}: no Kafka transactions; a hop's writes
 * are acknowledged before its offset is committed (at-least-once), on a real embedded broker.
 */
@SpringBootTest(
        classes = RuntimeTestApp.class,
        properties = {
            "spring.kafka.bootstrap-servers=${spring.embedded.kafka.brokers}",
            "legal.runtime.exactly-once=false",
            "legal.runtime.partitions=2",
            "legal.runtime.retry.attempts=3",
            "legal.runtime.retry.initial-interval=20ms",
            "server.port=0"
        })
@EmbeddedKafka(
        partitions = 2,
        brokerProperties = {"transaction.state.log.replication.factor=1", "transaction.state.log.min.isr=1"})
class AtLeastOnceKafkaIT {
    private static final Duration WAIT = Duration.ofSeconds(30);
    private static final String GROUP = "legal-classifier";
    private static KafkaProbe probe;
    private static Admin admin;

    @Autowired
    EnvelopeCodec codec;

    @Autowired
    ToyClassifier toy;

    @Autowired
    NodeContainers containers;

    @BeforeAll
    static void connect(@Autowired Environment env) {
        String brokers = env.getProperty("spring.embedded.kafka.brokers");
        probe = new KafkaProbe(brokers);
        admin = Admin.create(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, brokers));
    }

    @AfterAll
    static void disconnect() {
        probe.close();
        admin.close();
    }

    @Test
    void runsWithoutTransactions() {
        var properties = containers.containers().get(0).getContainerProperties();
        assertThat(properties.getKafkaAwareTransactionManager()).isNull();
        assertThat(properties.getTransactionManager()).isNull();
    }

    @Test
    void forwardsTheNewStateWithAProgressEventAndCommitsTheOffset() {
        var runId = publish(UUID.randomUUID().toString(), "What is battery?");

        var next = states(Topics.PLANNER, runId, 1);
        assertThat(next).hasSize(1);
        assertThat(next.get(0).telemetry().hops()).isEqualTo(1);
        assertThat(next.get(0).telemetry().trail())
                .extracting(h -> h.node() + ":" + h.route() + ":" + h.topic())
                .containsExactly("classifier:CLASSIFIED:agent.planner");
        var progress = probe.await(Topics.PROGRESS, r -> runId.equals(r.key()), 1, WAIT);
        assertThat(progress).hasSize(1);
        assertThat(codec.decode(progress.get(0).value(), ProgressEvent.class).route())
                .isEqualTo("CLASSIFIED");
        assertEverythingConsumedIsCommitted();
    }

    @Test
    void aCrashAfterTheWritesRepeatsTheHopAndItsWrites() {
        var runId = UUID.randomUUID().toString();
        var crashes = new AtomicInteger();
        RuntimeTestApp.CRASH_AFTER_SEND.put(runId, crashes);
        publish(runId, "What is negligence?");

        // At-least-once: the first attempt's records were acknowledged before the crash, so the
        // redelivered hop writes them again. Nothing is lost; the duplicates are the price.
        assertThat(states(Topics.PLANNER, runId, 2)).hasSize(2);
        assertThat(probe.await(Topics.PROGRESS, r -> runId.equals(r.key()), 2, WAIT))
                .hasSize(2);
        assertThat(crashes.get()).isEqualTo(2);
        assertEverythingConsumedIsCommitted();
    }

    @Test
    void retriesATransientFailureThenGoesOn() {
        var runId = publish(UUID.randomUUID().toString(), "flaky-twice");

        assertThat(states(Topics.PLANNER, runId, 1)).hasSize(1);
        assertThat(toy.attempts.get(runId).get()).isEqualTo(3);
        assertEverythingConsumedIsCommitted();
    }

    @Test
    void aPermanentFailureEndsTheRunAtTheObserverAndCommitsTheRecord() {
        var runId = publish(UUID.randomUUID().toString(), "always-broken");

        var failed = states(Topics.OBSERVER, runId, 1);
        assertThat(failed).hasSize(1);
        assertThat(failed.get(0).status()).isEqualTo(RunStatus.FAILED);
        assertThat(failed.get(0).outcome().error().kind()).isEqualTo(ErrorKind.NODE_FAILURE);
        assertThat(toy.attempts.get(runId).get()).isEqualTo(1);
        assertEverythingConsumedIsCommitted();
    }

    /** The node's group has committed every record of its inbox: nothing would be read again. */
    private static void assertEverythingConsumedIsCommitted() {
        long deadline = System.nanoTime() + WAIT.toNanos();
        Map<TopicPartition, Long> ends = Map.of();
        Map<TopicPartition, Long> committed = Map.of();
        while (System.nanoTime() < deadline) {
            ends = endOffsets();
            committed = committedOffsets();
            if (!ends.isEmpty() && committed.equals(ends)) {
                return;
            }
            sleep();
        }
        assertThat(committed).as("committed offsets of " + GROUP).isEqualTo(ends);
    }

    private static Map<TopicPartition, Long> endOffsets() {
        try {
            var partitions = admin.describeTopics(List.of(Topics.CLASSIFIER))
                    .allTopicNames()
                    .get()
                    .get(Topics.CLASSIFIER)
                    .partitions();
            var request = partitions.stream()
                    .collect(Collectors.toMap(
                            p -> new TopicPartition(Topics.CLASSIFIER, p.partition()), p -> OffsetSpec.latest()));
            return admin.listOffsets(request).all().get().entrySet().stream()
                    .filter(e -> e.getValue().offset() > 0)
                    .collect(Collectors.toMap(
                            Map.Entry::getKey, e -> e.getValue().offset()));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static Map<TopicPartition, Long> committedOffsets() {
        try {
            return admin.listConsumerGroupOffsets(GROUP).partitionsToOffsetAndMetadata().get().entrySet().stream()
                    .filter(e -> e.getValue() != null && e.getValue().offset() > 0)
                    .collect(Collectors.toMap(Map.Entry::getKey, e -> offset(e.getValue())));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static long offset(OffsetAndMetadata metadata) {
        return metadata.offset();
    }

    private static void sleep() {
        try {
            Thread.sleep(100);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private String publish(String runId, String question) {
        var state = AgentState.start(runId, runId, Question.of(question), Instant.now());
        probe.send(Topics.CLASSIFIER, runId, codec.encode(state));
        return runId;
    }

    private List<AgentState> states(String topic, String runId, int expected) {
        return probe.await(topic, r -> runId.equals(r.key()), expected, WAIT).stream()
                .map(r -> codec.decode(r.value(), AgentState.class))
                .toList();
    }
}
