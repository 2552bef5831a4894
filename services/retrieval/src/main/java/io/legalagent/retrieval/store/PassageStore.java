package io.legalagent.retrieval.store;

import java.util.List;
import java.util.Map;

/**
 * One collection of embedded passages. The vectors are always computed by the caller, so the store
 * never needs a model of its own. Implementations: {@link ChromaPassageStore}.
 */
public interface PassageStore {
    String collection();

    /** Inserts or replaces passages by id; each must carry its embedding. */
    void upsert(List<StoredPassage> passages);

    /** For each query vector, its {@code n} nearest passages (with documents, metadata, embeddings). */
    List<List<StoreHit>> query(List<float[]> queryEmbeddings, int n, Where where);

    /** The passages with these ids that exist, with their embeddings; unknown ids are left out. */
    List<StoredPassage> get(List<String> ids);

    /** A page of passages in the store's order, metadata only: for walking a whole collection. */
    List<StoredPassage> page(int offset, int limit);

    /** Every passage whose metadata matches {@code where}, metadata only: a document's passages, say. */
    List<StoredPassage> find(Where where);

    int count();

    void delete(List<String> ids);

    /** The collection's own metadata (model id, corpus fingerprint). */
    Map<String, Object> metadata();

    /** Merges these entries into the collection's metadata. */
    void putMetadata(Map<String, Object> entries);
}
