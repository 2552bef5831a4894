package io.legalagent.cli;

import java.util.ArrayList;
import java.util.List;

/**
 * How far step confidences hold as probabilities: the steps in equal-width bins of confidence, each
 * bin's mean confidence against the share of its steps whose outcome came true, and the Brier score
 * (mean squared difference between confidence and outcome; 0 is perfect, 0.25 is a constant 0.5).
 *
 * @param bins only the bins that hold a step, lowest first
 */
record Reliability(List<Bin> bins, int steps, double brier) {
    static final int BINS = 10;

    /** One step's confidence and whether the outcome it predicts happened. */
    record Outcome(double confidence, boolean happened) {}

    /** Confidences in [low, high): their count, mean and observed rate (the last bin holds 1.0). */
    record Bin(double low, double high, int count, double meanConfidence, double observedRate) {}

    Reliability {
        bins = List.copyOf(bins);
    }

    static Reliability of(List<Outcome> outcomes) {
        int[] counts = new int[BINS];
        double[] confidence = new double[BINS];
        int[] happened = new int[BINS];
        double squared = 0;
        for (var outcome : outcomes) {
            double p = Math.max(0, Math.min(1, outcome.confidence()));
            int bin = Math.min(BINS - 1, (int) Math.floor(p * BINS));
            counts[bin]++;
            confidence[bin] += p;
            happened[bin] += outcome.happened() ? 1 : 0;
            double error = p - (outcome.happened() ? 1 : 0);
            squared += error * error;
        }
        var bins = new ArrayList<Bin>();
        for (int i = 0; i < BINS; i++) {
            if (counts[i] > 0) {
                bins.add(new Bin(
                        (double) i / BINS,
                        (double) (i + 1) / BINS,
                        counts[i],
                        confidence[i] / counts[i],
                        (double) happened[i] / counts[i]));
            }
        }
        return new Reliability(bins, outcomes.size(), outcomes.isEmpty() ? 0 : squared / outcomes.size());
    }
}
