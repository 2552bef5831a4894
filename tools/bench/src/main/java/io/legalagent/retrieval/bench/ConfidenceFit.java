package io.legalagent.retrieval.bench;

import io.legalagent.retrieval.search.ConfidenceModel;
import io.legalagent.retrieval.search.ConfidenceSignal;
import io.legalagent.retrieval.search.LearnedRelevance;
import java.util.List;

/**
 * Fits the {@link ConfidenceModel}: a logistic regression of "gold passage in the top 5" on a few
 * standardized signals, by batch gradient descent with a light L2 penalty. With two or three inputs
 * and a thousand questions the problem is small and convex: full-batch steps reach the same optimum
 * every run, where a stochastic trainer would add shuffling and a seed for nothing.
 */
final class ConfidenceFit {
    /**
     * The inputs: the reranker's score of its first passage, how much of the learned reranker's own top
     * 5 the ranking kept, how much one passage stands out in the pool by the learned reranker's
     * probabilities, and how close the nearest passage comes to the question at all. The first three
     * were chosen on the training split alone (the best 5-fold cross-validated AUC among subsets of up
     * to four signals whose fitted weights all have the sign of their signal's own association with a
     * hit). The fourth was added with short open questions and questions the corpus does not cover
     * among the fitted ones: a question the corpus does not cover still finds passages that stand out
     * in their pool, but none of them comes close (docs/retrieval.md).
     */
    static final List<ConfidenceSignal> INPUTS = List.of(
            ConfidenceSignal.RERANK_TOP1,
            ConfidenceSignal.LEARNED_OVERLAP,
            ConfidenceSignal.LEARNED_FOCUS,
            ConfidenceSignal.MAX_COSINE);

    private static final int ITERATIONS = 5000;
    private static final double STEP = 0.5;
    private static final double L2 = 1.0;

    /** Folds of {@link #crossValidated}: question i is in fold i mod 5, so the split is reproducible. */
    static final int FOLDS = 5;

    private ConfidenceFit() {}

    /** Each question's probability under a model fitted on the other folds. */
    static double[] crossValidated(List<double[]> rows, List<Boolean> hits) {
        double[] out = new double[rows.size()];
        for (int fold = 0; fold < FOLDS; fold++) {
            var trainRows = new java.util.ArrayList<double[]>();
            var trainHits = new java.util.ArrayList<Boolean>();
            for (int i = 0; i < rows.size(); i++) {
                if (i % FOLDS != fold) {
                    trainRows.add(rows.get(i));
                    trainHits.add(hits.get(i));
                }
            }
            var model = fit(trainRows, trainHits, "fold " + fold);
            for (int i = fold; i < rows.size(); i += FOLDS) {
                out[i] = model.probability(rows.get(i));
            }
        }
        return out;
    }

    /** @param rows one row per question, values in {@link #INPUTS} order; {@code hits} whether its gold was in the top 5 */
    static ConfidenceModel fit(List<double[]> rows, List<Boolean> hits, String trainedOn) {
        int n = rows.size();
        int d = INPUTS.size();
        double[] means = new double[d];
        double[] sds = new double[d];
        for (int j = 0; j < d; j++) {
            for (double[] row : rows) {
                means[j] += row[j] / n;
            }
            for (double[] row : rows) {
                sds[j] += (row[j] - means[j]) * (row[j] - means[j]) / n;
            }
            sds[j] = Math.sqrt(sds[j]);
        }
        double[] w = new double[d];
        double bias = 0;
        for (int it = 0; it < ITERATIONS; it++) {
            double[] gradient = new double[d];
            double gradientBias = 0;
            for (int i = 0; i < n; i++) {
                double logit = bias;
                double[] z = new double[d];
                for (int j = 0; j < d; j++) {
                    z[j] = sds[j] == 0 ? 0 : (rows.get(i)[j] - means[j]) / sds[j];
                    logit += w[j] * z[j];
                }
                double error = 1 / (1 + Math.exp(-logit)) - (hits.get(i) ? 1 : 0);
                for (int j = 0; j < d; j++) {
                    gradient[j] += error * z[j] / n;
                }
                gradientBias += error / n;
            }
            for (int j = 0; j < d; j++) {
                w[j] -= STEP * (gradient[j] + L2 * w[j] / n);
            }
            bias -= STEP * gradientBias;
        }
        boolean relevance = INPUTS.stream().anyMatch(ConfidenceSignal::readsRelevance);
        return new ConfidenceModel(
                INPUTS.stream().map(ConfidenceSignal::id).toList(),
                means,
                sds,
                w,
                bias,
                trainedOn,
                relevance ? LearnedRelevance.fingerprint() : null);
    }
}
