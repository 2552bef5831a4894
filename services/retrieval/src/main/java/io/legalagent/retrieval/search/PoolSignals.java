package io.legalagent.retrieval.search;

import io.legalagent.retrieval.embed.Vectors;
import java.util.Arrays;
import java.util.Set;

/** Signals of a candidate relative to the rest of its pool: ranks, term overlap, centrality. */
final class PoolSignals {
    private PoolSignals() {}

    /** 0-based rank of each value, highest first; ties keep the candidates' (id) order. */
    static int[] ranks(double[] values) {
        Integer[] order = new Integer[values.length];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> Double.compare(values[b], values[a]));
        int[] rank = new int[values.length];
        for (int r = 0; r < order.length; r++) {
            rank[order[r]] = r;
        }
        return rank;
    }

    /** The share of {@code terms} the passage contains (0 for no terms). */
    static double overlap(Set<String> terms, Set<String> passage) {
        if (terms.isEmpty()) {
            return 0;
        }
        return terms.stream().filter(passage::contains).count() / (double) terms.size();
    }

    /** Mean cosine to the top candidates by {@code ranks} (itself left out): a passage the others agree with. */
    static double[] centrality(RerankRequest request, int[] ranks, int top) {
        var candidates = request.candidates();
        double[] out = new double[candidates.size()];
        for (int i = 0; i < out.length; i++) {
            double sum = 0;
            int count = 0;
            for (int j = 0; j < out.length; j++) {
                if (j != i && ranks[j] < top) {
                    sum += Vectors.cosine(
                            candidates.get(i).embedding(), candidates.get(j).embedding());
                    count++;
                }
            }
            out[i] = count == 0 ? 0 : sum / count;
        }
        return out;
    }
}
