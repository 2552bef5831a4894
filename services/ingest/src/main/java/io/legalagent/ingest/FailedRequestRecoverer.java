package io.legalagent.ingest;

import java.util.function.BiConsumer;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The end of a request whose work kept failing (after the retries of a transient failure) or failed
 * in a way nobody foresaw: FAILED with the error, and the record to the dead-letter topic, in the
 * transaction that commits its offset, so the service goes on with the next record.
 */
final class FailedRequestRecoverer implements BiConsumer<ConsumerRecord<?, ?>, Exception> {
    private static final Logger log = LoggerFactory.getLogger(FailedRequestRecoverer.class);

    private final RequestCheck check;
    private final ProgressPublisher progress;

    FailedRequestRecoverer(RequestCheck check, ProgressPublisher progress) {
        this.check = check;
        this.progress = progress;
    }

    @Override
    @SuppressWarnings("unchecked")
    public void accept(ConsumerRecord<?, ?> failed, Exception error) {
        var record = (ConsumerRecord<String, byte[]>) failed;
        var view = RequestView.of(check.check(record.key(), record.value()));
        Throwable cause = error.getCause() != null ? error.getCause() : error;
        String reason = "ingest failed: "
                + (cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage());
        log.error("request {} failed", view.requestId(), cause);
        progress.refuse(view, reason, record);
    }
}
