package io.legalagent.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.ErrorKind;
import io.legalagent.contracts.ProgressEvent;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.SchemaVersion;
import io.legalagent.contracts.Topics;
import io.legalagent.runtime.testing.KafkaProbe;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.kafka.support.KafkaHeaders;
import org.springframework.kafka.test.context.EmbeddedKafka;

/** The runtime on a real (embedded KRaft) broker, driven through a toy classifier node. */
@SpringBootTest(
        classes = RuntimeTestApp.class,
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {
            "spring.kafka.bootstrap-servers=${spring.embedded.kafka.brokers}",
            "legal.runtime.partitions=2",
            "legal.runtime.max-hops=5",
            "legal.runtime.retry.attempts=3",
            "legal.runtime.retry.initial-interval=20ms",
            "legal.runtime.kafka.fix-tx-offsets=true",
            "management.defaults.metrics.export.enabled=true",
            "management.prometheus.metrics.export.enabled=true"
        })
@EmbeddedKafka(
        partitions = 2,
        brokerProperties = {"transaction.state.log.replication.factor=1", "transaction.state.log.min.isr=1"})
class NodeRuntimeKafkaIT {
    private static final Duration WAIT = Duration.ofSeconds(30);
    private static KafkaProbe probe;

    @Autowired
    EnvelopeCodec codec;

    @Autowired
    ToyClassifier toy;

    @BeforeAll
    static void connect(@Autowired org.springframework.core.env.Environment env) {
        probe = new KafkaProbe(env.getProperty("spring.embedded.kafka.brokers"));
    }

    @AfterAll
    static void disconnect() {
        probe.close();
    }

    @Autowired
    NodeContainers containers;

    @Autowired
    org.springframework.kafka.core.ConsumerFactory<?, ?> consumers;

    @Autowired
    org.springframework.kafka.core.ProducerFactory<?, ?> producers;

    @Autowired
    org.springframework.kafka.core.KafkaAdmin kafkaAdmin;

    @Test
    void everyTopicOfTheCatalogueIsDeclaredWithItsRetentionAndCleanupPolicy() throws Exception {
        try (var admin = org.apache.kafka.clients.admin.AdminClient.create(kafkaAdmin.getConfigurationProperties())) {
            for (var topic : io.legalagent.contracts.Topic.values()) {
                var resource = new org.apache.kafka.common.config.ConfigResource(
                        org.apache.kafka.common.config.ConfigResource.Type.TOPIC, topic.topicName());
                var config = admin.describeConfigs(java.util.List.of(resource))
                        .all()
                        .get()
                        .get(resource);
                assertThat(config.get("cleanup.policy").value())
                        .as("%s cleanup.policy", topic)
                        .isEqualTo(topic.cleanupPolicy().configValue());
                assertThat(config.get("retention.ms").value())
                        .as("%s retention.ms", topic)
                        .isEqualTo(Long.toString(topic.retention().toMillis()));
            }
        }
    }

    @Test
    void clientsHaveExplicitTimeoutsAndTheNodeAPollIntervalDerivedFromItsSlowestHop() {
        assertThat(consumers.getConfigurationProperties())
                .containsEntry("request.timeout.ms", 30_000)
                .containsEntry("default.api.timeout.ms", 60_000)
                .containsEntry("session.timeout.ms", 10_000)
                .containsEntry("heartbeat.interval.ms", 3_000)
                .containsEntry("max.poll.records", 1);
        assertThat(producers.getConfigurationProperties())
                .containsEntry("request.timeout.ms", 30_000)
                .containsEntry("delivery.timeout.ms", 120_000)
                .containsEntry("transaction.timeout.ms", 10_000)
                .containsEntry("max.block.ms", 60_000L);
        var container = containers.containers().get(0).getContainerProperties();
        // The toy makes no model call: the 2 min allowance x 1 record + the 15 s longest backoff.
        assertThat(container.getKafkaConsumerProperties().getProperty("max.poll.interval.ms"))
                .isEqualTo("135000");
        assertThat(container.isStopImmediate()).isTrue();
    }

