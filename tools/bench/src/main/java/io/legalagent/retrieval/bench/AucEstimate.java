package io.legalagent.retrieval.bench;

import java.util.List;
import java.util.Locale;

/**
 * An AUC with its standard error by DeLong's method (DeLong, DeLong and Clarke-Pearson, 1988): each
 * hit's share of misses it outranks and each miss's share of hits that outrank it (the placements)
 * give the variance without resampling, so the interval is the same on every run. The paired form
 * compares two signals read on the same questions, whose errors are correlated. Written here because
 * none of the project's libraries computes it; it is a few sums.
 */
record AucEstimate(double auc, double standardError) {
    static final double Z95 = 1.959964;

    /** {@code hits} and {@code misses}: one signal's values for the questions with and without the gold. */
    static AucEstimate of(List<Double> hits, List<Double> misses) {
        if (hits.isEmpty() || misses.isEmpty()) {
            return new AucEstimate(0.5, 0);
        }
        double[] hitPlacements = hitPlacements(hits, misses);
        double[] missPlacements = missPlacements(hits, misses);
        return new AucEstimate(mean(hitPlacements), standardError(hitPlacements, missPlacements));
    }

    /**
     * {@code a}'s AUC minus {@code b}'s on the same questions: both must list the same hits and misses
     * in the same order, as {@link SignalCalibrations} feeds every signal.
     */
    static AucEstimate difference(Calibration a, Calibration b) {
        if (a.hits().size() != b.hits().size()
                || a.misses().size() != b.misses().size()) {
            throw new IllegalArgumentException("a paired difference needs the same questions");
        }
        if (a.hits().isEmpty() || a.misses().isEmpty()) {
            return new AucEstimate(0, 0);
        }
        double[] hitDifferences = minus(hitPlacements(a.hits(), a.misses()), hitPlacements(b.hits(), b.misses()));
        double[] missDifferences = minus(missPlacements(a.hits(), a.misses()), missPlacements(b.hits(), b.misses()));
        return new AucEstimate(mean(hitDifferences), standardError(hitDifferences, missDifferences));
    }

    double low() {
        return auc - Z95 * standardError;
    }

    double high() {
        return auc + Z95 * standardError;
    }

    /** "[0.581, 0.771]": the 95 % interval, with signs when {@code signed} (a difference). */
    String interval(boolean signed) {
        String format = signed ? "[%+.3f, %+.3f]" : "[%.3f, %.3f]";
        return String.format(
                Locale.ROOT, format, signed ? low() : Math.max(0, low()), signed ? high() : Math.min(1, high()));
    }

    /** Each hit's share of the misses it outranks (ties count half). */
    private static double[] hitPlacements(List<Double> hits, List<Double> misses) {
        return placements(hits, misses, true);
    }

    /** Each miss's share of the hits that outrank it. */
    private static double[] missPlacements(List<Double> hits, List<Double> misses) {
        return placements(misses, hits, false);
    }

    private static double[] placements(List<Double> values, List<Double> others, boolean valuesAreHits) {
        double[] out = new double[values.size()];
        for (int i = 0; i < out.length; i++) {
            double v = values.get(i);
            out[i] = others.stream()
                    .mapToDouble(o -> valuesAreHits ? outranks(v, o) : outranks(o, v))
                    .average()
                    .orElse(0);
        }
        return out;
    }

    private static double outranks(double hit, double miss) {
        return hit > miss ? 1 : hit == miss ? 0.5 : 0;
    }

    private static double standardError(double[] hitPlacements, double[] missPlacements) {
        return Math.sqrt(
                variance(hitPlacements) / hitPlacements.length + variance(missPlacements) / missPlacements.length);
    }

    private static double[] minus(double[] a, double[] b) {
        double[] out = new double[a.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = a[i] - b[i];
        }
        return out;
    }

    private static double mean(double[] values) {
        double sum = 0;
        for (double v : values) {
            sum += v;
        }
        return sum / values.length;
    }

    /** The sample variance (n − 1); 0 for a single value. */
    private static double variance(double[] values) {
        if (values.length < 2) {
            return 0;
        }
        double mean = mean(values);
        double sum = 0;
        for (double v : values) {
            sum += (v - mean) * (v - mean);
        }
        return sum / (values.length - 1);
    }
}
