package io.legalagent.cli;

import io.legalagent.contracts.QuestionRequest;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ExecutionException;

/**
 * {@code bench throughput}: questions per second sustained end to end by the stack as it runs
 * ({@code ./legal bench throughput} starts it with the offline model, real retrieval and a QA memory
 * collection of its own). A warm-up batch of other questions, then every measured question at once;
 * the figures say where the time went per node.
 */
final class ThroughputBench {
    static final double TARGET_PER_SECOND = 7;

    private final PrintStream out;
    private final PrintStream err;

    ThroughputBench(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    /** What bench throughput measures: {@code count} questions from {@code qa}, or corpus titles. */
    record Options(int count, int warmup, int timeoutSeconds, Path qa, Path corpus, String bootstrap) {}

    /** One measured pass: the warm-up (null when none), the measured batch, the stack's shape. */
    record Pass(String source, ThroughputFigures warmup, ThroughputFigures figures, StackShape shape) {
        boolean complete() {
            return figures.answered() == figures.questions();
        }

        Map<String, Object> json() {
            var document = new LinkedHashMap<String, Object>();
            document.put("source", source);
            document.put("stack", shape.figures());
            if (warmup != null) {
                document.put(
                        "warmup",
                        Map.of(
                                "questions", warmup.answered(),
                                "questions_per_s", LatencySummary.round(warmup.perSecond())));
            }
            document.putAll(figures.figures());
            document.put("target_questions_per_s", TARGET_PER_SECOND);
            document.put("meets_target", figures.perSecond() >= TARGET_PER_SECOND);
            return document;
        }
    }

    /** Measures the stack as it runs now and prints the pass's table under {@code label}. */
    Pass run(Options options, String label) throws UsageException, InterruptedException {
        int count = options.count();
        int warmup = options.warmup();
        if (count < 1 || warmup < 0 || options.timeoutSeconds() < 1) {
            throw new UsageException("--questions and --timeout take a whole number above 0, --warmup 0 or more");
        }
        var timeout = Duration.ofSeconds(options.timeoutSeconds());
        var qa = existing(options.qa(), "--qa");
        var corpus = existing(options.corpus(), "--corpus");
        if (qa == null && corpus == null) {
            throw new UsageException("give --qa FILE, or --corpus PATH to ask about its passage titles");
        }
        var titles = corpus == null ? List.<QuestionRequest>of() : BenchQuestions.fromCorpusTitles(corpus);
        var questions = qa == null ? titles : BenchQuestions.fromQaFile(qa);
        String source = qa == null ? "titles of " + corpus : qa.toString();
        if (questions.size() < count) {
            err.printf("%s has %d questions; measuring those%n", source, questions.size());
            count = questions.size();
        }
        // Warm-up questions are never measured ones: QA memory would answer those from its cache.
        var spare = qa == null ? titles.subList(count, titles.size()) : titles;
        String batch = "bench-throughput-" + UUID.randomUUID().toString().substring(0, 8) + "-";
        var warm = BenchQuestions.numbered(spare.subList(0, Math.min(warmup, spare.size())), batch + "warmup-");
        var measured = BenchQuestions.numbered(questions.subList(0, count), batch);
        String bootstrap = options.bootstrap();
        err.printf(
                Locale.ROOT,
                "bench throughput (%s): %d warm-up questions, then %d from %s, each batch at once%n",
                label,
                warm.size(),
                count,
                source);
        ThroughputFigures warmFigures = null;
        ThroughputFigures figures;
        try (var driver = new BenchDriver(bootstrap)) {
            if (!warm.isEmpty()) {
                warmFigures = measure(driver, warm, timeout);
            }
            figures = measure(driver, measured, timeout);
        }
        StackShape shape;
        try (var admin = KafkaClients.admin(bootstrap)) {
            shape = StackShape.read(admin);
        } catch (ExecutionException e) {
            throw new IllegalStateException("cannot describe the stack: " + Failures.describe(e), e);
        }
        out.println("throughput (offline model, real retrieval, " + label + "): " + shape.describe());
        if (warmFigures != null) {
            out.printf(
                    Locale.ROOT,
                    "warm-up: %d questions from passage titles, %.2f questions/s (not counted)%n",
                    warmFigures.answered(),
                    warmFigures.perSecond());
        }
        out.print(figures.table());
        boolean met = figures.perSecond() >= TARGET_PER_SECOND;
        out.printf(Locale.ROOT, "target >= %.0f questions/s: %s%n", TARGET_PER_SECOND, met ? "met" : "MISSED");
        return new Pass(source, warmFigures, figures, shape);
    }

    /** Publishes the questions at once and times them from the first publish to the last answer. */
    private static ThroughputFigures measure(BenchDriver driver, List<QuestionRequest> questions, Duration timeout) {
        var observed = driver.run(questions, Pacing.allAtOnce(), timeout);
        var answered = observed.stream().filter(Observed::answered).toList();
        var first = observed.get(0).published;
        var last =
                answered.stream().map(o -> o.answerSeen).max(Instant::compareTo).orElse(first);
        int cached = (int) answered.stream().filter(o -> o.answer.fromCache()).count();
        return ThroughputFigures.of(
                questions.size(),
                cached,
                HopGaps.millisBetween(first, last) / 1000,
                answered.stream().map(Observed::sample).toList());
    }

    private static Path existing(Path given, String option) throws UsageException {
        if (given != null && !Files.exists(given)) {
            throw new UsageException("no such file or folder for " + option + ": " + given);
        }
        return given;
    }
}
