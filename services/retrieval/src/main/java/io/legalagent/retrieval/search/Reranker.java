package io.legalagent.retrieval.search;

/**
 * Orders pooled candidates for the primary query. Returns one score per candidate, in the
 * candidates' order; higher is better. Ties are broken by passage id by the caller.
 */
public interface Reranker {
    /** Short stable name recorded in the ResearchPack manifest ("hybrid", "dense", ...). */
    String id();

    double[] scores(RerankRequest request);
}
