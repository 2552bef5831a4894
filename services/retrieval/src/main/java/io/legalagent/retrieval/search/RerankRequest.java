package io.legalagent.retrieval.search;

import io.legalagent.ports.QuerySet;
import java.util.List;
import java.util.Set;

/**
 * The queries of one step (primary first) with their embeddings, and the pooled candidates.
 * Query embeddings are passed along so that rerankers never embed a query a second time. An
 * alternative is an answer choice when the primary lists it ({@link QuerySet#choiceTexts}).
 */
public record RerankRequest(List<String> queries, List<float[]> queryVectors, List<Candidate> candidates) {
    public RerankRequest {
        queries = List.copyOf(queries);
        queryVectors = List.copyOf(queryVectors);
        candidates = List.copyOf(candidates);
        if (queries.isEmpty() || queries.size() != queryVectors.size()) {
            throw new IllegalArgumentException("one vector per query, primary first");
        }
    }

    public String primary() {
        return queries.get(0);
    }

    public float[] primaryVector() {
        return queryVectors.get(0);
    }

    /** For each query, whether it is an answer choice (never the primary). */
    public boolean[] choiceFlags() {
        Set<String> choices = QuerySet.choiceTexts(primary());
        boolean[] flags = new boolean[queries.size()];
        for (int q = 1; q < flags.length; q++) {
            flags[q] = choices.contains(queries.get(q));
        }
        return flags;
    }
}
