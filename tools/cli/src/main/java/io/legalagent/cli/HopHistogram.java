package io.legalagent.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Hop gaps counted into fixed bins of milliseconds. The bins widen as they go (1, 2, 5, 10, 25, …):
 * a hop takes a few milliseconds, a slow one a hundred times that, and both must show on one chart.
 * Fixed edges let two modes' histograms stand side by side, bin for bin.
 */
record HopHistogram(List<HopHistogram.Bin> bins, int count) {
    static final double[] EDGES_MS = {1, 2, 5, 10, 25, 50, 100, 250};

    /**
     * Gaps of at least {@code fromMs} and under {@code toMs}.
     *
     * @param toMs null for the last, open bin
     */
    record Bin(String label, double fromMs, Double toMs, int count) {}

    static HopHistogram of(List<Double> gaps) {
        int[] counts = new int[EDGES_MS.length + 1];
        for (double gap : gaps) {
            int bin = 0;
            while (bin < EDGES_MS.length && gap >= EDGES_MS[bin]) {
                bin++;
            }
            counts[bin]++;
        }
        var bins = new ArrayList<Bin>();
        for (int i = 0; i < counts.length; i++) {
            double from = i == 0 ? 0 : EDGES_MS[i - 1];
            Double to = i < EDGES_MS.length ? EDGES_MS[i] : null;
            bins.add(new Bin(label(from, to), from, to, counts[i]));
        }
        return new HopHistogram(bins, gaps.size());
    }

    /** The bin's share of all hops, in per cent; 0 without hops. */
    double percent(Bin bin) {
        return count == 0 ? 0 : 100.0 * bin.count() / count;
    }

    List<Map<String, Object>> figures() {
        return bins.stream()
                .map(bin -> {
                    var map = new LinkedHashMap<String, Object>();
                    map.put("bin", bin.label());
                    map.put("from_ms", bin.fromMs());
                    map.put("to_ms", bin.toMs());
                    map.put("hops", bin.count());
                    map.put("percent", LatencySummary.round(percent(bin)));
                    return (Map<String, Object>) map;
                })
                .toList();
    }

    private static String label(double from, Double to) {
        return to == null
                ? String.format(Locale.ROOT, "%.0f+", from)
                : String.format(Locale.ROOT, "%.0f-%.0f", from, to);
    }
}
