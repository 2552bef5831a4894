package io.legalagent.retrieval.bench;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * The evaluator's confidence is the mean cosine of the primary query to its top 5. This collects it
 * per question with whether the gold passage was among the 5, and proposes the threshold that best
 * separates the two groups (Youden's J: hit rate above it minus miss rate above it).
 */
final class Calibration {
    private final List<Double> hits = new ArrayList<>();
    private final List<Double> misses = new ArrayList<>();

    void add(double confidence, boolean goldInTop5) {
        (goldInTop5 ? hits : misses).add(confidence);
    }

    /** The threshold (rounded to 0.005) that maximises J; 0 if there are no hits or no misses. */
    double threshold() {
        if (hits.isEmpty() || misses.isEmpty()) {
            return 0;
        }
        double best = 0;
        double bestJ = -1;
        for (int step = 0; step <= 200; step++) {
            double t = step * 0.005;
            double j = above(hits, t) - above(misses, t);
            if (j > bestJ) {
                bestJ = j;
                best = t;
            }
        }
        return best;
    }

    String report() {
        double t = threshold();
        return String.format(
                Locale.ROOT,
                "confidence (mean cosine of primary query to top 5)%n"
                        + "  gold in top 5 (n=%d): %s%n  gold missed   (n=%d): %s%n"
                        + "  suggested threshold %.3f: passes %.0f%% of hits and %.0f%% of misses; AUC %.2f",
                hits.size(),
                quantiles(hits),
                misses.size(),
                quantiles(misses),
                t,
                100 * above(hits, t),
                100 * above(misses, t),
                auc());
    }

    /** Chance that a hit's confidence exceeds a miss's (0.5: no separation). */
    double auc() {
        if (hits.isEmpty() || misses.isEmpty()) {
            return 0.5;
        }
        double wins = 0;
        for (double h : hits) {
            for (double m : misses) {
                wins += h > m ? 1 : h == m ? 0.5 : 0;
            }
        }
        return wins / (hits.size() * (double) misses.size());
    }

    private static double above(List<Double> values, double t) {
        return values.isEmpty() ? 0 : values.stream().filter(v -> v >= t).count() / (double) values.size();
    }

    /** min, p10, p25, median, p75, p90, max. */
    static String quantiles(List<Double> values) {
        if (values.isEmpty()) {
            return "-";
        }
        var sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        var parts = new ArrayList<String>();
        for (double q : new double[] {0, 0.1, 0.25, 0.5, 0.75, 0.9, 1}) {
            parts.add(String.format(Locale.ROOT, "%.3f", sorted.get((int) Math.round(q * (sorted.size() - 1)))));
        }
        return "min/p10/p25/median/p75/p90/max " + String.join(" / ", parts);
    }
}
