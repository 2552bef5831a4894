package io.legalagent.runtime;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Answer;
import io.legalagent.contracts.Hop;
import io.legalagent.contracts.PlanStep;
import io.legalagent.contracts.ProgressEvent;
import io.legalagent.contracts.SchemaVersion;
import io.legalagent.contracts.Topics;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.jspecify.annotations.Nullable;
import org.springframework.kafka.KafkaException;
import org.springframework.kafka.core.KafkaOperations;

/**
 * Everything a hop writes: the state on its next topic (or the answer on {@code legal.answers}), one
 * progress event, and dead-letter copies. Exactly-once: called inside the listener's Kafka
 * transaction, so a hop's writes and its consumed offset commit together or not at all.
 * At-least-once ({@code awaitWrites}): each call returns only once the broker has acknowledged its
 * records, so the container commits the offset after the writes, never before.
 */
final class RunPublisher {
    private final KafkaOperations<String, byte[]> kafka;
    private final EnvelopeCodec codec;
    private final HopTracer tracer;
    private final Clock clock;
    private final boolean awaitWrites;
    private final Duration writeTimeout;
    private final @Nullable String tracingUi;
    private final AnswerSigner signer;
    private final FailureMeters failures;

    /**
     * @param tracingUi the tracing UI whose trace page each answer links to; null for none
     * @param signer signs each answer, last, over its final seal
     * @param failures counts this node's dead letters and the answers it could not sign
     */
    RunPublisher(
            KafkaOperations<String, byte[]> kafka,
            EnvelopeCodec codec,
            HopTracer tracer,
            Clock clock,
            boolean awaitWrites,
            Duration writeTimeout,
            @Nullable String tracingUi,
            AnswerSigner signer,
            FailureMeters failures) {
        this.kafka = kafka;
        this.codec = codec;
        this.tracer = tracer;
        this.clock = clock;
        this.awaitWrites = awaitWrites;
        // A send completes or fails within the delivery timeout; a little more covers the callback.
        this.writeTimeout = writeTimeout.plusSeconds(5);
        this.tracingUi = tracingUi;
        this.signer = signer;
        this.failures = failures;
    }

    /**
     * Sends the state after its hop to the hop's topic and reports the hop on the progress topic. The
     * loop's topics are keyed by run id, so a run stays on one partition; the answer is keyed by the
     * request id instead, the one id the caller knows, so a reader finds it by key. Progress events
     * stay keyed by run id (in order with the run) and carry the request id in a header.
     */
    void forward(AgentState state) {
        var hop = state.telemetry().trail().get(state.telemetry().trail().size() - 1);
        String traceId = HopTracer.currentTraceId();
        boolean answer = Topics.ANSWERS.equals(hop.topic());
        Object payload =
                answer ? signed(Answer.from(state, traceId, clock.instant()).withTraceLink(tracingUi)) : state;
        var next = send(
                new ProducerRecord<>(hop.topic(), answer ? state.requestId() : state.runId(), codec.encode(payload)));
        var event = new ProducerRecord<>(Topics.PROGRESS, state.runId(), codec.encode(progressOf(state, hop, traceId)));
        header(event, Topics.REQUEST_ID_HEADER, state.requestId());
        var progress = send(event);
        awaitWrites(next, progress);
    }

    private Answer signed(Answer answer) {
        try {
            return signer.sign(answer);
        } catch (RuntimeException e) {
            failures.signingFailed(FailureMeters.Signing.ANSWER);
            throw e;
        }
    }

    private CompletableFuture<?> send(ProducerRecord<String, byte[]> record) {
        tracer.inject(record.headers());
        return kafka.send(record);
    }

    /** Both records are in flight together: one round trip, not two. */
    private void awaitWrites(CompletableFuture<?>... writes) {
        if (!awaitWrites) {
            return;
        }
        try {
            CompletableFuture.allOf(writes).get(writeTimeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new KafkaException("interrupted while writing a hop", e);
        } catch (ExecutionException | TimeoutException e) {
            throw new KafkaException("a hop's write was not acknowledged", e.getCause() == null ? e : e.getCause());
        }
    }

    /** Writes a notice a hop owes, with the hop's trace context. */
    void notice(Notice notice) {
        awaitWrites(send(new ProducerRecord<>(notice.topic(), notice.key(), codec.encode(notice.message()))));
    }

    /** Writes a state as it is, keyed by run id: the record a resumed run leaves where it was parked. */
    void put(String topic, AgentState state) {
        awaitWrites(send(new ProducerRecord<>(topic, state.runId(), codec.encode(state))));
    }

    /** Copies an unreadable record to the inbox's dead-letter topic with the reason in its headers. */
    void deadLetter(ConsumerRecord<String, byte[]> record, String reason) {
        var copy = DeadLetter.of(record, reason);
        var write = send(copy);
        failures.deadLettered(copy.topic());
        awaitWrites(write);
    }

    /**
     * Records a request id's first use on the partition of {@code legal.request-ids} that matches the
     * question's partition, keyed by the id (the topic is compacted: one record per id remains).
     */
    void claim(RequestClaim claim) {
        awaitWrites(send(
                new ProducerRecord<>(Topics.REQUEST_IDS, claim.partition(), claim.requestId(), codec.encode(claim))));
    }

    private static void header(ProducerRecord<String, byte[]> record, String name, String value) {
        record.headers().add(name, value.getBytes(StandardCharsets.UTF_8));
    }

    private ProgressEvent progressOf(AgentState state, Hop hop, String traceId) {
        var step = state.research().latestStep();
        return new ProgressEvent(
                SchemaVersion.CURRENT,
                state.runId(),
                state.requestId(),
                hop.node(),
                hop.route(),
                hop.topic(),
                step.map(PlanStep::id).orElse(null),
                step.filter(s -> s.execution() != null)
                        .map(PlanStep::confidence)
                        .orElse(null),
                state.telemetry().hops(),
                state.status(),
                traceId,
                clock.instant(),
                state.owner());
    }
}