    @Test
    void forwardsTheNewStateToTheRouteTopicWithAProgressEvent() {
        var runId = UUID.randomUUID().toString();
        var requestId = "request-of-" + runId;
        var asked = AgentState.start(runId, requestId, Question.of("What is battery?"), Instant.now());
        probe.send(Topics.CLASSIFIER, runId, codec.encode(asked));

        var next = states(Topics.PLANNER, runId, 1);
        assertThat(next).hasSize(1);
        assertThat(next.get(0).intake().queryType()).isNotNull();
        assertThat(next.get(0).telemetry().hops()).isEqualTo(1);
        assertThat(next.get(0).telemetry().trail())
                .extracting(h -> h.node() + ":" + h.route() + ":" + h.topic())
                .containsExactly("classifier:CLASSIFIED:agent.planner");
        var progress = probe.await(Topics.PROGRESS, r -> runId.equals(r.key()), 1, WAIT);
        assertThat(progress).hasSize(1);
        var event = codec.decode(progress.get(0).value(), ProgressEvent.class);
        assertThat(event.node()).isEqualTo("classifier");
        assertThat(event.route()).isEqualTo("CLASSIFIED");
        assertThat(event.requestId()).isEqualTo(requestId);
        assertThat(header(progress.get(0), Topics.REQUEST_ID_HEADER))
                .as("the request id, readable without parsing the event")
                .isEqualTo(requestId);
    }

    @org.springframework.boot.test.web.server.LocalServerPort
    int port;

