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
import java.util.UUID;
import java.util.function.BiConsumer;
import org.jspecify.annotations.Nullable;

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

    private final PrintStream out;
    private final PrintStream err;

    HopsBench(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    /**
     * One pass of bench hops against the running services: {@code warmup} runs at {@code warmupRate}
     * (reported, never judged), {@code runs} one at a time, then {@code runs} at {@code rate} per
     * second. {@code exactlyOnce}, {@code traced} and {@code secured} (logins and ACLs on the broker)
     * say how the stack runs, for the report;
     * {@code file}, if not null, keeps the figures for {@link #report}.
     */
    record Options(
            int runs,
            double rate,
            int warmup,
            double warmupRate,
            boolean exactlyOnce,
            boolean traced,
            boolean secured,
            int timeoutSeconds,
            Path file,
            boolean json,
            String bootstrap,
            @Nullable Custody custody) {}

    /** A pass of alternating custody passes: signing on or off, in its round (from 1). */
    record Custody(boolean on, int round) {
        String key() {
            return "_custody_" + (on ? "on" : "off") + "_" + round;
        }

        String label() {
            return ", custody " + (on ? "on" : "off") + " #" + round;
        }
    }

    int run(Options options) throws UsageException {
        return run(options, (pass, samples) -> {});
    }

    /** @param judged given each judged pass's name and the runs it saw answered */
    int run(Options options, BiConsumer<String, List<RunSample>> judged) throws UsageException {
        int runs = options.runs();
        double rate = options.rate();
        int warmup = options.warmup();
        double warmupRate = options.warmupRate();
        boolean exactlyOnce = options.exactlyOnce();
        boolean traced = options.traced();
        if (runs < 1 || warmup < 0 || !(rate > 0) || !(warmupRate > 0) || options.timeoutSeconds() < 1) {
            throw new UsageException(
                    "--runs, --rate, --warmup-rate and --timeout take numbers above 0, --warmup 0 or more");
        }
        var timeout = Duration.ofSeconds(options.timeoutSeconds());
        var custody = options.custody();
        String mode =
                HopsReport.label(exactlyOnce, traced, options.secured()) + (custody == null ? "" : custody.label());
        err.printf(
                Locale.ROOT,
                "bench hops (%s): %d warm-up runs, then %d idle and %d at %.1f/s%n",
                mode,
                warmup,
                runs,
                runs,
                rate);
        var passes = new ArrayList<Pass>();
        try (var driver = new BenchDriver(options.bootstrap())) {
            if (warmup > 0) {
                // Reported, never judged: it shows what a freshly started stack does.
                passes.add(pass(driver, "warmup", warmup, Pacing.perSecond(warmupRate), rate(warmupRate), timeout));
            }
            passes.add(pass(driver, "idle", runs, Pacing.oneAtATime(), "one run at a time", timeout));
            passes.add(pass(driver, "loaded", runs, Pacing.perSecond(rate), rate(rate), timeout));
        }
        passes.stream()
                .filter(p -> HopsReport.JUDGED.contains(p.figures.pass()))
                .forEach(p -> judged.accept(p.figures.pass(), p.samples));
        int unanswered = passes.stream().mapToInt(p -> p.unanswered).sum();
        var figures = passes.stream().map(p -> p.figures).toList();
        figures.forEach(f -> out.println(mode + ", " + f.table()));
        var modes = new LinkedHashMap<String, Object>();
        var figuresOfMode = HopsReport.mode(exactlyOnce, traced, unanswered, figures);
        figuresOfMode.put("secured", options.secured());
        if (custody != null) {
            figuresOfMode.put("custody", custody.on());
            figuresOfMode.put("round", custody.round());
        }
        modes.put(
                HopsReport.modeKey(exactlyOnce, traced, options.secured()) + (custody == null ? "" : custody.key()),
                figuresOfMode);
        var document = HopsReport.document(modes);
        if (options.file() != null) {
            write(options.file(), document);
        }
        out.print(HopsReport.summary(modes));
        if (options.json()) {
            out.println(Json.MAPPER.writeValueAsString(document));
        }
        return unanswered == 0 ? ExitCodes.OK : ExitCodes.TIMEOUT;
    }

    private record Pass(HopFigures figures, int unanswered, List<RunSample> samples) {}

    private static Pass pass(BenchDriver driver, String name, int count, Pacing pacing, String load, Duration timeout) {
        var observed = driver.run(questions(name, count), pacing, timeout);
        var answered = observed.stream()
                .filter(Observed::answered)
                .map(Observed::sample)
                .toList();
        return new Pass(HopFigures.of(name, load, answered), observed.size() - answered.size(), answered);
    }

    private static String rate(double perSecond) {
        return String.format(Locale.ROOT, "%.1f runs/s", perSecond);
    }

    /** {@code --report FILE...}: the modes of several saved runs, later files winning. */
    int report(List<Path> files, boolean json) throws UsageException {
        return report(files, json, List.of());
    }

    /** @param costs what signing cost, from alternating custody passes; printed and kept in the JSON */
    @SuppressWarnings("unchecked")
    int report(List<Path> files, boolean json, List<CustodyCost> costs) throws UsageException {
        if (files.isEmpty()) {
            throw new UsageException("the report needs the files the passes wrote");
        }
        var modes = new LinkedHashMap<String, Object>();
        for (Path file : files) {
            try {
                var document = Json.MAPPER.readValue(Files.readAllBytes(file), Map.class);
                modes.putAll((Map<String, Object>) document.getOrDefault("modes", Map.of()));
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + file, e);
            }
        }
        out.print(HopsReport.summary(modes));
        costs.forEach(cost -> out.print(cost.table()));
        if (json) {
            var document = HopsReport.document(modes);
            if (!costs.isEmpty()) {
                document.put(
                        "custody_cost", costs.stream().map(CustodyCost::figures).toList());
            }
            out.println(Json.MAPPER.writeValueAsString(document));
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
