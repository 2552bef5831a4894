package io.legalagent.retrieval.search;

import io.legalagent.retrieval.store.StoredPassage;
import java.util.List;

/**
 * Every pooled candidate of one retrieval in final order, before the cut to k; the benchmark and
 * the calibration read it, the executor gets only the top k as evidence.
 *
 * @param queryVectors the step's query vectors, primary first
 * @param found distinct candidates the pooled search returned (excluded ones included)
 * @param excluded how many of those earlier steps had used
 */
public record Ranking(List<Ranked> passages, List<float[]> queryVectors, int found, int excluded) {
    /**
     * @param score the reranker's score, which ordered the pool
     * @param relevance the learned reranker's probability that this is the passage the question turns
     *     on ({@link LearnedRelevance}), whatever reranker ordered the pool; NaN when not computed
     */
    public record Ranked(StoredPassage passage, double score, double relevance) {
        public Ranked(StoredPassage passage, double score) {
            this(passage, score, Double.NaN);
        }
    }

    public Ranking {
        passages = List.copyOf(passages);
        queryVectors = List.copyOf(queryVectors);
    }

    /** The primary query's vector (empty when there was no query). */
    public float[] primaryVector() {
        return queryVectors.isEmpty() ? new float[0] : queryVectors.get(0);
    }

    public List<Ranked> top(int k) {
        return passages.subList(0, Math.min(k, passages.size()));
    }

    public List<String> ids() {
        return passages.stream().map(r -> r.passage().id()).toList();
    }
}
