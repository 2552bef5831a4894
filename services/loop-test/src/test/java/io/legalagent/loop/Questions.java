package io.legalagent.loop;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.Topics;
import io.legalagent.runtime.EnvelopeCodec;
import io.legalagent.runtime.testing.KafkaProbe;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.function.Predicate;
import org.apache.kafka.clients.consumer.ConsumerRecord;

/** Publishes raw records to legal.questions and reads back the committed answers and dead letters. */
final class Questions {
    static final Duration WAIT = Duration.ofSeconds(60);

    private final KafkaProbe probe;
    private final EnvelopeCodec codec;

    Questions(KafkaProbe probe, EnvelopeCodec codec) {
        this.probe = probe;
        this.codec = codec;
    }

    void publish(String key, byte[] value) {
        probe.send(Topics.QUESTIONS, key, value);
    }

    void publish(String key, String value) {
        publish(key, value.getBytes(StandardCharsets.UTF_8));
    }

    /** A question on another of the guard's topics: legal.gateway.questions. */
    void publishTo(String topic, String key, String value) {
        probe.send(topic, key, value.getBytes(StandardCharsets.UTF_8));
    }

    /** The one committed answer that matches; fails when there is none or more than one. */
    Answer answer(String what, Predicate<Answer> match) {
        var answers = answers(match);
        assertThat(answers).as("exactly one answer for " + what).hasSize(1);
        return answers.get(0);
    }

    List<Answer> answers(Predicate<Answer> match) {
        return answers(match, 1);
    }

    /** The committed answers that match, read until at least {@code expected} are there or the wait ends. */
    List<Answer> answers(Predicate<Answer> match, int expected) {
        return probe.await(Topics.ANSWERS, r -> match.test(decode(r.value())), expected, WAIT).stream()
                .map(r -> decode(r.value()))
                .toList();
    }

    Answer answerTo(String requestId) {
        return answer(requestId, a -> requestId.equals(a.requestId()));
    }

    /**
     * The dead-letter copies on legal.questions.DLT that match, read after the record's answer: the
     * guard writes a copy in the transaction of its hop, so by then it is committed or does not exist,
     * and a short read finds it.
     */
    List<ConsumerRecord<String, byte[]>> deadLetters(Predicate<ConsumerRecord<String, byte[]>> match) {
        return deadLetters(Topics.QUESTIONS, match);
    }

    /** The dead-letter copies of records of {@code topic} that match, read as {@link #deadLetters(Predicate)}. */
    List<ConsumerRecord<String, byte[]>> deadLetters(String topic, Predicate<ConsumerRecord<String, byte[]>> match) {
        return probe.await(Topics.deadLetterOf(topic), match, Integer.MAX_VALUE, Duration.ofSeconds(3));
    }

    private Answer decode(byte[] value) {
        return codec.decode(value, Answer.class);
    }
}
