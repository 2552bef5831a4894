package io.legalagent.retrieval.bench;

import io.legalagent.retrieval.RetrievalSettings;
import io.legalagent.retrieval.cli.Quiet;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code bench retrieval}: gold-passage hit@1/5/10 and MRR per retrieval variant, the default first.
 * Exit 0 done, 1 Chroma does not answer, 2 bad usage.
 */
@Command(
        name = "retrieval",
        mixinStandardHelpOptions = true,
        description = {
            "Gold-passage hit@1/5/10 and MRR per retrieval variant, the default first (Chroma, no model).",
            "Settings: LEGAL_RETRIEVAL_CHROMA_URL, LEGAL_RETRIEVAL_POOL_SIZE, LEGAL_RETRIEVAL_LEXICAL_WEIGHT, ..."
        })
public final class RetrievalBenchCommand implements Callable<Integer> {
    @Option(
            names = "--qa",
            required = true,
            paramLabel = "FILE",
            description = "questions with gold passages (Bar Exam QA layout: question, choice_a..d, gold_idx)")
    Path qa;

    @Option(
            names = "--corpus",
            paramLabel = "DIR",
            description = "passage files or a folder of them (default: ../shared/data/corpus)")
    Path corpus = BenchOptions.DEFAULT_CORPUS;

    @Option(names = "--json", description = "one JSON line with the default variant's figures")
    boolean json;

    @Option(
            names = "--calibrate",
            description =
                    "per confidence signal: its AUC for \"gold passage in the top 5\" and the threshold it suggests")
    boolean calibrate;

    @Option(
            names = "--fit",
            paramLabel = "FILE",
            description = "with --calibrate: fit the calibrated confidence model on these questions and write it here"
                    + " (services/retrieval/src/main/resources/confidence/confidence-model.json is the shipped one)")
    Path fit;

    @Option(names = "--default-only", description = "only the default variant (what the executor runs)")
    boolean defaultOnly;

    @Option(names = "--throughput", description = "raw embedding speed next to the ingest's")
    boolean throughput;

    @Option(names = "--chroma", paramLabel = "URL", description = "the Chroma server")
    String chroma;

    @Option(names = "--model", paramLabel = "ID", description = "the embedding model")
    String model;

    @Spec
    CommandSpec spec;

    private final PrintStream out;
    private final PrintStream err;

    public RetrievalBenchCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    public static void main(String[] args) {
        System.exit(new CommandLine(new RetrievalBenchCommand(System.out, System.err)).execute(args));
    }

    @Override
    public Integer call() {
        Quiet.apply();
        for (Path path : new Path[] {qa, corpus}) {
            if (!Files.exists(path)) {
                throw new ParameterException(spec.commandLine(), "no such file or folder: " + path);
            }
        }
        var env = new HashMap<String, String>();
        if (chroma != null) {
            env.put("LEGAL_RETRIEVAL_CHROMA_URL", chroma);
        }
        if (model != null) {
            env.put("LEGAL_RETRIEVAL_EMBEDDING_MODEL", model);
        }
        RetrievalSettings settings;
        try {
            settings = RetrievalSettings.from(key -> env.getOrDefault(key, System.getenv(key)));
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "bad setting: " + e.getMessage());
        }
        return RetrievalBench.run(
                new BenchOptions(qa, corpus, json, calibrate, throughput, defaultOnly, fit, env), settings, out, err);
    }
}
