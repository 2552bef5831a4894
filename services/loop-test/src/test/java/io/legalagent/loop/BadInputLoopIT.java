package io.legalagent.loop;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.ErrorKind;
import io.legalagent.contracts.RunStatus;
import io.legalagent.runtime.EnvelopeCodec;
import io.legalagent.runtime.NodeContainers;
import java.nio.charset.StandardCharsets;
import java.util.UUID;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.kafka.support.KafkaHeaders;
import org.springframework.test.context.TestPropertySource;

/**
 * Bad input through the running nine nodes, one record at a time: each is answered on legal.answers
 * (read_committed) with its status and reason, the unreadable ones are copied to
 * legal.questions.DLT with the reason in their headers, and afterwards the same services answer a
 * good question. A question limit of 2,000 characters keeps the oversized record small.
 */
@LoopTest
@TestPropertySource(properties = "legal.guard.max-question-chars=2000")
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class BadInputLoopIT extends ProbedBroker {
    private static final String GOOD = "What is the definition of battery?";

    @Autowired
    EnvelopeCodec codec;

    @Autowired
    NodeContainers containers;

    private Questions questions() {
        return new Questions(probe, codec);
    }

    /** One bad record: what it is, its value, and the answer's error kind and reason. */
    record Bad(String name, byte[] value, ErrorKind kind, String reason, boolean deadLetter) {
        @Override
        public String toString() {
            return name;
        }
    }

    static Stream<Arguments> catalogue() {
        var twentySeven = IntStream.range(0, 27)
                .mapToObj(i -> "\"" + (i < 26 ? String.valueOf((char) ('A' + i)) : "AA") + "\": \"choice " + i + "\"")
                .collect(Collectors.joining(", "));
        return Stream.of(
                        bad("empty", "", ErrorKind.INVALID_INPUT, "the question is empty", false),
                        bad("whitespace only", " \n\t \r\n ", ErrorKind.INVALID_INPUT, "the question is empty", false),
                        bad(
                                "over the size limit",
                                "x".repeat(2001),
                                ErrorKind.INVALID_INPUT,
                                "2001 characters long; at most 2000",
                                false),
                        new Bad(
                                "invalid UTF-8",
                                new byte[] {'W', 'h', 'a', 't', (byte) 0xC3, 0x28, '?'},
                                ErrorKind.POISON_RECORD,
                                "not valid UTF-8",
                                true),
                        bad(
                                "malformed JSON",
                                "{\"question\": \"What is assault?\", ",
                                ErrorKind.POISON_RECORD,
                                "malformed JSON",
                                true),
                        bad(
                                "JSON of the wrong shape",
                                "[\"What is battery?\"]",
                                ErrorKind.POISON_RECORD,
                                "does not match the question schema",
                                true),
                        bad(
                                "JSON with a number for the question",
                                "{\"question\": 42}",
                                ErrorKind.POISON_RECORD,
                                "does not match the question schema",
                                true),
                        bad(
                                "unknown schemaVersion",
                                "{\"question\": \"What is battery?\", \"schemaVersion\": 2}",
                                ErrorKind.POISON_RECORD,
                                "unsupported schemaVersion 2",
                                true),
                        bad(
                                "choices without a question",
                                "{\"choices\": {\"A\": \"Battery\", \"B\": \"Assault\"}}",
                                ErrorKind.INVALID_INPUT,
                                "the question is empty",
                                false),
                        bad(
                                "more than 26 choices",
                                "{\"question\": \"Which tort?\", \"choices\": {" + twentySeven + "}}",
                                ErrorKind.INVALID_INPUT,
                                "27 answer choices",
                                false),
                        new Bad("a null value", null, ErrorKind.POISON_RECORD, "has no value", true))
                .map(Arguments::of);
    }

    private static Bad bad(String name, String value, ErrorKind kind, String reason, boolean deadLetter) {
        return new Bad(name, value.getBytes(StandardCharsets.UTF_8), kind, reason, deadLetter);
    }

    @Order(1)
    @ParameterizedTest(name = "{0}")
    @MethodSource("catalogue")
    void eachBadRecordIsRejectedWithItsReason(Bad bad) {
        var requestId = "bad-" + UUID.randomUUID();
        questions().publish(requestId, bad.value());

        var answer = questions().answerTo(requestId);

        assertRejected(answer, bad.kind(), bad.reason());
        var dead = questions().deadLetters(r -> requestId.equals(r.key()));
        if (bad.deadLetter()) {
            assertThat(dead).as("dead-letter copies").hasSize(1);
            var copy = dead.get(0);
            assertThat(copy.value()).isEqualTo(bad.value());
            assertThat(header(copy, KafkaHeaders.DLT_EXCEPTION_MESSAGE)).contains(bad.reason());
            assertThat(header(copy, KafkaHeaders.DLT_ORIGINAL_TOPIC)).isEqualTo("legal.questions");
        } else {
            assertThat(dead).as("dead-letter copies").isEmpty();
        }
    }

    @Order(2)
    @Test
    void aRecordWithoutKeyIsAnsweredUnderTheRequestIdOfItsJsonElseUnderItsRunId() {
        var requestId = "no-key-" + UUID.randomUUID();
        questions().publish(null, "{\"requestId\": \"" + requestId + "\", \"question\": \"" + GOOD + "\"}");
        var marker = "Is a slap a battery? (" + UUID.randomUUID() + ")";
        questions().publish(null, marker);

        var fromJson = questions().answerTo(requestId);
        var plain = questions().answer("the keyless plain question", a -> marker.equals(a.question()));

        assertThat(fromJson.status()).isEqualTo(RunStatus.ANSWERED);
        assertThat(plain.status()).isEqualTo(RunStatus.ANSWERED);
        assertThat(plain.requestId()).isEqualTo(plain.runId());
    }

    @Order(3)
    @Test
    void aRecordWithNeitherKeyNorValueIsDeadLetteredAndAnsweredUnderItsRunId() {
        int before = keylessEmptyDeadLetters();
        questions().publish(null, (byte[]) null);

        var answers = questions()
                .answers(a -> a.reason() != null
                        && a.reason().contains("has no value")
                        && a.requestId().equals(a.runId()));

        assertThat(answers).hasSize(1);
        assertRejected(answers.get(0), ErrorKind.POISON_RECORD, "has no value");
        assertThat(keylessEmptyDeadLetters()).isEqualTo(before + 1);
    }

    @Order(4)
    @Test
    void aSecondQuestionUnderTheSameRequestIdIsRejectedNamingTheFirstRun() {
        var requestId = "twice-" + UUID.randomUUID();
        questions().publish(requestId, GOOD);
        var first = questions().answerTo(requestId);
        questions().publish(requestId, "{\"requestId\": \"" + requestId + "\", \"question\": \"What is assault?\"}");

        var answers = questions().answers(a -> requestId.equals(a.requestId()) && a.status() == RunStatus.REJECTED);

        assertThat(first.status()).isEqualTo(RunStatus.ANSWERED);
        assertThat(answers).hasSize(1);
        assertRejected(
                answers.get(0),
                ErrorKind.DUPLICATE_REQUEST,
                "request id " + requestId + " was already used by run " + first.runId());
        assertThat(answers.get(0).runId()).isNotEqualTo(first.runId());
    }

    @Order(5)
    @Test
    void theSameServicesStillAnswerAGoodQuestion() {
        assertThat(containers.isRunning()).isTrue();
        assertThat(containers.containers())
                .allSatisfy(c -> assertThat(c.isRunning()).as(c.getBeanName()).isTrue());
        var requestId = "good-" + UUID.randomUUID();
        questions().publish(requestId, GOOD);

        var answer = questions().answerTo(requestId);

        assertThat(answer.status()).isEqualTo(RunStatus.ANSWERED);
        assertThat(answer.path())
                .extracting(h -> h.node())
                .startsWith("guard", "classifier")
                .endsWith("observer");
    }

    static void assertRejected(Answer answer, ErrorKind kind, String reason) {
        assertThat(answer.status()).isEqualTo(RunStatus.REJECTED);
        assertThat(answer.errorKind()).isEqualTo(kind);
        assertThat(answer.reason()).contains(reason);
        assertThat(answer.path())
                .extracting(h -> h.node() + ":" + h.route())
                .containsExactly("guard:INVALID", "observer:FINAL");
    }

    private int keylessEmptyDeadLetters() {
        return questions()
                .deadLetters(r -> r.key() == null && r.value() == null)
                .size();
    }

    private static String header(ConsumerRecord<String, byte[]> record, String name) {
        var header = record.headers().lastHeader(name);
        return header == null ? null : new String(header.value(), StandardCharsets.UTF_8);
    }
}
