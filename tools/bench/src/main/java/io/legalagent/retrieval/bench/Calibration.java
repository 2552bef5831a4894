package io.legalagent.retrieval.bench;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;

/**
 * One confidence signal collected per question with whether the gold passage was among the top 5:
 * how well it tells the two apart (AUC) and the threshold that best separates them (Youden's J: hit
 * rate at or above it minus miss rate at or above it).
 */
final class Calibration {
    private final String name;
    private final List<Double> hits = new ArrayList<>();
    private final List<Double> misses = new ArrayList<>();

    Calibration(String name) {
        this.name = name;
    }

    void add(double value, boolean goldInTop5) {
        (goldInTop5 ? hits : misses).add(value);
    }

    String name() {
        return name;
    }

    /** The values of the questions whose gold was in the top 5, in the order they were added. */
    List<Double> hits() {
        return Collections.unmodifiableList(hits);
    }

    /** The values of the others, in the order they were added. */
    List<Double> misses() {
        return Collections.unmodifiableList(misses);
    }

    /** The observed value that maximises J (the lowest such); 0 if there are no hits or no misses. */
    double threshold() {
        if (hits.isEmpty() || misses.isEmpty()) {
            return 0;
        }
        var candidates = new TreeSet<Double>(hits);
        double best = 0;
        double bestJ = -1;
        for (double t : candidates) {
            double j = above(hits, t) - above(misses, t);
            if (j > bestJ) {
                bestJ = j;
                best = t;
            }
        }
        return best;
    }

    /** One table line: name, AUC with its 95 % interval, suggested threshold and what it passes. */
    String row() {
        double t = threshold();
        var estimate = estimate();
        return String.format(
                Locale.ROOT,
                "  %-16s AUC %.3f %s  threshold %8.4f  passes %3.0f%% of hits, %3.0f%% of misses",
                name,
                estimate.auc(),
                estimate.interval(false),
                t,
                100 * above(hits, t),
                100 * above(misses, t));
    }

    String distributions() {
        return String.format(
                Locale.ROOT,
                "  %s%n    gold in top 5 (n=%d): %s%n    gold missed   (n=%d): %s",
                name,
                hits.size(),
                quantiles(hits),
                misses.size(),
                quantiles(misses));
    }

    /** The share of hits at or above {@code t}. */
    double hitsPassing(double t) {
        return above(hits, t);
    }

    /** The share of misses at or above {@code t}. */
    double missesPassing(double t) {
        return above(misses, t);
    }

    /** Chance that a hit's value exceeds a miss's (0.5: no separation). */
    double auc() {
        return estimate().auc();
    }

    /** The AUC with its standard error. */
    AucEstimate estimate() {
        return AucEstimate.of(hits, misses);
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
