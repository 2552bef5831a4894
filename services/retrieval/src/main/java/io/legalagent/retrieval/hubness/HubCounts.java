package io.legalagent.retrieval.hubness;

import io.legalagent.retrieval.store.StoredPassage;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.jspecify.annotations.Nullable;

/**
 * Counts, over a whole collection, how much of a hub each passage is. Exact nearest neighbours by
 * dot product of the stored unit vectors, ties broken by passage id, so the counts depend on the
 * corpus and the probe alone. The corpus count compares every passage with every other: quadratic,
 * about a second for two thousand passages on two cores.
 */
public final class HubCounts {
    /**
     * @param corpus how many other passages have this one among their {@link Hubness#NEIGHBOURS} nearest
     * @param probe how many probe questions have it among their {@link Hubness#PROBE_TOP} nearest, over the
     *     count an even spread would give each passage (1 = average); null without a probe
     */
    public record Counts(int corpus, @Nullable Double probe) {}

    private HubCounts() {}

    /** The counts of every passage, by id; each passage must carry its embedding. */
    public static Map<String, Counts> of(List<StoredPassage> passages, @Nullable HubProbe probe) {
        var sorted = passages.stream()
                .sorted(Comparator.comparing(StoredPassage::id))
                .toList();
        float[][] vectors = sorted.stream().map(HubCounts::vector).toArray(float[][]::new);
        int n = vectors.length;
        int[] corpus = new int[n];
        int neighbours = Math.min(Hubness.NEIGHBOURS, n - 1);
        int[][] nearest = IntStream.range(0, n)
                .parallel()
                .mapToObj(i -> nearestTo(vectors[i], vectors, neighbours, i))
                .toArray(int[][]::new);
        for (int[] row : nearest) {
            for (int j : row) {
                corpus[j]++;
            }
        }
        double[] probeRatio = probe == null ? null : probeRatios(probe, vectors);
        var counts = new LinkedHashMap<String, Counts>();
        for (int i = 0; i < n; i++) {
            counts.put(sorted.get(i).id(), new Counts(corpus[i], probeRatio == null ? null : probeRatio[i]));
        }
        return counts;
    }

    private static double[] probeRatios(HubProbe probe, float[][] vectors) {
        int n = vectors.length;
        int top = Math.min(Hubness.PROBE_TOP, n);
        int[][] nearest = probe.vectors().stream()
                .parallel()
                .map(q -> nearestTo(q, vectors, top, -1))
                .toArray(int[][]::new);
        int[] count = new int[n];
        for (int[] row : nearest) {
            for (int j : row) {
                count[j]++;
            }
        }
        double even = probe.vectors().size() * (double) top / Math.max(1, n);
        double[] ratio = new double[n];
        for (int j = 0; j < n; j++) {
            // Nine decimals: the store keeps 15 significant digits, so the value read back is the one written.
            ratio[j] = Math.round(count[j] / even * 1e9) / 1e9;
        }
        return ratio;
    }

    /**
     * Indices of the {@code k} vectors with the highest dot product with {@code query}, skipping
     * {@code self}; on equal products the lower index (the earlier id) wins.
     */
    static int[] nearestTo(float[] query, float[][] vectors, int k, int self) {
        int[] best = new int[k];
        double[] scores = new double[k];
        int filled = 0;
        for (int j = 0; j < vectors.length; j++) {
            if (j == self) {
                continue;
            }
            double s = dot(query, vectors[j]);
            if (filled < k) {
                filled++;
            } else if (s <= scores[k - 1]) {
                continue;
            }
            int at = filled - 1;
            while (at > 0 && scores[at - 1] < s) {
                scores[at] = scores[at - 1];
                best[at] = best[at - 1];
                at--;
            }
            scores[at] = s;
            best[at] = j;
        }
        return java.util.Arrays.copyOf(best, filled);
    }

    private static double dot(float[] a, float[] b) {
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            sum += a[i] * b[i];
        }
        return sum;
    }

    private static float[] vector(StoredPassage passage) {
        if (passage.embedding() == null) {
            throw new IllegalArgumentException("passage " + passage.id() + " has no embedding");
        }
        return passage.embedding();
    }
}
