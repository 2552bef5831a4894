package io.legalagent.loop;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.ErrorKind;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.Topics;
import io.legalagent.runtime.EnvelopeCodec;
import io.legalagent.runtime.NodeContainers;
import io.legalagent.runtime.RequestClaim;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.test.context.TestPropertySource;

/**
 * A used request id stays used when the guard that saw it is gone: a second guard process takes over
 * legal.questions and reads the ids back from legal.request-ids, and so does the first guard when it
 * starts again. Shares the context of {@link BadInputLoopIT}.
 */
@LoopTest
@TestPropertySource(properties = "legal.guard.max-question-chars=2000")
class RequestIdRestartLoopIT extends ProbedBroker {
    private static final String GOOD = "What is the definition of battery?";

    @Autowired
    EnvelopeCodec codec;

    @Autowired
    NodeContainers containers;

    @Test
    void aUsedRequestIdIsRefusedByAnotherGuardProcessAndByTheGuardRestarted() {
        var questions = new Questions(probe, codec);
        var requestId = "kept-" + UUID.randomUUID();
        questions.publish(requestId, GOOD);
        var first = questions.answerTo(requestId);
        assertThat(first.status()).isEqualTo(RunStatus.ANSWERED);

        var guard = containers.containers().stream()
                .filter(c -> c.getBeanName().equals("node-guard"))
                .findFirst()
                .orElseThrow();
        guard.stop();
        try (var second = secondGuard()) {
            assertThat(guard.isRunning()).isFalse();
            questions.publish(requestId, "What is assault?");
            var fresh = "fresh-" + UUID.randomUUID();
            questions.publish(fresh, GOOD);

            var refused = questions.answer(
                    "the second use", a -> requestId.equals(a.requestId()) && a.status() == RunStatus.REJECTED);
            BadInputLoopIT.assertRejected(
                    refused, ErrorKind.DUPLICATE_REQUEST, "was already used by run " + first.runId());
            assertThat(questions.answerTo(fresh).status()).isEqualTo(RunStatus.ANSWERED);
        } finally {
            guard.start();
        }

        questions.publish(requestId, "What is negligence?");
        var refusals = questions.answers(a -> requestId.equals(a.requestId()) && a.status() == RunStatus.REJECTED, 2);
        assertThat(refusals).hasSize(2).allSatisfy(a -> assertThat(a.reason())
                .contains("request id " + requestId + " was already used by run " + first.runId()));
    }

    /**
     * Request ids are remembered for a window (a week by default): a guard reads back only the claims
     * of that window, so an id used before it may name a new question, and one used within it may not.
     */
    @Test
    void aRequestIdIsRememberedForTheWindowOnly() throws Exception {
        var old = "old-" + UUID.randomUUID();
        var recent = "recent-" + UUID.randomUUID();
        var now = Instant.now();
        try (var producer = new KafkaProducer<>(
                Map.<String, Object>of("bootstrap.servers", kafka.getBrokersAsString()),
                new StringSerializer(),
                new ByteArraySerializer())) {
            for (int partition = 0; partition < 2; partition++) {
                claim(producer, partition, old, now.minus(Duration.ofDays(8)));
                claim(producer, partition, recent, now.minus(Duration.ofDays(1)));
            }
        }
        var guard = containers.containers().stream()
                .filter(c -> c.getBeanName().equals("node-guard"))
                .findFirst()
                .orElseThrow();
        // Stopped for good before it starts again: a guard still running keeps the ids it read before.
        var stopped = new CountDownLatch(1);
        guard.stop(stopped::countDown);
        assertThat(stopped.await(60, TimeUnit.SECONDS)).isTrue();
        guard.start(); // reads the ledger back on its assignment

        var questions = new Questions(probe, codec);
        questions.publish(old, GOOD);
        questions.publish(recent, GOOD);

        assertThat(questions.answerTo(old).status()).isEqualTo(RunStatus.ANSWERED);
        BadInputLoopIT.assertRejected(
                questions.answer("the recent id", a -> recent.equals(a.requestId())),
                ErrorKind.DUPLICATE_REQUEST,
                "was already used by run run-of-" + recent);
    }

    private void claim(KafkaProducer<String, byte[]> producer, int partition, String requestId, Instant at)
            throws Exception {
        // Made by a question record long gone: an offset none of this test's questions can have, since
        // the guard takes a claim at the very offset in hand for its own, rolled-back, earlier attempt.
        var claim = new RequestClaim(requestId, "run-of-" + requestId, at, partition, Long.MAX_VALUE);
        producer.send(new ProducerRecord<>(
                        Topics.REQUEST_IDS, partition, at.toEpochMilli(), requestId, codec.encode(claim)))
                .get();
    }

    /** The guard alone in a context of its own on the same broker, in the same consumer group. */
    private static ConfigurableApplicationContext secondGuard() {
        return new SpringApplicationBuilder(GuardOnlyApp.class)
                .web(WebApplicationType.NONE)
                .properties(
                        "spring.application.name=guard",
                        "spring.kafka.bootstrap-servers=" + kafka.getBrokersAsString(),
                        "legal.runtime.partitions=2",
                        "legal.model.provider=offline",
                        "legal.guard.max-question-chars=2000")
                // It vouches for its hops with the guard's key, as the first guard does.
                .properties(new java.util.HashMap<String, Object>(LoopCustodyKeys.settings()))
                .run();
    }
}
