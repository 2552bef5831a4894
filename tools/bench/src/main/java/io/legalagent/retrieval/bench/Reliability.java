package io.legalagent.retrieval.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Whether a confidence read as a probability means what it says: in each band of predicted values,
 * how often the gold passage was in fact in the top 5; and the Brier score (mean squared error of
 * the prediction) beside that of predicting the base rate for every question. Written by hand: a
 * few sums over the bench's own lists.
 */
final class Reliability {
    /** Bands of this width over [0, 1]; the last one closed. */
    static final double BAND = 0.2;

    private final List<Double> hits;
    private final List<Double> misses;

    Reliability(List<Double> hits, List<Double> misses) {
        this.hits = List.copyOf(hits);
        this.misses = List.copyOf(misses);
    }

    /** One band: its questions, their mean prediction and the share whose gold was in the top 5. */
    record Band(double from, double to, int questions, double meanPredicted, double observed) {}

    List<Band> bands() {
        var bands = new ArrayList<Band>();
        int count = (int) Math.round(1 / BAND);
        for (int b = 0; b < count; b++) {
            int band = b;
            var inHits = hits.stream().filter(v -> bandOf(v, count) == band).toList();
            var inMisses = misses.stream().filter(v -> bandOf(v, count) == band).toList();
            int n = inHits.size() + inMisses.size();
            double sum = inHits.stream().mapToDouble(Double::doubleValue).sum()
                    + inMisses.stream().mapToDouble(Double::doubleValue).sum();
            bands.add(new Band(
                    b * BAND, (b + 1) * BAND, n, n == 0 ? 0 : sum / n, n == 0 ? 0 : inHits.size() / (double) n));
        }
        return bands;
    }

    /** Mean of (prediction − outcome)², outcome 1 for a hit: 0 is perfect. */
    double brier() {
        double sum = hits.stream().mapToDouble(v -> (v - 1) * (v - 1)).sum()
                + misses.stream().mapToDouble(v -> v * v).sum();
        return sum / Math.max(1, hits.size() + misses.size());
    }

    /** The Brier score of predicting the share of hits for every question: what a useless model scores. */
    double baseRateBrier() {
        int n = hits.size() + misses.size();
        double rate = n == 0 ? 0 : hits.size() / (double) n;
        return rate * (1 - rate);
    }

    String report(String name) {
        var lines = new ArrayList<String>();
        lines.add(String.format(
                Locale.ROOT,
                "  %s read as a probability: Brier %.3f (the base rate alone %.3f)",
                name,
                brier(),
                baseRateBrier()));
        for (var band : bands()) {
            lines.add(
                    band.questions() == 0
                            ? String.format(Locale.ROOT, "    predicted %.1f-%.1f: no question", band.from(), band.to())
                            : String.format(
                                    Locale.ROOT,
                                    "    predicted %.1f-%.1f: %4d questions, mean %.2f, gold in the top 5 for %3.0f%%",
                                    band.from(),
                                    band.to(),
                                    band.questions(),
                                    band.meanPredicted(),
                                    100 * band.observed()));
        }
        return String.join("\n", lines);
    }

    private static int bandOf(double value, int count) {
        return Math.min(count - 1, Math.max(0, (int) Math.floor(value * count)));
    }
}
