package io.legalagent.cli;

import io.legalagent.cli.stack.StackConfig;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.QuestionRequest;
import io.legalagent.contracts.SchemaVersion;
import io.legalagent.contracts.Topics;
import io.legalagent.contracts.review.ReviewRequest;
import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.UUID;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.producer.ProducerRecord;

/**
 * {@code bench review} on the running stack: N questions asking for plan review, published as the
 * client; the broker's bytes and the reviewer's heap before and once all N are parked; a sample
 * approved through the gateway one at a time, each timed from its decision record to the reviewer's
 * resume hop; the rest rejected, so that nothing is left waiting.
 */
final class ReviewBench {
    private static final Duration SETUP_TIMEOUT = Duration.ofSeconds(15);
    private static final Duration PER_DECISION = Duration.ofSeconds(30);

    record Options(int reviews, int sample, double rate, Duration timeout, String bootstrap, StackConfig config) {}

    private final PrintStream err;

    ReviewBench(PrintStream err) {
        this.err = err;
    }

    ReviewBenchReport run(Options options, ReviewClient gateway) throws Exception {
        String batch = "bench-review-" + UUID.randomUUID().toString().substring(0, 8) + "-";
        try (Admin admin = KafkaClients.admin(options.bootstrap());
                var watch = new ReviewBenchWatch(options.bootstrap());
                var producer = KafkaClients.producer(options.bootstrap())) {
            var before = footprint(admin, options.config());
            watch.startAtEnd(SETUP_TIMEOUT);
            long started = System.nanoTime();
            publish(options, batch, watch, producer);
            err.println("published " + options.reviews() + " questions asking for plan review; waiting until parked");
            boolean all = watch.until(
                    () -> watch.parked.size() + watch.answered.size() >= options.reviews(), options.timeout());
            double parkSeconds = (System.nanoTime() - started) / 1e9;
            if (!all) {
                err.println("only " + watch.parked.size() + " of " + options.reviews() + " parked within "
                        + options.timeout().toSeconds() + " s; measuring those");
            }
            var after = footprint(admin, options.config());
            var runs = new ArrayList<>(watch.parked.keySet());
            var sample = runs.subList(0, Math.min(options.sample(), runs.size()));
            var latencies = approve(sample, gateway, watch);
            var rest = runs.subList(sample.size(), runs.size());
            int rejected = reject(rest, gateway);
            watch.until(() -> watch.resumedAt.keySet().containsAll(rest), options.timeout());
            var ours = new HashSet<>(runs);
            long left = gateway.pending().reviews().stream()
                    .filter(r -> ours.contains(r.runId()))
                    .count();
            return new ReviewBenchReport(
                    options.reviews(),
                    watch.parked.size(),
                    watch.answered.size(),
                    parkSeconds,
                    before,
                    after,
                    LatencySummary.of(latencies),
                    sample.size() - latencies.size(),
                    rejected,
                    (int) left);
        }
    }

    private void publish(
            Options options,
            String batch,
            ReviewBenchWatch watch,
            org.apache.kafka.clients.producer.KafkaProducer<String, byte[]> producer)
            throws InterruptedException {
        long interval = (long) (1e9 / options.rate());
        long start = System.nanoTime();
        var questions = questions();
        for (int i = 0; i < options.reviews(); i++) {
            String requestId = batch + i;
            var question = new QuestionRequest(
                            "[" + requestId + "] " + questions.get(i % questions.size()),
                            null,
                            requestId,
                            SchemaVersion.CURRENT)
                    .withReview(new ReviewRequest(true, false));
            watch.expect(requestId);
            // A steady rate: the guard, classifier and planner keep up, the broker is not flooded.
            long wait = start + i * interval - System.nanoTime();
            if (wait > 0) {
                Thread.sleep(wait / 1_000_000, (int) (wait % 1_000_000));
            }
            producer.send(new ProducerRecord<>(Topics.QUESTIONS, requestId, Json.MAPPER.writeValueAsBytes(question)));
        }
        producer.flush();
    }

    /** Each approved alone: its decision, then its resume hop, before the next. */
    private List<Double> approve(List<String> sample, ReviewClient gateway, ReviewBenchWatch watch)
            throws InterruptedException {
        var millis = new ArrayList<Double>();
        for (String run : sample) {
            try {
                gateway.decide(run, DecisionRequest.approve("bench review sample"));
            } catch (ReviewClient.Refused e) {
                err.println("approve " + run + ": " + e.getMessage());
                continue;
            }
            if (watch.until(() -> watch.decidedAt.containsKey(run) && watch.resumedAt.containsKey(run), PER_DECISION)) {
                millis.add((double) (watch.resumedAt.get(run) - watch.decidedAt.get(run)));
            }
        }
        return millis;
    }

    private int reject(List<String> rest, ReviewClient gateway) throws InterruptedException {
        int sent = 0;
        for (String run : rest) {
            if (rejected(run, gateway)) {
                sent++;
            }
        }
        return sent;
    }

    /** Rejects one run, waiting as the gateway asks whenever its rate limit says slow down. */
    private boolean rejected(String run, ReviewClient gateway) throws InterruptedException {
        while (true) {
            try {
                gateway.decide(run, DecisionRequest.reject("bench review: closed after measuring"));
                return true;
            } catch (ReviewClient.Refused e) {
                if (e.retryAfter == null) {
                    err.println("reject " + run + ": " + e.getMessage());
                    return false;
                }
                err.println("the gateway asks to slow down; rejecting again in " + e.retryAfter.toSeconds() + " s");
                Thread.sleep(e.retryAfter.toMillis());
            }
        }
    }

    /** After a full collection where the reviewer runs here, so the heap shows what is held, not garbage. */
    private static ReviewFootprint footprint(Admin admin, StackConfig config) throws Exception {
        var pid = Io.stack(new PrintStream(java.io.OutputStream.nullOutputStream()))
                .services()
                .pid(NodeName.REVIEWER.id());
        if (pid.isPresent()) {
            new ProcessBuilder("jcmd", Long.toString(pid.get()), "GC.run")
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .start()
                    .waitFor();
        }
        return ReviewFootprint.measure(admin, config);
    }

    private static List<String> questions() {
        return List.of(
                "What are the elements of battery?",
                "When is a landowner liable to a trespassing child?",
                "What must a plaintiff show for promissory estoppel?",
                "When may a court exclude relevant evidence as unfairly prejudicial?",
                "What makes an easement appurtenant rather than in gross?");
    }
}
