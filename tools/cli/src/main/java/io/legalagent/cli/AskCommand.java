package io.legalagent.cli;

import io.legalagent.contracts.QuestionRequest;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.SchemaVersion;
import io.legalagent.contracts.Topics;
import io.legalagent.contracts.review.ReviewKind;
import java.io.PrintStream;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.kafka.clients.producer.ProducerRecord;

/**
 * {@code ask}: publishes a question keyed by a fresh request id, prints the run's progress as it
 * happens, then the answer. With {@code --json} the progress goes to stderr and stdout holds one
 * line, the answer exactly as published, so {@code | jq} and {@code | tail -1} both work. A run that
 * parks for a reviewer ends the command with {@link ExitCodes#AWAITING_REVIEW} unless told to wait.
 */
final class AskCommand {
    private static final Duration SETUP_TIMEOUT = Duration.ofSeconds(15);

    private final PrintStream out;
    private final PrintStream err;

    AskCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    int run(AskOptions options) throws InterruptedException {
        var progressOut = options.json() ? err : out;
        var request = new QuestionRequest(
                        options.question(),
                        options.choices().isEmpty() ? null : options.choices(),
                        options.requestId(),
                        SchemaVersion.CURRENT,
                        null,
                        options.library())
                .withReview(options.review());
        long started = System.nanoTime();
        try (var watcher =
                        new RunWatcher(KafkaClients.readCommittedConsumer(options.bootstrap()), options.requestId());
                var producer = KafkaClients.producer(options.bootstrap())) {
            watcher.startAtEnd(SETUP_TIMEOUT);
            var record =
                    new ProducerRecord<>(Topics.QUESTIONS, options.requestId(), Json.MAPPER.writeValueAsBytes(request));
            try {
                producer.send(record).get(SETUP_TIMEOUT.toSeconds(), TimeUnit.SECONDS);
            } catch (ExecutionException | TimeoutException e) {
                err.println("legal ask: could not publish to " + Topics.QUESTIONS + " on " + options.bootstrap() + ": "
                        + Failures.describe(e));
                return ExitCodes.ERROR;
            }
            progressOut.println("asked: request " + options.requestId());
            var progress = new ProgressPrinter(progressOut, started);
            var reviews = new ReviewWaits();
            var published = watcher.await(
                    options.timeout(),
                    event -> {
                        progress.print(event);
                        reviews.parked(event)
                                .ifPresent(kind -> progressOut.println(ReviewWaits.waitingLine(kind, event.runId())));
                    },
                    () -> reviews.parks() > 0 && !options.waitForReview());
            if (published.isEmpty()) {
                String runId = watcher.runId().orElse(null);
                if (reviews.parks() > 0 && !options.waitForReview()) {
                    return parked(options, runId, reviews.latest().orElseThrow());
                }
                err.println(timedOut(options, runId, reviews.parks() > 0));
                return ExitCodes.TIMEOUT;
            }
            var answer = published.get().answer();
            if (options.json()) {
                byte[] raw = published.get().raw();
                out.write(raw, 0, raw.length);
                out.write('\n');
                out.flush();
            } else {
                new AnswerPrinter(out, Io.env.apply(AnswerPrinter.TRACE_UI_ENV))
                        .print(answer, Duration.ofNanos(System.nanoTime() - started));
            }
            return exitCodeOf(answer.status());
        }
    }

    /** Parked and not waiting: with --json, stdout's one line says so as an object. */
    private int parked(AskOptions options, String runId, ReviewKind kind) {
        if (options.json()) {
            var line = new LinkedHashMap<String, Object>();
            line.put("status", "AWAITING_REVIEW");
            line.put("review", kind.name().toLowerCase(Locale.ROOT));
            line.put("requestId", options.requestId());
            line.put("runId", runId);
            out.println(Json.MAPPER.writeValueAsString(line));
        }
        return ExitCodes.AWAITING_REVIEW;
    }

    static int exitCodeOf(RunStatus status) {
        return switch (status) {
            case ANSWERED -> ExitCodes.OK;
            case REJECTED -> ExitCodes.REJECTED;
            case DECLINED -> ExitCodes.DECLINED;
            default -> ExitCodes.FAILED;
        };
    }

    private static String timedOut(AskOptions options, String runId, boolean reviewed) {
        String seconds = options.timeout().toMillis() / 1000.0 + " s";
        if (runId == null) {
            // Not one progress event: the guard never took the question.
            return "legal ask: no answer within " + seconds + " and no progress at all for request "
                    + options.requestId() + " - are the services running? (./legal status)";
        }
        if (reviewed) {
            return "legal ask: no answer within " + seconds + " for request " + options.requestId() + " (run " + runId
                    + ", which waited for review); if it still waits, ./legal review list shows it";
        }
        return "legal ask: no answer within " + seconds + " for request " + options.requestId() + " (run " + runId
                + "); the run may still finish - its answer will be on " + Topics.ANSWERS
                + " (./legal status shows the lag per node; --timeout gives it longer)";
    }
}
