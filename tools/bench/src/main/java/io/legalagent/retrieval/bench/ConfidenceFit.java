package io.legalagent.retrieval.bench;

import de.bwaldvogel.liblinear.Feature;
import de.bwaldvogel.liblinear.FeatureNode;
import de.bwaldvogel.liblinear.Linear;
import de.bwaldvogel.liblinear.Parameter;
import de.bwaldvogel.liblinear.Problem;
import de.bwaldvogel.liblinear.SolverType;
import io.legalagent.retrieval.search.ConfidenceModel;
import io.legalagent.retrieval.search.ConfidenceSignal;
import io.legalagent.retrieval.search.LearnedRelevance;
import java.util.List;

/**
 * Fits the {@link ConfidenceModel}: a logistic regression of "gold passage in the top 5" on a few
 * standardized signals with a light L2 penalty, by liblinear (the library the injection detector is
 * trained with). Its primal solver (trust-region Newton) minimizes ½‖w‖² + C·Σ log-loss with the bias
 * left unpenalized; the problem is small and convex, so every run reaches the same optimum to the
 * tolerance asked, where Tribuo's stochastic trainers would add shuffling and a seed for nothing.
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

    /** ½‖w‖² beside C times the summed log-loss: with C = 1, a light touch for a thousand questions. */
    private static final double COST = 1.0;

    /** Stops when the gradient's norm has fallen this far (relative): far below what moves a probability. */
    private static final double TOLERANCE = 1e-8;

    private static final int HIT = 1;
    private static final int MISS = 0;

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
        int d = INPUTS.size();
        double[] means = new double[d];
        double[] sds = new double[d];
        for (int j = 0; j < d; j++) {
            for (double[] row : rows) {
                means[j] += row[j] / rows.size();
            }
            for (double[] row : rows) {
                sds[j] += (row[j] - means[j]) * (row[j] - means[j]) / rows.size();
            }
            sds[j] = Math.sqrt(sds[j]);
        }
        var parameter = new Parameter(SolverType.L2R_LR, COST, TOLERANCE);
        parameter.setRegularizeBias(false);
        Linear.disableDebugOutput();
        var model = Linear.train(problem(rows, hits, means, sds), parameter);
        // liblinear's weights score its first label: turn them round when that label is a miss.
        double sign = model.getLabels()[0] == HIT ? 1 : -1;
        double[] learnt = model.getFeatureWeights();
        double[] w = new double[d];
        for (int j = 0; j < d; j++) {
            w[j] = sign * learnt[j];
        }
        double bias = sign * learnt[d];
        return model(means, sds, w, bias, trainedOn);
    }

    /**
     * The questions as liblinear reads them: the standardized inputs as features 1 to d, then the
     * constant 1 as feature d + 1, whose weight is the bias (the last weight, the one left unpenalized).
     */
    private static Problem problem(List<double[]> rows, List<Boolean> hits, double[] means, double[] sds) {
        int d = means.length;
        var problem = new Problem();
        problem.l = rows.size();
        problem.n = d + 1;
        problem.bias = 1;
        problem.x = new Feature[rows.size()][];
        problem.y = new double[rows.size()];
        for (int i = 0; i < rows.size(); i++) {
            problem.x[i] = new Feature[d + 1];
            for (int j = 0; j < d; j++) {
                double z = sds[j] == 0 ? 0 : (rows.get(i)[j] - means[j]) / sds[j];
                problem.x[i][j] = new FeatureNode(j + 1, z);
            }
            problem.x[i][d] = new FeatureNode(d + 1, problem.bias);
            problem.y[i] = hits.get(i) ? HIT : MISS;
        }
        return problem;
    }

    private static ConfidenceModel model(double[] means, double[] sds, double[] w, double bias, String trainedOn) {
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
