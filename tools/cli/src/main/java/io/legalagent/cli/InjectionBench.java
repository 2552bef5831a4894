package io.legalagent.cli;

import io.legalagent.model.InjectionScreens;
import io.legalagent.retrieval.cli.ConsoleProgress;
import io.legalagent.screen.InjectionDetector;
import io.legalagent.screen.LayerVerdict;
import io.legalagent.screen.LayeredScreen;
import io.legalagent.screen.rules.ScreenRules;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * {@code bench injection}: how well each layer of the guard's injection screen, and the layers
 * together, tell attacks from legal questions. Every question of the attack families, the legitimate
 * look-alikes and the Bar Exam QA splits goes through the rules and the learned detector and, with
 * {@code --provider ollama|openai}, the model's screening skill too; each layer sees every question,
 * so each can be judged alone. It also times the rules and the detector together, which is what the
 * guard adds to a question's hop. Needs no running stack.
 */
final class InjectionBench {
    private static final int WARM_UP = 20;

    private final PrintStream out;
    private final PrintStream err;
    private final Function<String, String> environment;

    InjectionBench(PrintStream out, PrintStream err, Function<String, String> environment) {
        this.out = out;
        this.err = err;
        this.environment = environment;
    }

    /** What bench injection screens, and with which detector and model. */
    record Options(
            Path data,
            List<Path> qa,
            int qaLimit,
            Path detector,
            Double threshold,
            String provider,
            String model,
            String ollamaUrl,
            String openaiUrl,
            boolean json) {}

    /** Words after {@code bench injection}, parsed as ./legal parses them. */
    int run(List<String> argv) throws UsageException {
        var words = new ArrayList<String>(List.of("bench", "injection"));
        words.addAll(argv);
        try {
            var parsed = Main.commandLine().parseArgs(words.toArray(String[]::new));
            InjectionCommand command =
                    parsed.subcommand().subcommand().commandSpec().commandLine().getCommand();
            return run(command.options());
        } catch (picocli.CommandLine.ParameterException e) {
            throw new UsageException(e.getMessage());
        }
    }

    int run(Options options) throws UsageException {
        if (options.qaLimit() < 1) {
            throw new UsageException("--qa-limit takes a whole number above 0");
        }
        var model = ModelChoice.of(
                options.provider(), options.model(), options.ollamaUrl(), options.openaiUrl(), environment);
        var sets = sets(options);
        try (var detector = options.detector() == null
                ? InjectionDetector.bundled()
                : InjectionDetector.fromDirectory(directory(options.detector()))) {
            double threshold = options.threshold() != null ? options.threshold() : detector.calibratedThreshold();
            var screen = new LayeredScreen(
                    ScreenRules.bundled(),
                    detector,
                    threshold,
                    model.map(InjectionScreens::of).orElse(null));
            var columns = new ArrayList<>(List.of("rules", "detector"));
            model.ifPresent(m -> columns.add("model"));
            var tally = new InjectionTally(columns);
            var latency = screenAll(screen, sets, tally, model.isPresent());
            var summary = LatencySummary.of(latency);
            var manifest = detector.manifest();
            out.printf(
                    Locale.ROOT,
                    "layers: rules (%d patterns of %s); detector (%s embeddings + character %d-%d-grams, liblinear %s,"
                            + " model %s, threshold %.4f)%s%n",
                    ScreenRules.bundled().size(),
                    ScreenRules.BUNDLED,
                    manifest.features().embeddingModel(),
                    manifest.features().ngramMin(),
                    manifest.features().ngramMax(),
                    manifest.training().solver(),
                    manifest.modelSha256().substring(0, 12),
                    threshold,
                    model.map(m -> "; model (" + ModelChoice.describe(m) + ")").orElse(""));
            out.print(tally.table());
            out.printf(
                    Locale.ROOT,
                    "guard screen (rules + detector) per question: p50 %.1f ms, p95 %.1f ms, max %.1f ms over %d"
                            + " questions, %d cores%n",
                    summary.p50(),
                    summary.p95(),
                    summary.max(),
                    summary.count(),
                    Runtime.getRuntime().availableProcessors());
            if (options.json()) {
                var document = new LinkedHashMap<String, Object>();
                document.put("bench", "injection");
                document.put("layers", tally.columns());
                document.put("threshold", threshold);
                document.put("detector_sha256", manifest.modelSha256());
                document.put("sets", tally.figures());
                document.put("model_calls", tally.usage().calls());
                document.put("unusable_replies", tally.usage().parseFailures());
                document.put("latency_ms", summary.figures());
                out.println(Json.MAPPER.writeValueAsString(document));
            }
        }
        return ExitCodes.OK;
    }

    private Map<String, List<InjectionCases.Case>> sets(Options options) throws UsageException {
        var sets = new LinkedHashMap<String, List<InjectionCases.Case>>();
        var data = directory(options.data());
        try {
            sets.put(InjectionTally.ATTACKS, InjectionCases.attacks(data));
            sets.put(InjectionTally.LEGITIMATE, InjectionCases.legitimate(data));
            for (var qa : qaFiles(options.qa())) {
                sets.put(qa.getFileName().toString(), InjectionCases.qa(qa, options.qaLimit()));
            }
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        return sets;
    }

    /** Screens every question with every layer; returns the time the rules and detector took on each. */
    private List<Double> screenAll(
            LayeredScreen screen, Map<String, List<InjectionCases.Case>> sets, InjectionTally tally, boolean slow) {
        var all = sets.values().stream().flatMap(List::stream).toList();
        // The first questions pay for class loading and JIT compilation, which a running guard paid at start.
        all.stream().limit(WARM_UP).forEach(q -> screen.detector(q.question()));
        var latency = new ArrayList<Double>(all.size());
        long done = 0;
        var bar = ConsoleProgress.counting(err, "screening", all.size(), "questions");
        for (var set : sets.entrySet()) {
            for (var question : set.getValue()) {
                long started = System.nanoTime();
                var layers = new LinkedHashMap<String, LayerVerdict>();
                layers.put("rules", screen.rules(question.question()));
                layers.put("detector", screen.detector(question.question()));
                latency.add((System.nanoTime() - started) / 1e6);
                if (slow) {
                    layers.put("model", screen.model(question.question()));
                }
                tally.add(set.getKey(), question, layers);
                bar.update(++done);
            }
        }
        bar.close();
        return latency;
    }

    private static Path directory(Path path) throws UsageException {
        if (!Files.isDirectory(path)) {
            throw new UsageException("no such folder: " + path);
        }
        return path;
    }

    private List<Path> qaFiles(List<Path> given) throws UsageException {
        var files = new ArrayList<Path>();
        for (var path : given) {
            if (!Files.isRegularFile(path)) {
                throw new UsageException("no such QA file: " + path);
            }
            files.add(path);
        }
        if (files.isEmpty()) {
            err.println("bench injection: no Bar Exam QA file found; only the injection data is screened (--qa FILE)");
        }
        return files;
    }
}
