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
import java.util.Set;
import java.util.function.Function;

/**
 * {@code bench injection}: how well the guard's injection screen tells attacks from legal questions.
 * It screens the attack set, the legitimate set and Bar Exam QA questions with the offline
 * heuristics and, with {@code --provider ollama|openai}, with the model's screening skill too, and
 * reports the detection rate and the false positives of each. Needs no running stack.
 */
final class InjectionBench {
    static final String USAGE =
            """
            usage: bench injection [--attacks FILE] [--legitimate FILE] [--qa FILE]... [--qa-limit N]
                                   [--provider offline|ollama|openai] [--model NAME] [--ollama-url URL]
                                   [--openai-url URL] [--json]
              screens each question as the guard does and counts what is flagged: on the attack set
              that is the detection rate, on every other set a false positive
              --attacks FILE     attack set, JSON Lines (default: the packaged injection/attacks.jsonl)
              --legitimate FILE  legitimate questions (default: the packaged injection/legitimate.jsonl)
              --qa FILE          a Bar Exam QA CSV, repeatable (default: ../shared/data/qa/
                                 barexam-validation.csv and barexam-train.csv, those that exist)
              --qa-limit N       the first N questions of each QA file
              --provider P       also the screening skill of this model provider (--llm works too);
                                 --model, --ollama-url, --openai-url and the LEGAL_MODEL_* variables as for
                                 ./legal ask; the prompt from LEGAL_MODEL_SKILLS_DIRECTORY if set
              --json             the last line of stdout is one JSON object with the figures
            """;

    static final List<Path> DEFAULT_QA = List.of(
            Path.of("../shared/data/qa/barexam-validation.csv"), Path.of("../shared/data/qa/barexam-train.csv"));

    private static final Set<String> FLAGS = Set.of("--json");
    private static final Map<String, String> NAMES = Map.ofEntries(
            Map.entry("--attacks", "--attacks"),
            Map.entry("--legitimate", "--legitimate"),
            Map.entry("--qa", "--qa"),
            Map.entry("--qa-limit", "--qa-limit"),
            Map.entry("--provider", "--provider"),
            Map.entry("--llm", "--provider"),
            Map.entry("--model", "--model"),
            Map.entry("--ollama-url", "--ollama-url"),
            Map.entry("--openai-url", "--openai-url"),
            Map.entry("--json", "--json"));

    private final PrintStream out;
    private final PrintStream err;
    private final Function<String, String> environment;

    InjectionBench(PrintStream out, PrintStream err, Function<String, String> environment) {
        this.out = out;
        this.err = err;
        this.environment = environment;
    }

    int run(List<String> argv) throws UsageException {
        var args = Args.parse(argv, NAMES, FLAGS);
        if (!args.positionals().isEmpty()) {
            throw new UsageException("unexpected " + args.positionals());
        }
        var model = ModelChoice.of(args, environment);
        var sets = new LinkedHashMap<String, List<InjectionCases.Case>>();
        try {
            sets.put(InjectionTally.ATTACKS, InjectionCases.jsonLines(file(args, "--attacks"), InjectionCases.ATTACKS));
            sets.put(
                    InjectionTally.LEGITIMATE,
                    InjectionCases.jsonLines(file(args, "--legitimate"), InjectionCases.LEGITIMATE));
            int limit = BenchArgs.positiveInt(args, "--qa-limit", Integer.MAX_VALUE);
            for (var qa : qaFiles(args)) {
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
        if (args.flag("--json")) {
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

    private static Path file(Args args, String option) throws UsageException {
        var given = args.value(option);
        if (given.isEmpty()) {
            return null;
        }
        var path = Path.of(given.get());
        if (!Files.isRegularFile(path)) {
            throw new UsageException("no such file for " + option + ": " + path);
        }
        return path;
    }

    private List<Path> qaFiles(Args args) throws UsageException {
        var given = args.values("--qa");
        if (given.isEmpty()) {
            var found = DEFAULT_QA.stream().filter(Files::isRegularFile).toList();
            DEFAULT_QA.stream()
                    .filter(p -> !Files.isRegularFile(p))
                    .forEach(p ->
                            err.println("bench injection: " + p + " not found from this folder; skipped (--qa FILE)"));
            return found;
        }
        var files = new ArrayList<Path>();
        for (var name : given) {
            var path = Path.of(name);
            if (!Files.isRegularFile(path)) {
                throw new UsageException("no such QA file: " + path);
            }
            files.add(path);
        }
        return files;
    }
}