    @Test
    void hopsAreCountedOnThePrometheusEndpoint() throws Exception {
        var runId = publish("What is an easement?", 0);
        assertThat(states(Topics.PLANNER, runId, 1)).hasSize(1);

        var http = java.net.http.HttpClient.newHttpClient();
        var response = http.send(
                java.net.http.HttpRequest.newBuilder(
                                java.net.URI.create("http://127.0.0.1:" + port + "/actuator/prometheus"))
                        .build(),
                java.net.http.HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        assertThat(response.body()).contains("legal_node_visits_total").contains("route=\"CLASSIFIED\"");
        var health = http.send(
                java.net.http.HttpRequest.newBuilder(
                                java.net.URI.create("http://127.0.0.1:" + port + "/actuator/health/readiness"))
                        .build(),
                java.net.http.HttpResponse.BodyHandlers.ofString());
        assertThat(health.body()).contains("UP");
    }

    @Test
    void aHopJoinsTheTraceOfItsRecordAndPassesItOn() {
        var runId = UUID.randomUUID().toString();
        var traceId = "4bf92f3577b34da6a3ce929d0e0e4736";
        probe.send(
                Topics.CLASSIFIER,
                runId,
                codec.encode(state(runId, "What is consideration?", 0)),
                java.util.Map.of("traceparent", "00-" + traceId + "-00f067aa0ba902b7-01"));

        var next = probe.await(Topics.PLANNER, r -> runId.equals(r.key()), 1, WAIT);
        assertThat(next).hasSize(1);
        assertThat(header(next.get(0), "traceparent"))
                .startsWith("00-" + traceId + "-")
                .doesNotContain("00f067aa0ba902b7");
        var progress = probe.await(Topics.PROGRESS, r -> runId.equals(r.key()), 1, WAIT);
        assertThat(codec.decode(progress.get(0).value(), ProgressEvent.class).traceId())
                .isEqualTo(traceId);
    }

    @Test
    void aCrashAfterTheWritesAbortsTheHopAndTheRedeliveryWritesItOnce() {
        var runId = UUID.randomUUID().toString();
        var crashes = new AtomicInteger();
        RuntimeTestApp.CRASH_AFTER_SEND.put(runId, crashes);
        publish(runId, "What is negligence?", 0);

        assertThat(states(Topics.PLANNER, runId, 1)).hasSize(1);
        assertThat(probe.await(Topics.PROGRESS, r -> runId.equals(r.key()), 1, WAIT))
                .hasSize(1);
        assertThat(crashes.get()).as("hop attempted twice").isEqualTo(2);
        assertThat(toy.attempts.get(runId).get()).isEqualTo(2);
    }

    @Test
    void retriesATransientFailureWithBackoffThenGoesOn() {
        var runId = publish("flaky-twice", 0);

        assertThat(states(Topics.PLANNER, runId, 1)).hasSize(1);
        assertThat(toy.attempts.get(runId).get()).isEqualTo(3);
    }

    @Test
    void aPermanentFailureEndsTheRunAtTheObserverWithoutRetrying() {
        var runId = publish("always-broken", 0);

        var failed = states(Topics.OBSERVER, runId, 1);
        assertThat(failed).hasSize(1);
        assertThat(failed.get(0).status()).isEqualTo(RunStatus.FAILED);
        assertThat(failed.get(0).outcome().error().kind()).isEqualTo(ErrorKind.NODE_FAILURE);
        assertThat(failed.get(0).outcome().error().reason()).contains("cannot classify this");
        assertThat(failed.get(0).telemetry().trail()).extracting(h -> h.route()).containsExactly("NODE_FAILED");
        assertThat(toy.attempts.get(runId).get()).isEqualTo(1);
        assertThat(states(Topics.PLANNER, runId, 0)).isEmpty();
    }

    @Test
    void aTransientFailureThatOutlastsTheRetriesFailsTheRun() {
        var runId = publish("never-recovers", 0);

        var failed = states(Topics.OBSERVER, runId, 1);
        assertThat(failed).hasSize(1);
        assertThat(failed.get(0).outcome().error().reason()).contains("model unreachable");
        assertThat(toy.attempts.get(runId).get()).isEqualTo(3);
    }

    @Test
    void aRunOverTheHopLimitIsStoppedAndFailed() {
        var runId = publish("What is a tort?", 5);

        var failed = states(Topics.OBSERVER, runId, 1);
        assertThat(failed).hasSize(1);
        assertThat(failed.get(0).outcome().error().kind()).isEqualTo(ErrorKind.HOP_LIMIT);
        assertThat(failed.get(0).outcome().error().reason()).contains("5 hops");
        assertThat(toy.attempts).doesNotContainKey(runId);
    }

    @Test
    void anUnreadableEnvelopeGoesToTheDeadLetterTopicAndItsRunFails() {
        var runId = UUID.randomUUID().toString();
        probe.send(Topics.CLASSIFIER, runId, "{not json".getBytes(StandardCharsets.UTF_8));

        var dead = probe.await(Topics.deadLetterOf(Topics.CLASSIFIER), r -> runId.equals(r.key()), 1, WAIT);
        assertThat(dead).hasSize(1);
        assertThat(header(dead.get(0), KafkaHeaders.DLT_EXCEPTION_MESSAGE)).contains("not an AgentState");
        assertThat(header(dead.get(0), KafkaHeaders.DLT_ORIGINAL_TOPIC)).isEqualTo(Topics.CLASSIFIER);
        assertThat(new String(dead.get(0).value(), StandardCharsets.UTF_8)).isEqualTo("{not json");
        var failed = states(Topics.OBSERVER, runId, 1);
        assertThat(failed).hasSize(1);
        assertThat(failed.get(0).outcome().error().kind()).isEqualTo(ErrorKind.POISON_RECORD);
    }

    @Test
    void anEnvelopeOfAnotherSchemaVersionIsDeadLettered() {
        var runId = UUID.randomUUID().toString();
        var json = new String(codec.encode(state(runId, "What is a contract?", 0)), StandardCharsets.UTF_8)
                .replace("\"schemaVersion\":" + SchemaVersion.ENVELOPE, "\"schemaVersion\":9");
        probe.send(Topics.CLASSIFIER, runId, json.getBytes(StandardCharsets.UTF_8));

        var dead = probe.await(Topics.deadLetterOf(Topics.CLASSIFIER), r -> runId.equals(r.key()), 1, WAIT);
        assertThat(header(dead.get(0), KafkaHeaders.DLT_EXCEPTION_MESSAGE)).contains("schemaVersion 9");
        assertThat(states(Topics.OBSERVER, runId, 1)).hasSize(1);
    }

    /**
     * A transaction leaves a commit marker after its records, which no consumer ever reads: a group
     * that committed past the last record would still lag by one forever (and KEDA would keep an
     * idle node scaled up), unless the container commits past the marker too.
     */
    @Test
    void anIdleGroupHasNoLagAfterTransactionalRecords() throws Exception {
        var runId = UUID.randomUUID().toString();
        var settings = new java.util.HashMap<String, Object>(kafkaAdmin.getConfigurationProperties());
        settings.put("transactional.id", "test-" + runId);
        try (var producer = new org.apache.kafka.clients.producer.KafkaProducer<>(
                settings,
                new org.apache.kafka.common.serialization.StringSerializer(),
                new org.apache.kafka.common.serialization.ByteArraySerializer())) {
            producer.initTransactions();
            producer.beginTransaction();
            producer.send(new org.apache.kafka.clients.producer.ProducerRecord<>(
                    Topics.CLASSIFIER, runId, codec.encode(state(runId, "What is assault?", 0))));
            producer.commitTransaction();
        }
        assertThat(states(Topics.PLANNER, runId, 1)).hasSize(1);

        try (var admin = org.apache.kafka.clients.admin.AdminClient.create(kafkaAdmin.getConfigurationProperties())) {
            long deadline = System.nanoTime() + WAIT.toNanos();
            long lag;
            do {
                lag = lag(admin, "legal-classifier");
                if (lag > 0) {
                    Thread.sleep(200);
                }
            } while (lag > 0 && System.nanoTime() < deadline);
            assertThat(lag)
                    .as("records and markers behind the committed offsets")
                    .isZero();
        }
    }

    private static long lag(org.apache.kafka.clients.admin.Admin admin, String group) throws Exception {
        var committed = admin.listConsumerGroupOffsets(group)
                .partitionsToOffsetAndMetadata()
                .get();
        var latest = new java.util.HashMap<
                org.apache.kafka.common.TopicPartition, org.apache.kafka.clients.admin.OffsetSpec>();
        committed.keySet().forEach(tp -> latest.put(tp, org.apache.kafka.clients.admin.OffsetSpec.latest()));
        var ends = admin.listOffsets(latest).all().get();
        long lag = 0;
        for (var entry : committed.entrySet()) {
            lag += ends.get(entry.getKey()).offset() - entry.getValue().offset();
        }
        return lag;
    }

    private String publish(String question, int hops) {
        return publish(UUID.randomUUID().toString(), question, hops);
    }

    private String publish(String runId, String question, int hops) {
        probe.send(Topics.CLASSIFIER, runId, codec.encode(state(runId, question, hops)));
        return runId;
    }

    private static AgentState state(String runId, String question, int hops) {
        var state = AgentState.start(runId, runId, Question.of(question), Instant.now());
        for (int i = 0; i < hops; i++) {
            state = state.afterHop(new io.legalagent.contracts.Hop("test", "X", "t"), 0, Instant.now());
        }
        return state;
    }

    private java.util.List<AgentState> states(String topic, String runId, int expected) {
        var wait = expected == 0 ? Duration.ofSeconds(1) : WAIT;
        return probe.await(topic, r -> runId.equals(r.key()), expected, wait).stream()
                .map(r -> codec.decode(r.value(), AgentState.class))
                .toList();
    }

    private static String header(ConsumerRecord<String, byte[]> record, String name) {
        return new String(record.headers().lastHeader(name).value(), StandardCharsets.UTF_8);
    }
}
