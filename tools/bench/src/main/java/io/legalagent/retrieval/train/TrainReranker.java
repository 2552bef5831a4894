package io.legalagent.retrieval.train;

import io.legalagent.retrieval.RetrievalSettings;
import io.legalagent.retrieval.bench.BenchCollection;
import io.legalagent.retrieval.bench.QaCsv;
import io.legalagent.retrieval.bench.Scoreboard;
import io.legalagent.retrieval.search.HybridReranker;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * {@code train reranker}: pools every training and validation question through the executor's search,
 * cross-validates the learned reranker on the training split against the hybrid, fits it on the whole
 * split, scores both on validation, and writes the model. It also says whether the model earns the
 * default: at least {@link #DEFAULT_MARGIN} more hit@5 than the hybrid on validation and no less on
 * the cross-validated training split.
 */
final class TrainReranker {
    static final double DEFAULT_MARGIN = 0.03;
    static final int FOLDS = 5;

    record Options(Path qa, Path validation, Path corpus, Path out, RerankerFit.Options fit) {}

    private final PrintStream out;
    private final PrintStream err;

    TrainReranker(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    int run(Options options, RetrievalSettings settings) throws IOException {
        var train = QaCsv.read(options.qa());
        var validation = QaCsv.read(options.validation());
        double weight = settings.lexicalWeight();
        try (var bench = BenchCollection.open(settings, options.corpus(), err)) {
            var retriever = bench.retriever(new HybridReranker(weight), bench.instructed());
            var builder = new PoolBuilder(retriever, BenchCollection::choiceAware, weight);
            err.println("pooling candidates (choice-aware queries, pool " + settings.poolSize() + " per query)");
            var trainPools = builder.build(train, "train", err);
            var validationPools = builder.build(validation, "validation", err);
            err.println("cross-validating (" + FOLDS + " folds) and fitting");
            var cv = Evaluation.crossValidate(trainPools, FOLDS, options.fit());
            var fit = RerankerFit.train(trainPools, options.fit());
            var learnedValidation = Evaluation.score(validationPools, p -> fit.scores(p.features()));
            var hybridValidation = Evaluation.hybrid(validationPools);
            boolean earnsDefault = learnedValidation.hitAt5() >= hybridValidation.hitAt5() + DEFAULT_MARGIN - 1e-9
                    && cv.learned().hitAt5() >= cv.hybrid().hitAt5();
            printTable(train.size(), validation.size(), cv, learnedValidation, hybridValidation);
            var weights = fit.weights();
            out.println(
                    "feature weights (log-odds of \"relevant\" per unit; most features are standard scores within the pool):");
            weights.forEach((name, w) -> out.printf(Locale.ROOT, "  %-28s %+8.4f%n", name, w));
            var training = new LinkedHashMap<String, Object>();
            training.put("train_file", options.qa().getFileName().toString());
            training.put("train_questions", train.size());
            training.put("validation_file", options.validation().getFileName().toString());
            training.put("validation_questions", validation.size());
            training.put("corpus_fingerprint", bench.corpus().fingerprint());
            training.put("embedding_model", settings.model().id());
            training.put("pool_size", settings.poolSize());
            training.put("epochs", options.fit().epochs());
            training.put("learning_rate", options.fit().learningRate());
            training.put("seed", options.fit().seed());
            training.put(
                    "cross_validated_train", Map.of("learned", figures(cv.learned()), "hybrid", figures(cv.hybrid())));
            training.put(
                    "validation", Map.of("learned", figures(learnedValidation), "hybrid", figures(hybridValidation)));
            training.put("earns_default", earnsDefault);
            training.put("weights", weights);
            var model = TrainedModelFiles.write(options.out(), fit, weight, training);
            out.printf(
                    Locale.ROOT,
                    "%s the default rule (validation hit@5 at least %.0f points above the hybrid's, cross-validated"
                            + " train hit@5 not below it)%n",
                    earnsDefault ? "meets" : "does NOT meet",
                    100 * DEFAULT_MARGIN);
            out.println("wrote " + options.out().resolve(TrainedModelFiles.DESCRIPTION) + " and "
                    + TrainedModelFiles.MODEL + ", fingerprint " + model.fingerprint());
            return 0;
        }
    }

    private void printTable(
            int trainCount,
            int validationCount,
            Evaluation.CrossValidated cv,
            Scoreboard learnedValidation,
            Scoreboard hybridValidation) {
        out.println(Scoreboard.header());
        out.println(cv.learned().row("learned, train " + FOLDS + "-fold CV (" + trainCount + ")"));
        out.println(cv.hybrid().row("hybrid, train (" + trainCount + ")"));
        out.println(learnedValidation.row("learned, validation (" + validationCount + ")"));
        out.println(hybridValidation.row("hybrid, validation (" + validationCount + ")"));
    }

    static Map<String, Object> figures(Scoreboard board) {
        var figures = new LinkedHashMap<String, Object>();
        figures.put("hit@1", round(board.hitAt1()));
        figures.put("hit@3", round(board.hitAt3()));
        figures.put("hit@5", round(board.hitAt5()));
        figures.put("hit@10", round(board.hitAt10()));
        figures.put("mrr", round(board.mrr()));
        return figures;
    }

    private static double round(double v) {
        return Math.round(v * 10000) / 10000.0;
    }
}
