package io.legalagent.retrieval.bench;

import io.legalagent.report.Bars;
import io.legalagent.report.Chart;
import io.legalagent.report.Lines;
import java.util.List;
import java.util.Locale;

/** The calibration report's charts, drawn from its figures: the reliability diagram, its counts, ROC curves. */
final class CalibrationCharts {
    static final String OBSERVED = "observed";
    static final String QUESTIONS = "questions";

    private CalibrationCharts() {}

    /** Each band with questions at (mean predicted, observed rate); the diagonal is perfect calibration. */
    static Chart reliability(CalibrationFigures.ReliabilityFigures figures) {
        var chart = Lines.of(
                        "reliability",
                        String.format(
                                Locale.ROOT,
                                "Reliability of %s: Brier %.3f (the base rate alone %.3f)",
                                figures.signal(),
                                figures.brier(),
                                figures.baseRateBrier()))
                .axes("mean predicted probability in the band", "share with the gold in the top 5")
                .diagonal()
                .xRange(0, 1)
                .yRange(0, 1);
        for (var band : figures.bands()) {
            if (band.questions() > 0) {
                chart.point(OBSERVED, band.meanPredicted(), band.observed());
            }
        }
        return chart.draw();
    }

    /** How many questions each band of the reliability diagram holds: a band of three says little. */
    static Chart bandCounts(CalibrationFigures.ReliabilityFigures figures) {
        var chart = Bars.of("reliability-counts", "Questions per band of " + figures.signal())
                .axes("predicted probability", "questions");
        for (var band : figures.bands()) {
            chart.bar(QUESTIONS, band(band), band.questions());
        }
        return chart.draw();
    }

    /** One curve per signal, labelled with its AUC; the diagonal is a signal that separates nothing. */
    static Chart roc(String id, String title, List<CalibrationFigures.Curve> curves) {
        var chart = Lines.of("roc-" + id, title)
                .axes("false-positive rate (share of misses passed)", "true-positive rate (share of hits passed)")
                .diagonal()
                .xRange(0, 1)
                .yRange(0, 1);
        for (var curve : curves) {
            for (var point : curve.points()) {
                chart.point(label(curve), point.falsePositives(), point.truePositives());
            }
        }
        return chart.draw();
    }

    /** The curve's series name, as its legend shows it. */
    static String label(CalibrationFigures.Curve curve) {
        return String.format(Locale.ROOT, "%s (AUC %.3f)", curve.signal(), curve.auc());
    }

    /** "0.2-0.4": a band's category on the counts chart. */
    static String band(CalibrationFigures.ReliabilityFigures.Band band) {
        return String.format(Locale.ROOT, "%.1f-%.1f", band.from(), band.to());
    }
}
