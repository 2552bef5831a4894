package io.legalagent.retrieval.search;

import io.legalagent.retrieval.store.StoredPassage;
import java.util.List;

/**
 * Every pooled candidate of one retrieval in final order, before the cut to k; the benchmark and
 * the calibration read it, the executor gets only the top k as evidence.
 *
 * @param found distinct candidates the pooled search returned (excluded ones included)
 * @param excluded how many of those earlier steps had used
 */
public record Ranking(List<Ranked> passages, float[] primaryVector, int found, int excluded) {
    public record Ranked(StoredPassage passage, double score) {}

    public Ranking {
        passages = List.copyOf(passages);
    }

    public List<Ranked> top(int k) {
        return passages.subList(0, Math.min(k, passages.size()));
    }

    public List<String> ids() {
        return passages.stream().map(r -> r.passage().id()).toList();
    }
}
