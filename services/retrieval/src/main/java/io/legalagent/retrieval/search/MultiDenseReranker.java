package io.legalagent.retrieval.search;

/** Embedding-only fusion: similarity to the primary plus the best similarity to an alternative. */
public final class MultiDenseReranker implements Reranker {
    @Override
    public String id() {
        return "multi-dense";
    }

    @Override
    public double[] scores(RerankRequest request) {
        return MultiQuerySignals.dense(request);
    }
}
