package io.legalagent.retrieval.bench;

import io.legalagent.retrieval.cli.Quiet;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

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

    @Option(
            names = "--fit-with",
            paramLabel = "FILE",
            description = "with --fit: more questions the fit learns from as well (repeatable), such as the short open"
                    + " questions and the uncovered ones of data/confidence; only the --qa file is reported")
    List<Path> fitWith = List.of();

    @Option(
            names = "--signals",
            paramLabel = "FILE",
            description = "with --calibrate: write every confidence signal per question of the default variant"
                    + " as CSV here (gold_in_top5 first, the top 5's passage ids last)")
    Path signals;

    @Option(
            names = "--equivalents",
            paramLabel = "FILE",
            description = "with --calibrate: also report each signal's AUC for \"gold or a passage judged equivalent"
                    + " in the top 5\", the judgements read from this CSV (question,passage_id,reason), such as"
                    + " data/confidence/validation-equivalents.csv")
    Path equivalents;

    @Option(
            names = "--report",
            paramLabel = "DIR",
            description = "also write a report here (index.html, figures.json, charts/): the tables, the calibrated"
                    + " confidence's reliability diagram and every signal's ROC curve for the first variant")
    Path report;

    @Option(names = "--default-only", description = "only the default variant (what the executor runs)")
    boolean defaultOnly;

    @Option(names = "--throughput", description = "raw embedding speed next to the ingest's")
    boolean throughput;

    @Mixin
    RetrievalOptions retrieval;

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
        retrieval.requireExisting(qa, corpus);
        retrieval.requireExisting(fitWith.toArray(Path[]::new));
        if (equivalents != null) {
            retrieval.requireExisting(equivalents);
        }
        var settings = retrieval.settings();
        return RetrievalBench.run(
                new BenchOptions(
                        qa,
                        corpus,
                        json,
                        calibrate,
                        throughput,
                        defaultOnly,
                        fit,
                        fitWith,
                        signals,
                        equivalents,
                        report,
                        retrieval.overrides()),
                settings,
                out,
                err);
    }
}
