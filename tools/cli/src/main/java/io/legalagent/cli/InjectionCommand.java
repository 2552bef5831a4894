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
            "Screens each question as the guard does and counts what is flagged: on the attack set the detection"
                    + " rate, on every other set a false positive. Needs no stack.",
            "The model: --model, --ollama-url, --openai-url and the LEGAL_MODEL_* variables as for ask; the prompt"
                    + " from skills/ (LEGAL_MODEL_SKILLS_DIRECTORY)."
        })
final class InjectionCommand implements Callable<Integer> {
    @Option(
            names = "--attacks",
            paramLabel = "FILE",
            description = "attack set, JSON Lines (default: the packaged one)")
    Path attacks;

    @Option(
            names = "--legitimate",
            paramLabel = "FILE",
            description = "legitimate questions (default: the packaged set)")
    Path legitimate;

    @Option(
            names = "--qa",
            paramLabel = "FILE",
            description = "a Bar Exam QA CSV, repeatable (default: ../shared/data's validation and train splits)")
    List<Path> qa = new ArrayList<>();

    @Option(names = "--qa-limit", paramLabel = "N", description = "the first N questions of each QA file")
    int qaLimit = Integer.MAX_VALUE;

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
        return new InjectionBench.Options(
                attacks, legitimate, files, qaLimit, provider, model, ollamaUrl, openaiUrl, json);
    }

    @Override
    public Integer call() throws Exception {
        var env =
                Io.envWith("LEGAL_MODEL_SKILLS_DIRECTORY", Io.config().skills().toString());
        return new InjectionBench(Io.out, Io.err, env).run(options());
    }
}
