package io.legalagent.ingest;

import io.legalagent.contracts.DocumentProgress;
import io.legalagent.contracts.DocumentProgress.Stage;
import io.legalagent.contracts.Topics;
import io.legalagent.runtime.AtLeastOnceProducer;
import io.legalagent.runtime.DeadLetter;
import io.legalagent.runtime.EnvelopeCodec;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.DisposableBean;
import org.springframework.kafka.core.KafkaTemplate;

/**
 * Writes a request's progress to legal.document-progress, keyed by its request id. The steps on the
 * way (RECEIVED, READ, EMBEDDING) go out at once through a plain producer, so a requester sees them
 * while the file is worked on; the last event, and a refused record's dead-letter copy, go through
 * the transactional producer in the transaction that commits the record's offset, so a request
 * ends exactly once. A crash mid-file repeats the steps on the way, never the end.
 */
final class ProgressPublisher implements DisposableBean {
    private static final Logger log = LoggerFactory.getLogger(ProgressPublisher.class);
    private static final Duration LIVE_WAIT = Duration.ofSeconds(10);

    private final AtLeastOnceProducer liveProducer;
    private final KafkaTemplate<String, byte[]> live;
    private final KafkaTemplate<String, byte[]> transactional;
    private final EnvelopeCodec codec;
    private final Clock clock;
    private final Counter deadLetters;

    /** @param meters where the dead letters are counted ({@code legal.dead.letters}, registered at 0) */
    ProgressPublisher(
            AtLeastOnceProducer live,
            KafkaTemplate<String, byte[]> transactional,
            EnvelopeCodec codec,
            Clock clock,
            MeterRegistry meters) {
        this.liveProducer = live;
        this.live = live.template();
        this.codec = codec;
        this.transactional = transactional;
        this.clock = clock;
        // The nodes' counter, with the ingest as its node: one alert covers every dead-letter topic.
        this.deadLetters = Counter.builder("legal.dead.letters")
                .description("Records copied to a dead-letter topic")
                .tag("topic", Topics.deadLetterOf(Topics.DOCUMENTS))
                .tag("node", "ingest")
                .register(meters);
    }

    /** A step on the way; a failure to tell it is logged, not fatal: the file's work goes on. */
    void step(RequestView request, Stage stage, int done, int total) {
        var event = request.event(stage, done, total, null, clock.instant());
        try {
            live.send(record(event)).get(LIVE_WAIT.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Exception e) {
            log.warn("progress {} of request {} not written: {}", stage, request.requestId(), e.getMessage());
        }
    }

    /** The end of a request, in the record's transaction. */
    void end(RequestView request, IntakeOutcome outcome) {
        var ended = request.with(outcome);
        transactional.send(record(ended.event(
                outcome.stage(), outcome.passages(), outcome.passages(), outcome.reason(), clock.instant())));
    }

    /** A record that cannot be carried out: FAILED with the reason, and the record to the dead-letter topic. */
    void refuse(RequestView request, String reason, ConsumerRecord<String, byte[]> record) {
        end(request, IntakeOutcome.failed(reason));
        transactional.send(DeadLetter.of(record, reason));
        deadLetters.increment();
    }

    private ProducerRecord<String, byte[]> record(DocumentProgress event) {
        return new ProducerRecord<>(Topics.DOCUMENT_PROGRESS, event.requestId(), codec.encode(event));
    }

    @Override
    public void destroy() {
        liveProducer.destroy();
    }
}
