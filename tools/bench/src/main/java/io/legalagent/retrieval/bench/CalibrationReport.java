package io.legalagent.retrieval.bench;

import io.legalagent.report.Report;
import io.legalagent.retrieval.search.ConfidenceSignal;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * {@code bench retrieval --report DIR}: the terminal's tables as a page, with the reliability diagram
 * of the calibrated confidence and every signal's ROC curve for the first variant (the one the
 * executor runs). Built from the same {@link Scoreboard} and {@link SignalCalibrations} the terminal
 * prints.
 */
final class CalibrationReport {
    private final String source;
    private final boolean judged;
    private final List<CalibrationFigures.Variant> variants = new ArrayList<>();
    private SignalCalibrations charted;

    /** @param source "N questions of FILE over corpus ..." */
    CalibrationReport(String source, boolean judged) {
        this.source = source;
        this.judged = judged;
    }

    void add(Variant variant, Scoreboard board, SignalCalibrations calibrations) {
        variants.add(CalibrationFigures.Variant.of(variant.name(), variant.description(), board, calibrations, judged));
        charted = charted == null ? calibrations : charted;
    }

    /** Writes the page and returns its path. */
    Path write(Path dir, String title) throws IOException {
        return build(title).write(dir);
    }

    Report build(String title) {
        var first = variants.get(0);
        var reliability = CalibrationFigures.ReliabilityFigures.of(first.name(), charted.reliability());
        var curves = curves();
        var report = Report.titled(title)
                .lead(source + ". The outcome throughout: the gold passage among the top 5 the executor keeps."
                        + " The charts are for " + first.name() + ", what the executor runs.")
                .section("Retrieval")
                .table(List.of("variant", "hit@1", "hit@3", "hit@5", "hit@10", "MRR"), scoreRows())
                .section("Reliability of the calibrated confidence")
                .text("Each band of predicted probability at its questions' mean prediction and the share of them"
                        + " whose gold was in the top 5: on the diagonal, the confidence means what it says.")
                .chart(CalibrationCharts.reliability(reliability))
                .chart(CalibrationCharts.bandCounts(reliability))
                .table(List.of("band", "questions", "mean predicted", "gold in the top 5"), bandRows(reliability))
                .section("ROC curves")
                .text("Each signal's share of hits passed against its share of misses passed as its threshold"
                        + " falls; the area under a curve is its AUC. "
                        + SignalCalibrations.REFITTED + " is the calibrated model refitted by "
                        + ConfidenceFit.FOLDS + "-fold cross-validation on these questions.")
                .chart(CalibrationCharts.roc("model", "The fitted model and the original confidence", models(curves)));
        for (var family : SignalFamily.values()) {
            report.chart(CalibrationCharts.roc(family.id(), family.title(), family(curves, family)));
        }
        for (var variant : variants) {
            signalSection(report, variant);
        }
        return report.figures("source", source)
                .figures("variants", variants)
                .figures("reliability", reliability)
                .figures("roc", curves);
    }

    private static void signalSection(Report report, CalibrationFigures.Variant variant) {
        report.section("Signals: " + variant.name())
                .text(variant.description())
                .table(signalHeaders(), signalRows(variant.signals()))
                .text(String.format(
                        Locale.ROOT,
                        "%s refitted by %d-fold cross-validation: AUC %.3f [%.3f, %.3f]. %s − %s on the same"
                                + " questions (paired): AUC %+.3f [%+.3f, %+.3f].",
                        ConfidenceSignal.CALIBRATED.id(),
                        ConfidenceFit.FOLDS,
                        variant.crossValidated().auc(),
                        Math.max(0, variant.crossValidated().low()),
                        Math.min(1, variant.crossValidated().high()),
                        ConfidenceSignal.DEFAULT.id(),
                        ConfidenceSignal.MEAN_COSINE.id(),
                        variant.calibratedMinusMeanCosine().auc(),
                        variant.calibratedMinusMeanCosine().low(),
                        variant.calibratedMinusMeanCosine().high()));
        if (variant.evidenceSignals() != null) {
            report.text(String.format(
                            Locale.ROOT,
                            "Against the gold or a passage judged equivalent in the top 5: %d of %d questions.",
                            variant.evidenceFound(),
                            variant.questions()))
                    .table(signalHeaders(), signalRows(variant.evidenceSignals()));
        }
    }

