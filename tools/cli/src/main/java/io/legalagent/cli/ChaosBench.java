package io.legalagent.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
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

    private static final Map<String, String> NAMES = Args.names(
            "--qa",
            "--questions",
            "--rate",
            "--deadline",
            "--out",
            "--started",
            "--report",
            "--kills",
            "--seed",
            "--kill-every",
            "--json",
            KafkaClients.BOOTSTRAP_OPTION);

    private final PrintStream out;
    private final PrintStream err;

    ChaosBench(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    int run(List<String> argv) throws UsageException, InterruptedException {
        var args = Args.parse(argv, NAMES, Set.of("--json"));
        if (!args.positionals().isEmpty()) {
            throw new UsageException("unexpected " + args.positionals().get(0));
        }
        return args.value("--report").isPresent() ? report(args) : publish(args);
    }

    private int publish(Args args) throws UsageException {
        var qa = existing(args, "--qa");
        var file = Path.of(args.value("--out").orElseThrow(() -> new UsageException("--out FILE is needed")));
        int count = BenchArgs.positiveInt(args, "--questions", 100);
        double rate = BenchArgs.positiveDouble(args, "--rate", 1);
        int deadline = BenchArgs.positiveInt(args, "--deadline", DEFAULT_DEADLINE_SECONDS);
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
        try (var driver = new BenchDriver(KafkaClients.bootstrap(args), PATIENCE)) {
            args.value("--started").ifPresent(ChaosBench::touch);
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
        return new ChaosRun.Asked(o.requestId, o.published.toEpochMilli(), o.publishError, o.events.size(), last);
    }

    private int report(Args args) throws UsageException, InterruptedException {
        var run = ChaosRun.read(existing(args, "--report"));
        var kills = args.value("--kills").map(Path::of).map(Recoveries::read).orElse(new Recoveries(List.of()));
        Long seed = seed(args);
        Double every =
                args.value("--kill-every").isPresent() ? BenchArgs.positiveDouble(args, "--kill-every", 1) : null;
        String bootstrap = KafkaClients.bootstrap(args);
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
        var verdict = ChaosVerdict.of(run, AnswerLog.read(bootstrap));
        var report = new ChaosReport(run, verdict, kills, seed, every);
        out.print(report.table());
        if (args.flag("--json")) {
            out.println(Json.MAPPER.writeValueAsString(report.figures()));
        }
        return report.holds() ? ExitCodes.OK : ExitCodes.BROKEN;
    }

    private static void touch(String file) {
        try {
            Files.write(Path.of(file), new byte[0]);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException("cannot write " + file, e);
        }
    }

    private static Long seed(Args args) throws UsageException {
        var given = args.value("--seed");
        if (given.isEmpty()) {
            return null;
        }
        try {
            return Long.parseLong(given.get());
        } catch (NumberFormatException e) {
            throw new UsageException("--seed takes a whole number; got: " + given.get());
        }
    }

    private static Path existing(Args args, String option) throws UsageException {
        var given = args.value(option).orElseThrow(() -> new UsageException(option + " FILE is needed"));
        var path = Path.of(given);
        if (!Files.isRegularFile(path)) {
            throw new UsageException("no such file for " + option + ": " + path);
        }
        return path;
    }
}
