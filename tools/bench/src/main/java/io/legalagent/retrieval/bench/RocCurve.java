package io.legalagent.retrieval.bench;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * A signal's ROC curve against "gold passage in the top 5": for each observed value, taken as a
 * threshold from the highest down, the share of misses at or above it (false positives) and of hits
 * (true positives). Ties step diagonally, so the trapezoid area under the points is exactly the
 * AUC {@link AucEstimate} computes from placements (ties counting half).
 */
record RocCurve(List<Point> points) {
    /**
     * One threshold's false- and true-positive rates; the curve starts at (0, 0) and ends at (1, 1),
     * points with no threshold (null).
     */
    record Point(
            Double threshold,
            @JsonProperty("false_positive_rate") double falsePositives,
            @JsonProperty("true_positive_rate") double truePositives) {}

    RocCurve {
        points = List.copyOf(points);
    }

    static RocCurve of(Calibration calibration) {
        return of(calibration.hits(), calibration.misses());
    }

    /** Without hits or without misses, the diagonal: no separation to show (AUC 0.5, as {@link AucEstimate}). */
    static RocCurve of(List<Double> hits, List<Double> misses) {
        if (hits.isEmpty() || misses.isEmpty()) {
            return new RocCurve(List.of(new Point(null, 0, 0), new Point(null, 1, 1)));
        }
        var thresholds = new TreeSet<Double>(hits);
        thresholds.addAll(misses);
        var points = new ArrayList<Point>();
        points.add(new Point(null, 0, 0));
        for (double t : thresholds.descendingSet()) {
            points.add(new Point(t, share(misses, t), share(hits, t)));
        }
        return new RocCurve(points);
    }

    /** The trapezoid area under the points. */
    double area() {
        double area = 0;
        for (int i = 1; i < points.size(); i++) {
            var a = points.get(i - 1);
            var b = points.get(i);
            area += (b.falsePositives() - a.falsePositives()) * (a.truePositives() + b.truePositives()) / 2;
        }
        return area;
    }

    private static double share(List<Double> values, double threshold) {
        return values.stream().filter(v -> v >= threshold).count() / (double) values.size();
    }
}
