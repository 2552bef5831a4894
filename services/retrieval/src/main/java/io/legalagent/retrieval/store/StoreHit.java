package io.legalagent.retrieval.store;

/** One query result: the passage and its cosine distance (1 − cosine similarity) to the query. */
public record StoreHit(StoredPassage passage, double distance) {
    public double similarity() {
        return 1 - distance;
    }
}
