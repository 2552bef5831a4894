package io.legalagent.retrieval.search;

import io.legalagent.retrieval.store.Where;

/**
 * @param poolSize candidates fetched per query before pooling (50 measured best on validation)
 * @param topK passages kept per step (5, as in the original)
 * @param filter optional metadata filter applied to every query (null: whole collection)
 */
public record RetrieverSettings(int poolSize, int topK, Where filter) {
    public static final int DEFAULT_POOL_SIZE = 50;
    public static final int DEFAULT_TOP_K = 5;

    public RetrieverSettings {
        if (poolSize < 1 || topK < 1) {
            throw new IllegalArgumentException("pool size and k must be positive");
        }
    }

    public static RetrieverSettings defaults() {
        return new RetrieverSettings(DEFAULT_POOL_SIZE, DEFAULT_TOP_K, null);
    }

    public RetrieverSettings withFilter(Where where) {
        return new RetrieverSettings(poolSize, topK, where);
    }

    public RetrieverSettings withPoolSize(int size) {
        return new RetrieverSettings(size, topK, filter);
    }
}