    /** Every signal's curve and the refitted model's, in the terminal's order (best AUC first). */
    private List<CalibrationFigures.Curve> curves() {
        var curves = new ArrayList<CalibrationFigures.Curve>();
        curves.add(CalibrationFigures.Curve.of("roc-model", charted.crossValidated()));
        for (var calibration : charted.ranked()) {
            curves.add(CalibrationFigures.Curve.of(chartOf(calibration.name()), calibration));
        }
        return curves;
    }

    private static String chartOf(String signal) {
        for (var family : SignalFamily.values()) {
            if (family.signals().stream().anyMatch(s -> s.id().equals(signal))) {
                return "roc-" + family.id();
            }
        }
        return "roc-model";
    }

    /** The fitted models (the shipped one, the one refitted here) and the original agent's mean cosine. */
    private static List<CalibrationFigures.Curve> models(List<CalibrationFigures.Curve> curves) {
        var names = List.of(
                ConfidenceSignal.CALIBRATED.id(), SignalCalibrations.REFITTED, ConfidenceSignal.MEAN_COSINE.id());
        return calibratedFirst(
                curves.stream().filter(c -> names.contains(c.signal())).toList());
    }

    /** The family's signals, and the shipped model beside them for reference. */
    private static List<CalibrationFigures.Curve> family(List<CalibrationFigures.Curve> curves, SignalFamily family) {
        return calibratedFirst(curves.stream()
                .filter(c ->
                        c.chart().equals("roc-" + family.id()) || c.signal().equals(ConfidenceSignal.CALIBRATED.id()))
                .toList());
    }

    /** The shipped model first, so that it has the same colour on every chart. */
    private static List<CalibrationFigures.Curve> calibratedFirst(List<CalibrationFigures.Curve> curves) {
        var sorted = new ArrayList<>(curves);
        sorted.sort(Comparator.comparing(c -> !c.signal().equals(ConfidenceSignal.CALIBRATED.id())));
        return sorted;
    }

    private List<List<String>> scoreRows() {
        return variants.stream()
                .map(v -> List.of(
                        v.name(),
                        percent(v.hit1()),
                        percent(v.hit3()),
                        percent(v.hit5()),
                        percent(v.hit10()),
                        String.format(Locale.ROOT, "%.3f", v.mrr())))
                .toList();
    }

    private static List<List<String>> bandRows(CalibrationFigures.ReliabilityFigures reliability) {
        return reliability.bands().stream()
                .map(b -> List.of(
                        CalibrationCharts.band(b),
                        Integer.toString(b.questions()),
                        b.questions() == 0 ? "-" : String.format(Locale.ROOT, "%.2f", b.meanPredicted()),
                        b.questions() == 0 ? "-" : percent(b.observed())))
                .toList();
    }

    private static List<String> signalHeaders() {
        return List.of("signal", "AUC", "95 % interval", "threshold", "passes hits", "passes misses");
    }

    private static List<List<String>> signalRows(List<CalibrationFigures.SignalRow> rows) {
        return rows.stream()
                .map(r -> List.of(
                        r.signal(),
                        String.format(Locale.ROOT, "%.3f", r.auc()),
                        String.format(Locale.ROOT, "[%.3f, %.3f]", r.low(), r.high()),
                        String.format(Locale.ROOT, "%.4f", r.threshold()),
                        percent(r.passesHits()),
                        percent(r.passesMisses())))
                .toList();
    }

    private static String percent(double share) {
        return String.format(Locale.ROOT, "%.1f%%", 100 * share);
    }
}
