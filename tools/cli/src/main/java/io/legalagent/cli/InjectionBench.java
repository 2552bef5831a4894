package io.legalagent.cli;

import io.legalagent.model.InjectionScreens;
import io.legalagent.ports.ScreenSkill;
import io.legalagent.retrieval.ingest.ProgressBar;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * {@code bench injection}: how well the guard's injection screen tells attacks from legal questions.
 * It screens the attack set, the legitimate set and Bar Exam QA questions with the offline
 * heuristics and, with {@code --provider ollama|openai}, with the model's screening skill too, and
 * reports the detection rate and the false positives of each. Needs no running stack.
 */
final class InjectionBench {
    static final List<Path> DEFAULT_QA = List.of(
            Path.of("../shared/data/qa/barexam-validation.csv"), Path.of("../shared/data/qa/barexam-train.csv"));

    private final PrintStream out;
    private final PrintStream err;
    private final Function<String, String> environment;

    InjectionBench(PrintStream out, PrintStream err, Function<String, String> environment) {
        this.out = out;
        this.err = err;
        this.environment = environment;
    }

    /** What bench injection screens, and with which model besides the heuristics. */
    record Options(
            Path attacks,
            Path legitimate,
            List<Path> qa,
            int qaLimit,
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
        var sets = new LinkedHashMap<String, List<InjectionCases.Case>>();
        try {
            sets.put(
                    InjectionTally.ATTACKS,
                    InjectionCases.jsonLines(file(options.attacks(), "--attacks"), InjectionCases.ATTACKS));
            sets.put(
                    InjectionTally.LEGITIMATE,
                    InjectionCases.jsonLines(file(options.legitimate(), "--legitimate"), InjectionCases.LEGITIMATE));
            int limit = options.qaLimit();
            for (var qa : qaFiles(options.qa())) {
                sets.put(qa.getFileName().toString(), InjectionCases.qa(qa, limit));
            }
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        var tallies = new ArrayList<InjectionTally>();
        tallies.add(screen(
                "offline heuristics (InjectionHeuristics, no language model)",
                InjectionScreens.heuristics(),
                sets,
                false));
        // Printed before the model runs: a model server that fails part-way leaves these figures shown.
        out.print(tallies.get(0).table());
        if (model.isPresent()) {
            var settings = model.get();
            tallies.add(screen(ModelChoice.describe(settings), InjectionScreens.of(settings), sets, true));
            out.print("\n" + tallies.get(1).table());
        }
        if (options.json()) {
            var document = new LinkedHashMap<String, Object>();
            document.put("bench", "injection");
            document.put(
                    "screens", tallies.stream().map(InjectionTally::figures).toList());
            out.println(Json.MAPPER.writeValueAsString(document));
        }
        return ExitCodes.OK;
    }

    private InjectionTally screen(
            String name, ScreenSkill screen, Map<String, List<InjectionCases.Case>> sets, boolean slow) {
        var tally = new InjectionTally(name);
        long total = sets.values().stream().mapToLong(List::size).sum();
        // A model takes a while per question: show how far it got.
        var bar = slow ? new ProgressBar(err, "screening", total, System.console() != null, "questions") : null;
        long done = 0;
        for (var set : sets.entrySet()) {
            for (var question : set.getValue()) {
                tally.add(set.getKey(), question, screen.screen(question.question()));
                if (bar != null) {
                    bar.update(++done);
                }
            }
        }
        if (bar != null) {
            bar.finish();
        }
        return tally;
    }

    private static Path file(Path path, String option) throws UsageException {
        if (path == null) {
            return null;
        }
        if (!Files.isRegularFile(path)) {
            throw new UsageException("no such file for " + option + ": " + path);
        }
        return path;
    }

    private List<Path> qaFiles(List<Path> given) throws UsageException {
        if (given.isEmpty()) {
            var found = DEFAULT_QA.stream().filter(Files::isRegularFile).toList();
            DEFAULT_QA.stream()
                    .filter(p -> !Files.isRegularFile(p))
                    .forEach(p ->
                            err.println("bench injection: " + p + " not found from this folder; skipped (--qa FILE)"));
            return found;
        }
        var files = new ArrayList<Path>();
        for (var path : given) {
            if (!Files.isRegularFile(path)) {
                throw new UsageException("no such QA file: " + path);
            }
            files.add(path);
        }
        return files;
    }
}
