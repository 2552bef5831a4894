package io.legalagent.runtime;

import io.legalagent.ports.TransientFailure;
import java.util.function.BiConsumer;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.common.errors.InvalidProducerEpochException;
import org.apache.kafka.common.errors.RetriableException;
import org.springframework.kafka.core.KafkaTemplate;
import org.springframework.kafka.listener.DefaultAfterRollbackProcessor;
import org.springframework.kafka.listener.DefaultErrorHandler;
import org.springframework.kafka.listener.FailedRecordProcessor;
import org.springframework.kafka.support.ExponentialBackOffWithMaxRetries;

/**
 * How a failed hop is retried, and recovered as a FAILED run once retries run out: the same policy
 * for exactly-once (after a rollback) and at-least-once (in the error handler). Public for services
 * that consume a topic of their own outside the loop (the ingest), so they retry as the nodes do.
 */
public final class HopRetries {
    private final RuntimeSettings.Retry retry;

    public HopRetries(RuntimeSettings.Retry retry) {
        this.retry = retry;
    }

    /**
     * Exactly-once: transient failures are retried with the backoff; then, or at once for any other
     * failure, {@code recoverer} runs in a transaction of its own that also commits the record's offset.
     */
    public DefaultAfterRollbackProcessor<String, byte[]> afterRollback(
            BiConsumer<ConsumerRecord<?, ?>, Exception> recoverer, KafkaTemplate<String, byte[]> template) {
        // commitRecovered: the FAILED run and the record's offset are written in one transaction.
        var processor = new DefaultAfterRollbackProcessor<String, byte[]>(recoverer, backOff(), template, true);
        return retryOnlyTransient(processor);
    }

    /** At-least-once: the same retries and recovery; the recovered record's offset is committed after. */
    DefaultErrorHandler errorHandler(FailedHopRecoverer<?> recoverer) {
        var handler = new DefaultErrorHandler(recoverer::accept, backOff());
        handler.setCommitRecovered(true);
        return retryOnlyTransient(handler);
    }

    /**
     * Retried: what the node calls transient, what Kafka calls retriable, and a hop whose transaction
     * the broker aborted on a timeout, as while the broker was away: the producer then hears of an
     * epoch newer than its own. The record is read again and the hop redone on a new producer (when
     * the producer is fenced outright, {@link FenceRecoveringContainer} does the same). Anything else
     * fails the run at once.
     */
    private static <P extends FailedRecordProcessor> P retryOnlyTransient(P processor) {
        processor.defaultFalse();
        processor.addRetryableExceptions(
                TransientFailure.class, RetriableException.class, InvalidProducerEpochException.class);
        return processor;
    }

    private ExponentialBackOffWithMaxRetries backOff() {
        var backOff = new ExponentialBackOffWithMaxRetries(Math.max(0, retry.attempts() - 1));
        backOff.setInitialInterval(retry.initialInterval().toMillis());
        backOff.setMultiplier(retry.multiplier());
        backOff.setMaxInterval(retry.maxInterval().toMillis());
        return backOff;
    }
}
