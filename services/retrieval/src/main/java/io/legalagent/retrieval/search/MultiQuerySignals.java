package io.legalagent.retrieval.search;

import io.legalagent.retrieval.embed.Vectors;
import java.util.List;

/**
 * The two signals the fusion rerankers combine, each as "primary + best alternative": a candidate
 * that matches the primary query and strongly matches any one alternative (another wording, or one
 * answer choice) beats one that matches all of them weakly.
 */
final class MultiQuerySignals {
    private MultiQuerySignals() {}

    static double[] dense(RerankRequest request) {
        var candidates = request.candidates();
        var vectors = request.queryVectors();
        double[] out = new double[candidates.size()];
        for (int i = 0; i < out.length; i++) {
            float[] e = candidates.get(i).embedding();
            double best = vectors.size() > 1 ? Double.NEGATIVE_INFINITY : 0;
            for (int q = 1; q < vectors.size(); q++) {
                best = Math.max(best, Vectors.cosine(vectors.get(q), e));
            }
            out[i] = Vectors.cosine(vectors.get(0), e) + best;
        }
        return out;
    }

    static double[] lexical(RerankRequest request) {
        var bm25 = new PoolBm25(
                request.candidates().stream().map(Candidate::searchableText).toList());
        List<String> queries = request.queries();
        double[] out = bm25.scores(queries.get(0));
        if (queries.size() > 1) {
            double[] best = bm25.scores(queries.get(1));
            for (int q = 2; q < queries.size(); q++) {
                double[] s = bm25.scores(queries.get(q));
                for (int i = 0; i < best.length; i++) {
                    best[i] = Math.max(best[i], s[i]);
                }
            }
            for (int i = 0; i < out.length; i++) {
                out[i] += best[i];
            }
        }
        return out;
    }

    /** Standard scores (population SD), so signals on different scales can be added. */
    static double[] standardized(double[] values) {
        double mean = 0;
        for (double v : values) {
            mean += v;
        }
        mean /= Math.max(1, values.length);
        double var = 0;
        for (double v : values) {
            var += (v - mean) * (v - mean);
        }
        double sd = Math.sqrt(var / Math.max(1, values.length));
        double[] out = new double[values.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = sd == 0 ? 0 : (values[i] - mean) / sd;
        }
        return out;
    }
}
