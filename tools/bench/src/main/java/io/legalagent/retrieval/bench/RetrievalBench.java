package io.legalagent.retrieval.bench;

import io.legalagent.retrieval.RetrievalSettings;
import io.legalagent.retrieval.RetrievalStack;
import io.legalagent.retrieval.search.ConfidenceModel;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@code RetrievalBench --qa FILE [--corpus DIR] [--json] [--calibrate] [--throughput] [--chroma URL]}
 * ({@code legal bench retrieval ...}): gold-passage hit@1/5/10 and MRR per retrieval variant, the default
 * first. The corpus goes into a collection of its own named by its fingerprint, so the user's collection
 * is never touched and a second run reuses it.
 */
public final class RetrievalBench {
    private RetrievalBench() {}

    /**
     * Runs the benchmark: the corpus line, the table (and calibration, throughput, JSON when asked) go
     * to {@code out}; progress and problems to {@code err}. Returns 0 done, 1 Chroma does not answer.
     */
    static int run(BenchOptions options, RetrievalSettings settings, PrintStream out, PrintStream err) {
        var rows = QaCsv.read(options.qa()); // before the corpus is embedded: a bad file fails fast
        var equivalents = options.equivalents() == null
                ? JudgedEquivalents.none()
                : JudgedEquivalents.read(options.equivalents());
        BenchCollection bench;
        try {
            bench = BenchCollection.open(settings, options.corpus(), err);
        } catch (IllegalStateException | IllegalArgumentException e) {
            err.println(e.getMessage());
            return 1;
        }
        try (bench;
                var resources = new Resources()) {
            var corpus = bench.corpus();
            var ingest = bench.ingest();
            var store = bench.store();
            var raw = bench.raw();
            String fingerprint = corpus.fingerprint();
            out.printf(
                    Locale.ROOT,
                    "corpus %s: %d passages, fingerprint %s, collection %s (%s)%n",
                    options.corpus(),
                    ingest.read(),
                    fingerprint,
                    store.collection(),
                    ingest.noWork()
                            ? "reused"
                            : String.format(Locale.ROOT, "ingested at %.1f passages/s", ingest.passagesPerSecond()));
            if (options.throughput()) {
                out.println(Throughput.measure(raw, corpus.passages(), ingest));
            }
            var variants = options.defaultOnly()
                    ? Variants.all(store, raw, settings, RetrievalStack::reranker, resources)
                            .subList(0, 1)
                    : Variants.all(store, raw, settings, RetrievalStack::reranker, resources);
            out.printf("%d questions from %s%n%s%n", rows.size(), options.qa(), Scoreboard.header());
            var report = new CalibrationReport(
                    String.format(
                            Locale.ROOT,
                            "%d questions of %s over the corpus %s (%d passages, fingerprint %s)",
                            rows.size(),
                            options.qa().getFileName(),
                            options.corpus(),
                            ingest.read(),
                            fingerprint),
                    options.equivalents() != null);
            var boards = new LinkedHashMap<String, Object>();
            Scoreboard first = null;
            for (var variant : variants) {
                var board = new Scoreboard();
                var calibrations = new SignalCalibrations();
                for (var row : rows) {
                    var ranking = variant.retriever().rank(variant.queries().apply(row), Set.of());
                    board.add(ranking.ids(), row.goldIdx());
                    calibrations.add(ranking, row.goldIdx(), equivalents.of(row.idx()));
                }
                out.println(board.row(variant.name()));
                if (options.calibrate()) {
                    out.println("  " + variant.description());
                    out.println(calibrations.report());
                    var refitted = calibrations.crossValidatedAuc();
                    out.printf(
                            Locale.ROOT,
                            "  calibrated, refitted by %d-fold cross-validation on these questions: AUC %.3f %s%n",
                            ConfidenceFit.FOLDS,
                            refitted.auc(),
                            refitted.interval(false));
                    if (!equivalents.isEmpty()) {
                        out.println(calibrations.evidenceReport(
                                options.equivalents().getFileName().toString()));
                    }
                }
                if (options.calibrate() && options.signals() != null && first == null) {
                    write(options.signals(), calibrations.csv());
                }
                if (options.calibrate() && options.fit() != null && first == null) {
                    writeFit(fit(variant, rows, calibrations, options), options, out);
                }
                if (options.report() != null) {
                    report.add(variant, board, calibrations);
                }
                first = first == null ? board : first;
                boards.put(variant.name(), figures(board));
            }
            if (options.json() && first != null) {
                out.println(JsonMapper.builder()
                        .build()
                        .writeValueAsString(Map.of(
                                "variant", variants.get(0).name(),
                                "questions", first.questions(),
                                "hit@1", round(first.hitAt1()),
                                "hit@3", round(first.hitAt3()),
                                "hit@5", round(first.hitAt5()),
                                "hit@10", round(first.hitAt10()),
                                "mrr", round(first.mrr()),
                                "corpus_fingerprint", fingerprint,
                                "variants", boards)));
            }
            if (options.report() != null) {
                writeReport(report, options, err);
            }
        }
        return 0;
    }

    private static void writeReport(CalibrationReport report, BenchOptions options, PrintStream err) {
        try {
            var page = report.write(
                    options.report(), "Retrieval calibration: " + options.qa().getFileName());
            err.println("report: " + page);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void write(java.nio.file.Path file, String text) {
        try {
            Files.writeString(file, text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The calibrated model fitted on the --qa file's questions and those of every --fit-with file. */
    private static ConfidenceModel fit(
            Variant variant, List<QaRow> rows, SignalCalibrations calibrations, BenchOptions options) {
        var trainedOn = new StringJoiner(", ");
        trainedOn.add(rows.size() + " questions of " + options.qa().getFileName());
        var more = new ArrayList<SignalCalibrations>();
        for (var file : options.fitWith()) {
            var extra = new SignalCalibrations();
            for (var row : QaCsv.read(file)) {
                extra.add(variant.retriever().rank(variant.queries().apply(row), Set.of()), row.goldIdx());
            }
            more.add(extra);
            trainedOn.add(extra.size() + " of " + file.getFileName());
        }
        return calibrations.fit(trainedOn.toString(), more);
    }

    /** The default variant's calibrated model, written where asked. */
    private static void writeFit(ConfidenceModel model, BenchOptions options, PrintStream out) {
        try {
            Files.writeString(options.fit(), model.toJson());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        out.printf(
                Locale.ROOT,
                "  calibrated model fitted on %s: signals %s, weights %s, bias %.4f -> %s%n",
                model.trainedOn(),
                model.signals(),
                Arrays.toString(model.weights()),
                model.bias(),
                options.fit());
    }

    private static Map<String, Double> figures(Scoreboard board) {
        return Map.of(
                "hit@1", round(board.hitAt1()),
                "hit@3", round(board.hitAt3()),
                "hit@5", round(board.hitAt5()),
                "hit@10", round(board.hitAt10()),
                "mrr", round(board.mrr()));
    }

    private static double round(double v) {
        return Math.round(v * 10000) / 10000.0;
    }
}
