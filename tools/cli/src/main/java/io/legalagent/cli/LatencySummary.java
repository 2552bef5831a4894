package io.legalagent.cli;

import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Count, mean, nearest-rank percentiles and maximum of a set of durations in milliseconds. The
 * nearest-rank p-th percentile is the smallest value with at least p % of the values at or below
 * it: always one of the measured values, never an interpolation.
 */
record LatencySummary(int count, double mean, double p50, double p95, double p99, double max) {
    static final LatencySummary EMPTY = new LatencySummary(0, 0, 0, 0, 0, 0);

    static LatencySummary of(Collection<Double> millis) {
        if (millis.isEmpty()) {
            return EMPTY;
        }
        double[] sorted =
                millis.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        double mean = Arrays.stream(sorted).average().orElse(0);
        return new LatencySummary(
                sorted.length,
                mean,
                percentile(sorted, 50),
                percentile(sorted, 95),
                percentile(sorted, 99),
                sorted[sorted.length - 1]);
    }

    /** Nearest rank: the value at rank ceil(p / 100 * n), counted from 1, of ascending values. */
    static double percentile(double[] ascending, double p) {
        if (ascending.length == 0) {
            throw new IllegalArgumentException("no values");
        }
        int rank = (int) Math.ceil(p / 100.0 * ascending.length);
        return ascending[Math.min(ascending.length, Math.max(1, rank)) - 1];
    }

    /** The figures for JSON, rounded to hundredths of a millisecond. */
    Map<String, Object> figures() {
        var map = new LinkedHashMap<String, Object>();
        map.put("count", count);
        map.put("mean_ms", round(mean));
        map.put("p50_ms", round(p50));
        map.put("p95_ms", round(p95));
        map.put("p99_ms", round(p99));
        map.put("max_ms", round(max));
        return map;
    }

    static double round(double value) {
        return Math.round(value * 100) / 100.0;
    }
}
