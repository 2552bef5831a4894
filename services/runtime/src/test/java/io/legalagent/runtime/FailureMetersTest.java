package io.legalagent.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Hop;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.Topics;
import io.legalagent.contracts.signing.AnswerKeys;
import io.legalagent.contracts.signing.AnswerSigning;
import io.legalagent.contracts.signing.SigningKey;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.opentelemetry.api.OpenTelemetry;
import java.nio.charset.StandardCharsets;
import java.security.KeyPairGenerator;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.producer.MockProducer;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.junit.jupiter.api.Test;
import org.springframework.kafka.core.KafkaTemplate;
import org.springframework.kafka.mock.MockProducerFactory;

/** The dead-letter and signing-failure counters move when the runtime's own failure paths run. */
class FailureMetersTest {
    private static final Instant NOW = Instant.parse("2026-03-14T09:21:10Z");
    private static final Clock CLOCK = Clock.fixed(NOW, ZoneOffset.UTC);

    private final SimpleMeterRegistry registry = new SimpleMeterRegistry();
    /** Every producer the template asked for (it closes each after a send), for what was sent. */
    private final List<MockProducer<String, byte[]>> producers = new CopyOnWriteArrayList<>();

    private MockProducer<String, byte[]> producer() {
        var producer = new MockProducer<>(true, null, new StringSerializer(), new ByteArraySerializer());
        producers.add(producer);
        return producer;
    }

    private List<String> sentTopics() {
        return producers.stream()
                .flatMap(p -> p.history().stream())
                .map(r -> r.topic())
                .toList();
    }

    private RunPublisher publisher(NodeName node, AnswerSigner signer) {
        var failures = new FailureMeters(registry, node).readingFrom(List.of(node.inbox()));
        return new RunPublisher(
                new KafkaTemplate<>(new MockProducerFactory<>(this::producer)),
                new EnvelopeCodec(),
                new HopTracer(OpenTelemetry.noop()),
                CLOCK,
                true,
                Duration.ofSeconds(1),
                null,
                signer,
                failures);
    }

    private double deadLetters(String topic, NodeName node) {
        return registry.get(FailureMeters.DEAD_LETTERS)
                .tag("topic", topic)
                .tag("node", node.id())
                .counter()
                .count();
    }

    private double signingFailures(NodeName node, String reason) {
        return registry.get(FailureMeters.SIGNING_FAILURES)
                .tag("node", node.id())
                .tag("reason", reason)
                .counter()
                .count();
    }

    /** A key pair whose private half is not an Ed25519 key: the signature cannot be made. */
    private static SigningKey unusableKey() throws Exception {
        var rsa = KeyPairGenerator.getInstance("RSA").generateKeyPair();
        return new SigningKey(rsa.getPrivate(), AnswerKeys.generate().publicKey());
    }

    private static AgentState after(NodeName node, String route, String topic) {
        return AgentState.start("run-1", "request-1", Question.of("What is battery?"), NOW)
                .afterHop(new Hop(node.id(), route, topic), 1, NOW);
    }

    @Test
    void anUnreadableEnvelopeIsCountedOnItsInboxsDeadLetterTopic() {
        String inbox = NodeName.CLASSIFIER.inbox();
        String deadLetterTopic = Topics.deadLetterOf(inbox);
        var reader = new RecordReader(
                new ToyClassifier(),
                new EnvelopeCodec(),
                publisher(NodeName.CLASSIFIER, AnswerSigner.UNSIGNED),
                CLOCK,
                null,
                Custodian.UNSIGNED);
        assertThat(deadLetters(deadLetterTopic, NodeName.CLASSIFIER)).isZero();

        var read = reader.read(
                new ConsumerRecord<>(inbox, 0, 7L, "run-1", "not an envelope".getBytes(StandardCharsets.UTF_8)));

        assertThat(read).isEmpty();
        assertThat(sentTopics()).contains(deadLetterTopic);
        assertThat(deadLetters(deadLetterTopic, NodeName.CLASSIFIER)).isEqualTo(1.0);
    }

    @Test
    void aReadableEnvelopeIsNotCounted() {
        String inbox = NodeName.CLASSIFIER.inbox();
        var codec = new EnvelopeCodec();
        var reader = new RecordReader(
                new ToyClassifier(),
                codec,
                publisher(NodeName.CLASSIFIER, AnswerSigner.UNSIGNED),
                CLOCK,
                null,
                Custodian.UNSIGNED);
        var state = after(NodeName.GUARD, "SAFE", inbox);

        assertThat(reader.read(new ConsumerRecord<>(inbox, 0, 7L, "run-1", codec.encode(state))))
                .isPresent();
        assertThat(deadLetters(Topics.deadLetterOf(inbox), NodeName.CLASSIFIER)).isZero();
    }

    @Test
    void aHopTheNodeCannotSignIsCounted() throws Exception {
        var failures = new FailureMeters(registry, NodeName.PLANNER);
        var custodian = new Custodian(NodeName.PLANNER, unusableKey()).countingIn(failures);
        assertThat(signingFailures(NodeName.PLANNER, "hop")).isZero();

        assertThatThrownBy(() -> custodian.vouch(after(NodeName.PLANNER, "PLANNED", NodeName.EXECUTOR.inbox())))
                .isInstanceOf(IllegalStateException.class);

        assertThat(signingFailures(NodeName.PLANNER, "hop")).isEqualTo(1.0);
    }

    @Test
    void aSignedHopIsNotCounted() {
        var failures = new FailureMeters(registry, NodeName.PLANNER);
        var custodian = new Custodian(NodeName.PLANNER, AnswerKeys.generate()).countingIn(failures);

        assertThat(custodian
                        .vouch(after(NodeName.PLANNER, "PLANNED", NodeName.EXECUTOR.inbox()))
                        .custody())
                .hasSize(1);
        assertThat(signingFailures(NodeName.PLANNER, "hop")).isZero();
    }

    @Test
    void anAnswerTheObserverCannotSignIsCountedAndNotPublished() throws Exception {
        var key = unusableKey();
        var publisher = publisher(NodeName.OBSERVER, answer -> AnswerSigning.sign(answer, key));

        assertThatThrownBy(() -> publisher.forward(after(NodeName.OBSERVER, "PUBLISH", Topics.ANSWERS)))
                .isInstanceOf(IllegalStateException.class);

        assertThat(signingFailures(NodeName.OBSERVER, "answer")).isEqualTo(1.0);
        assertThat(sentTopics()).doesNotContain(Topics.ANSWERS);
    }

    @Test
    void anUnsignedCustodianRegistersNoSigningSeries() {
        Custodian.UNSIGNED.countingIn(new FailureMeters(registry, NodeName.GUARD));

        assertThat(registry.find(FailureMeters.SIGNING_FAILURES).counters()).isEmpty();
    }
}
