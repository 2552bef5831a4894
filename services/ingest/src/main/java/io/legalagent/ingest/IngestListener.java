package io.legalagent.ingest;

import io.legalagent.contracts.DocumentProgress.Stage;
import io.legalagent.contracts.DocumentRequest.DocumentAction;
import io.legalagent.ingest.CheckedRequest.Accepted;
import io.legalagent.ingest.CheckedRequest.Refused;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.kafka.listener.MessageListener;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;

/**
 * Carries out one record of legal.documents: checks it, stages its file, hands it to the library,
 * and tells each step. A bad record or file ends FAILED with its reason; only a failure of the
 * service's own parts (the store away) throws, to be retried.
 */
final class IngestListener implements MessageListener<String, byte[]> {
    private static final Logger log = LoggerFactory.getLogger(IngestListener.class);

    private final RequestCheck check;
    private final Staging staging;
    private final DocumentIntake intake;
    private final ProgressPublisher progress;

    IngestListener(RequestCheck check, Staging staging, DocumentIntake intake, ProgressPublisher progress) {
        this.check = check;
        this.staging = staging;
        this.intake = intake;
        this.progress = progress;
    }

    @Override
    public void onMessage(ConsumerRecord<String, byte[]> record) {
        var checked = check.check(record.key(), record.value());
        var view = RequestView.of(checked);
        if (checked instanceof Refused refused) {
            log.warn("request {} refused: {}", refused.requestId(), refused.reason());
            progress.refuse(view, refused.reason(), record);
            return;
        }
        var accepted = (Accepted) checked;
        progress.step(view, Stage.RECEIVED, 0, 0);
        if (accepted.request().action() == DocumentAction.DELETE) {
            progress.end(
                    view, intake.delete(accepted.owned(), accepted.request().documentId()));
            return;
        }
        var staged = staging.stage(accepted.request(), accepted.fileName());
        if (staged.problem() != null) {
            log.warn("request {} refused: {}", accepted.requestId(), staged.problem());
            progress.refuse(view, staged.problem(), record);
            return;
        }
        var steps = new Steps(view);
        IntakeOutcome outcome;
        try {
            outcome = intake.ingest(accepted.owned(), staged.file(), accepted.fileName(), steps);
        } catch (RuntimeException e) {
            // An inline file is written again from the record if it is retried; a claim check is not.
            if (accepted.request().content() != null) {
                staged.afterwards().run();
            }
            throw e;
        }
        log.info("request {}: {} {} {}", view.requestId(), view.fileName(), outcome.stage(), reason(outcome));
        progress.end(steps.view, outcome);
        afterCommit(staged.afterwards());
    }

    private static String reason(IntakeOutcome outcome) {
        return outcome.reason() == null ? "" : "(" + outcome.reason() + ")";
    }

    /** The staged file goes once the request's end is committed; a rolled-back request needs it again. */
    private static void afterCommit(Runnable cleanup) {
        if (!TransactionSynchronizationManager.isSynchronizationActive()) {
            cleanup.run();
            return;
        }
        TransactionSynchronizationManager.registerSynchronization(new TransactionSynchronization() {
            @Override
            public void afterCommit() {
                cleanup.run();
            }
        });
    }

    /** Tells READ once, then EMBEDDING as batches are stored. */
    private final class Steps implements IntakeListener {
        private RequestView view;

        Steps(RequestView view) {
            this.view = view;
        }

        @Override
        public void read(String documentId, String kind, @Nullable Integer pages, int passages) {
            view = view.read(documentId, kind, pages);
            progress.step(view, Stage.READ, 0, passages);
        }

        @Override
        public void embedded(int done, int total) {
            progress.step(view, Stage.EMBEDDING, done, total);
        }
    }
}
