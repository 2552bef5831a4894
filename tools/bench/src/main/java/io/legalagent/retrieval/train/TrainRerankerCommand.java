package io.legalagent.retrieval.train;

import io.legalagent.retrieval.RetrievalSettings;
import io.legalagent.retrieval.cli.Quiet;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code train reranker --qa FILE [--validation FILE] [--corpus DIR] [--out DIR]}: trains the learned
 * reranker and writes it into the project. Exit 0 done, 1 Chroma does not answer, 2 bad usage.
 */
@Command(
        name = "reranker",
        mixinStandardHelpOptions = true,
        description = {
            "Trains the learned reranker on a Bar Exam QA training split: its features for every pooled candidate,"
                    + " a logistic regression of gold against the other candidates (Tribuo), cross-validated hit@k on the"
                    + " training split and hit@k on validation, each beside the hybrid's; then writes the model"
                    + " (ONNX) and its description with its fingerprint. Needs Chroma, no language model.",
            "Settings: LEGAL_RETRIEVAL_CHROMA_URL, LEGAL_RETRIEVAL_POOL_SIZE, LEGAL_RETRIEVAL_LEXICAL_WEIGHT, ..."
        })
public final class TrainRerankerCommand implements Callable<Integer> {
    @Option(
            names = "--qa",
            required = true,
            paramLabel = "FILE",
            description = "the training questions (Bar Exam QA layout)")
    Path qa;

    @Option(
            names = "--validation",
            paramLabel = "FILE",
            description = "questions to report hit@k on (default: ../shared/data/qa/barexam-validation.csv)")
    Path validation;

    @Option(
            names = "--corpus",
            paramLabel = "DIR",
            description = "passage files or a folder of them (default: ../shared/data/corpus)")
    Path corpus;

    @Option(
            names = "--out",
            paramLabel = "DIR",
            description = "where to write learned-reranker.json and .onnx (default: the services' bundled"
                    + " model, services/retrieval/src/main/resources/reranker)")
    Path out;

    @Option(names = "--epochs", paramLabel = "N", description = "passes over the pairs (default ${DEFAULT-VALUE})")
    int epochs = RerankerFit.Options.DEFAULT.epochs();

    @Option(names = "--seed", paramLabel = "S", description = "shuffling and fold seed (default ${DEFAULT-VALUE})")
    long seed = RerankerFit.Options.DEFAULT.seed();

    @Option(names = "--chroma", paramLabel = "URL", description = "the Chroma server")
    String chroma;

    @Spec
    CommandSpec spec;

    private final PrintStream stdout;
    private final PrintStream stderr;
    private final Path root;

    /** {@code root}: the project folder the default paths are relative to. */
    public TrainRerankerCommand(PrintStream stdout, PrintStream stderr, Path root) {
        this.stdout = stdout;
        this.stderr = stderr;
        this.root = root;
    }

    @Override
    public Integer call() throws Exception {
        Quiet.apply();
        var data = root.resolve("../shared/data").normalize();
        Path validationFile = validation != null ? validation : data.resolve("qa/barexam-validation.csv");
        Path corpusDir = corpus != null ? corpus : data.resolve("corpus");
        Path outDir = out != null ? out : root.resolve("services/retrieval/src/main/resources/reranker");
        for (Path path : new Path[] {qa, validationFile, corpusDir}) {
            if (!Files.exists(path)) {
                throw new ParameterException(spec.commandLine(), "no such file or folder: " + path);
            }
        }
        if (epochs < 1) {
            throw new ParameterException(spec.commandLine(), "--epochs takes a whole number above 0");
        }
        RetrievalSettings settings;
        try {
            settings = RetrievalSettings.from(
                    key -> key.equals("LEGAL_RETRIEVAL_CHROMA_URL") && chroma != null ? chroma : System.getenv(key));
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "bad setting: " + e.getMessage());
        }
        var fit = new RerankerFit.Options(epochs, RerankerFit.Options.DEFAULT.learningRate(), seed);
        var options = new TrainReranker.Options(qa, validationFile, corpusDir, outDir, fit);
        try {
            return new TrainReranker(stdout, stderr).run(options, settings);
        } catch (IllegalStateException e) {
            stderr.println(e.getMessage());
            return 1;
        }
    }
}
