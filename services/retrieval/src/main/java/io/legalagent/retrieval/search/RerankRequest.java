package io.legalagent.retrieval.search;

import java.util.List;

/**
 * The queries of one step (primary first) with their embeddings, and the pooled candidates.
 * Query embeddings are passed along so that rerankers never embed a query a second time.
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
}
