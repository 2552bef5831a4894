package io.legalagent.retrieval.bench;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.legalagent.retrieval.search.ConfidenceSignal;
import java.util.ArrayList;
import java.util.List;

/**
 * The numbers behind the calibration report, as {@code figures.json} holds them (snake_case keys):
 * every variant's scoreboard and signal table, and for the charted variant the reliability bands and
 * each signal's ROC points. Taken from the same objects the terminal tables print.
 */
final class CalibrationFigures {
    private CalibrationFigures() {}

    /** One line of a signal table: its AUC with the 95 % interval, threshold and what the threshold passes. */
    record SignalRow(
            String signal,
            double auc,
            double low,
            double high,
            double threshold,
            @JsonProperty("passes_hits") double passesHits,
            @JsonProperty("passes_misses") double passesMisses) {
        static SignalRow of(Calibration calibration) {
            var estimate = calibration.estimate();
            double t = calibration.threshold();
            return new SignalRow(
                    calibration.name(),
                    estimate.auc(),
                    Math.max(0, estimate.low()),
                    Math.min(1, estimate.high()),
                    t,
                    calibration.hitsPassing(t),
                    calibration.missesPassing(t));
        }
    }

    /** An AUC with its 95 % interval (signed for a paired difference). */
    record Auc(double auc, double low, double high) {
        static Auc of(AucEstimate estimate) {
            return new Auc(estimate.auc(), estimate.low(), estimate.high());
        }
    }

    /** One variant: hit@k and MRR; with signals, its calibration against "gold in the top 5". */
    record Variant(
            String name,
            String description,
            int questions,
            @JsonProperty("hit@1") double hit1,
            @JsonProperty("hit@3") double hit3,
            @JsonProperty("hit@5") double hit5,
            @JsonProperty("hit@10") double hit10,
            double mrr,
            @JsonProperty("gold_in_top5") int goldInTop5,
            List<SignalRow> signals,
            @JsonProperty("cross_validated") Auc crossValidated,
            @JsonProperty("calibrated_minus_mean_cosine") Auc calibratedMinusMeanCosine,
            @JsonProperty("evidence_found") Integer evidenceFound,
            @JsonProperty("evidence_signals") List<SignalRow> evidenceSignals) {
        static Variant of(
                String name, String description, Scoreboard board, SignalCalibrations calibrations, boolean judged) {
            return new Variant(
                    name,
                    description,
                    board.questions(),
                    board.hitAt1(),
                    board.hitAt3(),
                    board.hitAt5(),
                    board.hitAt10(),
                    board.mrr(),
                    calibrations.of(ConfidenceSignal.CALIBRATED).hits().size(),
                    calibrations.ranked().stream().map(SignalRow::of).toList(),
                    Auc.of(calibrations.crossValidatedAuc()),
                    Auc.of(calibrations.defaultOverMeanCosine()),
                    judged ? calibrations.evidenceFound() : null,
                    judged ? evidenceRows(calibrations) : null);
        }

        private static List<SignalRow> evidenceRows(SignalCalibrations calibrations) {
            var rows = new ArrayList<SignalRow>();
            for (var signal : ConfidenceSignal.values()) {
                rows.add(SignalRow.of(calibrations.evidenceOf(signal)));
            }
            rows.sort((a, b) -> Double.compare(b.auc(), a.auc()));
            return rows;
        }
    }

    /** The reliability diagram's numbers: each band's count, mean prediction and observed rate. */
    record ReliabilityFigures(
            String variant,
            String signal,
            double brier,
            @JsonProperty("base_rate_brier") double baseRateBrier,
            List<Band> bands) {
        record Band(
                double from,
                double to,
                int questions,
                @JsonProperty("mean_predicted") double meanPredicted,
                double observed) {}

        static ReliabilityFigures of(String variant, Reliability reliability) {
            return new ReliabilityFigures(
                    variant,
                    ConfidenceSignal.CALIBRATED.id(),
                    reliability.brier(),
                    reliability.baseRateBrier(),
                    reliability.bands().stream()
                            .map(b -> new Band(b.from(), b.to(), b.questions(), b.meanPredicted(), b.observed()))
                            .toList());
        }
    }

    /**
     * One ROC curve as charted: the signal (or the refitted model), the chart it is on, the AUC the
     * table reports and the points drawn.
     */
    record Curve(String signal, String chart, double auc, List<RocCurve.Point> points) {
        static Curve of(String chart, Calibration calibration) {
            return new Curve(
                    calibration.name(),
                    chart,
                    calibration.auc(),
                    RocCurve.of(calibration).points());
        }
    }
}
