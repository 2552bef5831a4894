package io.legalagent.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.UUID;

/**
 * {@code bench chaos}, the half of the chaos benchmark that talks to Kafka; {@code ./legal bench
 * chaos} does the other half, killing and restarting processes while this one runs. First
 * {@code --out FILE}: publish multiple-choice questions at a steady rate, each under a request id
 * of its own, and follow their runs until each is answered or past the deadline. Then
 * {@code --report FILE --kills FILE}: read every committed answer on {@code legal.answers} and check
 * that each question got exactly one, in time.
 */
final class ChaosBench {
    static final int DEFAULT_DEADLINE_SECONDS = 300;
    /** How long the report waits for the nodes to finish what they still have, before it reads. */
    private static final Duration SETTLE = Duration.ofMinutes(2);
    /** How long a question may wait for the broker: long enough to outlast a broker restart. */
    private static final Duration PATIENCE = Duration.ofMinutes(5);

    private final PrintStream out;
    private final PrintStream err;

    ChaosBench(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    /**
     * The publishing half: {@code count} multiple-choice questions of {@code qa} at {@code rate} per
     * second, followed until each is answered or {@code deadline} seconds old; what it saw goes to
     * {@code file}. {@code started} is created when the first question is about to be published (the
     * launcher starts its kill clock then).
     */
    int publish(Path qa, int count, double rate, int deadline, Path file, Path started, String bootstrap)
            throws UsageException {
        existing(qa, "--qa");
        var choice = BenchQuestions.fromQaFile(qa).stream()
                .filter(q -> q.choices() != null && !q.choices().isEmpty())
                .toList();
        if (choice.size() < count) {
            throw new UsageException(qa + " has " + choice.size() + " multiple-choice questions, fewer than " + count);
        }
        String batch = "chaos-" + UUID.randomUUID().toString().substring(0, 8) + "-";
        var questions = BenchQuestions.numbered(choice.subList(0, count), batch);
        err.printf(
                Locale.ROOT,
                "bench chaos: %d questions from %s at %.1f/s, request ids %s0..%d, deadline %d s%n",
                count,
                qa.getFileName(),
                rate,
                batch,
                count - 1,
                deadline);
        // Collect until the last question is past its deadline, unless every one is answered first.
        var timeout = Duration.ofMillis((long) (count / rate * 1000)).plusSeconds(deadline);
        List<Observed> observed;
        try (var driver = new BenchDriver(bootstrap, PATIENCE)) {
            if (started != null) {
                touch(started);
            }
            observed = driver.run(questions, Pacing.perSecond(rate), timeout);
        }
        var asked = new ArrayList<ChaosRun.Asked>(observed.size());
        for (var o : observed) {
            asked.add(asked(o));
        }
        var run = new ChaosRun(batch, qa.getFileName().toString(), rate, deadline, asked);
        run.write(file);
        long answered = observed.stream().filter(Observed::answered).count();
        err.printf("bench chaos: %d of %d questions answered while publishing and collecting%n", answered, count);
        return answered == count ? ExitCodes.OK : ExitCodes.TIMEOUT;
    }

    private static ChaosRun.Asked asked(Observed o) {
        var last = o.events.stream()
                .max(java.util.Comparator.comparingInt(e -> e.hop()))
                .map(e -> e.node() + " " + e.route() + " (hop " + e.hop() + ")")
                .orElse(null);
        var hops = o.events.stream()
                .map(e -> new ChaosRun.NodeHop(e.node(), e.at().toEpochMilli()))
                .toList();
        return new ChaosRun.Asked(
                o.requestId,
                o.published.toEpochMilli(),
                o.publishError,
                o.events.size(),
                last,
                hops,
                o.answerSeen == null ? null : o.answerSeen.toEpochMilli());
    }

    /**
     * The checking half: once every node's inbox is drained (at most 2 minutes), every committed answer
     * on legal.answers against the run saved in {@code runFile}: exactly one answer per question, in
     * time. {@code killsFile}: the kills the launcher recorded, one JSON object a line.
     * {@code reportDir}: where the report with the timeline goes, null for none.
     */
    int report(Path runFile, Path killsFile, Long seed, Double every, boolean json, String bootstrap, Path reportDir)
            throws UsageException, InterruptedException {
        var run = ChaosRun.read(existing(runFile, "--report"));
        var kills = Files.exists(killsFile) ? Recoveries.read(killsFile) : new Recoveries(List.of());
        long started = System.nanoTime();
        long waiting = PipelineQuiet.await(bootstrap, SETTLE);
        if (waiting == 0) {
            err.printf(
                    Locale.ROOT,
                    "bench chaos: every node's inbox drained (%.1f s); reading legal.answers%n",
                    (System.nanoTime() - started) / 1e9);
        } else {
            err.printf(
                    "bench chaos: %s after %d s; reading legal.answers as it is%n",
                    waiting < 0 ? "the broker did not say what is waiting" : waiting + " records still waiting",
                    SETTLE.toSeconds());
        }
        var delivered = AnswerLog.read(bootstrap);
        var verdict = ChaosVerdict.of(run, delivered);
        var report = new ChaosReport(run, verdict, kills, seed, every);
        out.print(report.table());
        if (json) {
            out.println(Json.MAPPER.writeValueAsString(report.figures()));
        }
        if (reportDir != null) {
            BenchReportDir.write(ChaosReportPage.of(report, delivered), reportDir);
        }
        return report.holds() ? ExitCodes.OK : ExitCodes.BROKEN;
    }

    private static void touch(Path file) {
        try {
            Files.write(file, new byte[0]);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException("cannot write " + file, e);
        }
    }

    private static Path existing(Path path, String option) throws UsageException {
        if (!Files.isRegularFile(path)) {
            throw new UsageException("no such file for " + option + ": " + path);
        }
        return path;
    }
}
