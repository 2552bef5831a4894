package io.legalagent.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code bench injection}: no stack; the Bar Exam QA splits of ../shared/data unless --qa names files. */
@Command(
        name = "injection",
        mixinStandardHelpOptions = true,
        description = {
            "Screens each question of data/injection and Bar Exam QA with each layer of the guard's screen (rules,"
                    + " learned detector, and with --provider the model's skill) and counts what is flagged: on the"
                    + " attack families the detection rate, on every other set a false positive. Times the guard's"
                    + " screen. Needs no stack.",
            "The model: --model, --ollama-url, --openai-url and the LEGAL_MODEL_* variables as for ask; the prompt"
                    + " from skills/ (LEGAL_MODEL_SKILLS_DIRECTORY)."
        })
final class InjectionCommand implements Callable<Integer> {
    @Option(
            names = "--data",
            paramLabel = "DIR",
            description = "the injection data: attacks/train, attacks/held-out, legitimate (default: data/injection)")
    Path data;

    @Option(
            names = "--qa",
            paramLabel = "FILE",
            description = "a Bar Exam QA CSV, repeatable (default: ../shared/data's validation and train splits)")
    List<Path> qa = new ArrayList<>();

    @Option(names = "--qa-limit", paramLabel = "N", description = "the first N questions of each QA file")
    int qaLimit = Integer.MAX_VALUE;

    @Option(
            names = "--detector",
            paramLabel = "DIR",
            description = "a detector written by train screen --output DIR (default: the guard's bundled one)")
    Path detector;

    @Option(
            names = "--threshold",
            paramLabel = "P",
            description = "the detector's threshold (default: the one calibrated with the model)")
    Double threshold;

    @Option(
            names = {"--provider", "--llm"},
            paramLabel = "offline|ollama|openai",
            description = "also the screening skill of this model provider")
    String provider;

    @Option(names = "--model", paramLabel = "NAME", description = "the model (with --provider ollama or openai)")
    String model;

    @Option(names = "--ollama-url", paramLabel = "URL", description = "the Ollama server")
    String ollamaUrl;

    @Option(names = "--openai-url", paramLabel = "URL", description = "an OpenAI-compatible server")
    String openaiUrl;

    @Option(names = "--json", description = "the last line of stdout is one JSON object with the figures")
    boolean json;

    InjectionBench.Options options() {
        var files = new ArrayList<>(qa);
        if (files.isEmpty()) {
            for (String split : List.of("barexam-validation.csv", "barexam-train.csv")) {
                Path file = BenchCommands.sharedQa().resolveSibling(split);
                if (Files.exists(file)) {
                    files.add(file);
                }
            }
        }
        var folder = data != null ? data : Io.config().root().resolve("data/injection");
        return new InjectionBench.Options(
                folder, files, qaLimit, detector, threshold, provider, model, ollamaUrl, openaiUrl, json);
    }

    @Override
    public Integer call() throws Exception {
        var env =
                Io.envWith("LEGAL_MODEL_SKILLS_DIRECTORY", Io.config().skills().toString());
        return new InjectionBench(Io.out, Io.err, env).run(options());
    }
}
