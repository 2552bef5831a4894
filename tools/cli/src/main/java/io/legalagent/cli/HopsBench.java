package io.legalagent.cli;

import io.legalagent.contracts.QuestionRequest;
import io.legalagent.contracts.SchemaVersion;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

/**
 * {@code bench hops}: the orchestration overhead per hop, measured on the stack as it runs (which
 * {@code ./legal bench hops} starts with the offline model and the instant benchmark retriever, so
 * that the nodes do almost nothing). A warm-up, then an idle pass (one run at a time) and a loaded
 * pass (runs published at a fixed rate). {@code --report FILE...} prints the figures that earlier
 * passes saved with {@code --out}, side by side.
 */
final class HopsBench {
    private static final List<QuestionRequest> QUESTIONS = List.of(
            question("What are the elements of battery?", null),
            question(
                    "A tenant assigns the lease without the landlord's consent. Is the assignee liable for rent?",
                    Map.of(
                            "A", "Yes, by privity of estate.",
                            "B", "No, never.",
                            "C", "Only if the assignee assumed the lease.",
                            "D", "Only if the landlord consented.")),
            question("When is a promise enforceable without consideration?", null),
            question(
                    "Is a statement made by a party and offered against that party hearsay?",
                    Map.of("A", "Yes, always.", "B", "No, it is an opposing party's statement.")));

    private static final Map<String, String> NAMES = Args.names(
            "--runs",
            "--rate",
            "--warmup",
            "--eos",
            "--tracing",
            "--out",
            "--report",
            "--timeout",
            "--json",
            KafkaClients.BOOTSTRAP_OPTION);

    private final PrintStream out;
    private final PrintStream err;

    HopsBench(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    int run(List<String> argv) throws UsageException {
        var args = Args.parse(argv, NAMES, Set.of("--json", "--report"));
        if (args.flag("--report")) {
            return report(args);
        }
        int runs = BenchArgs.positiveInt(args, "--runs", 200);
        double rate = BenchArgs.positiveDouble(args, "--rate", 10);
        int warmup = BenchArgs.nonNegativeInt(args, "--warmup", 2000);
        double warmupRate = BenchArgs.positiveDouble(args, "--warmup-rate", 20);
        boolean exactlyOnce = BenchArgs.onOff(args, "--eos", true);
        boolean traced = BenchArgs.onOff(args, "--tracing", true);
        var timeout = Duration.ofSeconds(BenchArgs.positiveInt(args, "--timeout", 600));
        if (!args.positionals().isEmpty()) {
            throw new UsageException("unexpected " + args.positionals().get(0));
        }
        String mode = HopsReport.label(exactlyOnce, traced);
        err.printf(
                Locale.ROOT,
                "bench hops (%s): %d warm-up runs, then %d idle and %d at %.1f/s%n",
                mode,
                warmup,
                runs,
                runs,
                rate);
        var passes = new ArrayList<Pass>();
        try (var driver = new BenchDriver(KafkaClients.bootstrap(args))) {
            if (warmup > 0) {
                // Reported, never judged: it shows what a freshly started stack does.
                passes.add(pass(driver, "warmup", warmup, Pacing.perSecond(warmupRate), rate(warmupRate), timeout));
            }
            passes.add(pass(driver, "idle", runs, Pacing.oneAtATime(), "one run at a time", timeout));
            passes.add(pass(driver, "loaded", runs, Pacing.perSecond(rate), rate(rate), timeout));
        }
        int unanswered = passes.stream().mapToInt(p -> p.unanswered).sum();
        var figures = passes.stream().map(p -> p.figures).toList();
        figures.forEach(f -> out.println(mode + ", " + f.table()));
        var modes = new LinkedHashMap<String, Object>();
        modes.put(HopsReport.modeKey(exactlyOnce, traced), HopsReport.mode(exactlyOnce, traced, unanswered, figures));
        var document = HopsReport.document(modes);
        args.value("--out").ifPresent(file -> write(Path.of(file), document));
        out.print(HopsReport.summary(modes));
        if (args.flag("--json")) {
            out.println(Json.MAPPER.writeValueAsString(document));
        }
        return unanswered == 0 ? ExitCodes.OK : ExitCodes.TIMEOUT;
    }

    private record Pass(HopFigures figures, int unanswered) {}

    private static Pass pass(BenchDriver driver, String name, int count, Pacing pacing, String load, Duration timeout) {
        var observed = driver.run(questions(name, count), pacing, timeout);
        var answered = observed.stream().filter(Observed::answered).toList();
        return new Pass(
                HopFigures.of(
                        name, load, answered.stream().map(Observed::sample).toList()),
                observed.size() - answered.size());
    }

    private static String rate(double perSecond) {
        return String.format(Locale.ROOT, "%.1f runs/s", perSecond);
    }

    /** {@code --report FILE...}: the modes of several saved runs, later files winning. */
    @SuppressWarnings("unchecked")
    private int report(Args args) throws UsageException {
        if (args.positionals().isEmpty()) {
            throw new UsageException("--report needs the files that --out wrote");
        }
        var modes = new LinkedHashMap<String, Object>();
        for (String file : args.positionals()) {
            try {
                var document = Json.MAPPER.readValue(Files.readAllBytes(Path.of(file)), Map.class);
                modes.putAll((Map<String, Object>) document.getOrDefault("modes", Map.of()));
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + file, e);
            }
        }
        out.print(HopsReport.summary(modes));
        if (args.flag("--json")) {
            out.println(Json.MAPPER.writeValueAsString(HopsReport.document(modes)));
        }
        return ExitCodes.OK;
    }

    private static void write(Path file, Map<String, Object> document) {
        try {
            Files.write(file, Json.MAPPER.writeValueAsBytes(document));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    /** The fixed questions in turn, each under a request id of its own. */
    private static List<QuestionRequest> questions(String pass, int count) {
        String batch = "bench-hops-" + pass + "-" + UUID.randomUUID().toString().substring(0, 8) + "-";
        var list = new ArrayList<QuestionRequest>(count);
        for (int i = 0; i < count; i++) {
            var q = QUESTIONS.get(i % QUESTIONS.size());
            list.add(new QuestionRequest(q.question(), q.choices(), batch + i, SchemaVersion.CURRENT));
        }
        return list;
    }

    private static QuestionRequest question(String text, Map<String, String> choices) {
        return new QuestionRequest(text, choices == null ? null : new java.util.TreeMap<>(choices), null, null);
    }
}
