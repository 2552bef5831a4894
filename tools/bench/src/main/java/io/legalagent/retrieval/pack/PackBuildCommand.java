package io.legalagent.retrieval.pack;

import io.legalagent.retrieval.bench.RetrievalOptions;
import io.legalagent.retrieval.cli.Quiet;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code pack build QA-FILE [--corpus DIR] --out DIR [--register]}: exit 0 built (and registered), 1 Chroma
 * or the broker does not answer, 2 bad usage.
 */
@Command(
        name = "build",
        mixinStandardHelpOptions = true,
        description = {
            "Builds one frozen ResearchPack per question (retrieval, ranking to the Top-12, trimming, snippets; no"
                    + " model) and rp_manifest.json beside them.",
            "Settings: LEGAL_RETRIEVAL_CHROMA_URL, LEGAL_RETRIEVAL_POOL_SIZE, LEGAL_RETRIEVAL_LEXICAL_WEIGHT, ..."
        })
public final class PackBuildCommand implements Callable<Integer> {
    @Parameters(
            index = "0",
            paramLabel = "QA-FILE",
            description = "questions (Bar Exam QA layout: idx, prompt, question, choice_a..d, answer, gold_idx)")
    Path qa;

    @Option(
            names = "--corpus",
            paramLabel = "DIR",
            description = "passage files or a folder of them (default: ../shared/data/corpus)")
    Path corpus = Path.of("../shared/data/corpus");

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "where the packs and manifest go")
    Path outDir;

    @Option(
            names = "--ranker",
            paramLabel = "NAME",
            description = "hybrid (default: measured best on validation) or rpv1.1")
    String ranker = PackRanker.HYBRID.id();

    @Option(
            names = "--register",
            description = "then publish the pack set on legal.packs (as ./legal pack register DIR), so the guard"
                    + " accepts its packs as frozen context")
    boolean register;

    @Option(
            names = "--bootstrap-server",
            paramLabel = "HOST:PORT",
            description = "with --register, the broker (default: LEGAL_KAFKA_BOOTSTRAP, else the local stack's)")
    String bootstrap;

    @Mixin
    RetrievalOptions retrieval;

    @Spec
    CommandSpec spec;

    private final PrintStream out;
    private final PrintStream err;
    private final Registrar registrar;

    /** Publishes a built pack set; returns the command's exit code. */
    public interface Registrar {
        /** @param bootstrap the broker, or null for the command line's default */
        int register(Path dir, String bootstrap);
    }

    public PackBuildCommand(PrintStream out, PrintStream err, Registrar registrar) {
        this.out = out;
        this.err = err;
        this.registrar = registrar;
    }

    public PackBuildCommand(PrintStream out, PrintStream err) {
        this(out, err, (dir, broker) -> {
            throw new IllegalStateException("--register needs the command line's broker login (./legal pack build)");
        });
    }

    @Override
    public Integer call() {
        Quiet.apply();
        retrieval.requireExisting(qa, corpus);
        PackRanker chosen;
        try {
            chosen = PackRanker.parse(ranker);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        var settings = retrieval.settings();
        int built = PackBuild.run(qa, corpus, outDir, chosen, settings, out, err);
        return built == 0 && register ? registrar.register(outDir, bootstrap) : built;
    }
}
