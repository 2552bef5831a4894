package io.legalagent.retrieval.library;

import io.legalagent.retrieval.store.PassageStore;
import io.legalagent.retrieval.store.StoreHit;
import io.legalagent.retrieval.store.StoredPassage;
import io.legalagent.retrieval.store.Where;
import java.util.List;
import java.util.Map;

/**
 * A library's passages as searches see them: every query is limited, inside Chroma, to corpus
 * passages and the passages of documents live in the catalogue. A document being written (not yet
 * in the catalogue) or being replaced (no longer in it) never shows, so a search sees one whole
 * version of each file. Filtering in the query, rather than dropping hits after it, keeps the
 * number of results what the caller asked for. Everything but {@link #query} passes straight through.
 */
public final class LivePassageStore implements PassageStore {
    private final PassageStore store;
    private final LiveDocuments live;

    public LivePassageStore(PassageStore store, LiveDocuments live) {
        this.store = store;
        this.live = live;
    }

    @Override
    public List<List<StoreHit>> query(List<float[]> queryEmbeddings, int n, Where where) {
        Where documents = live.filter();
        Where combined = documents == null ? where : where == null ? documents : Where.and(where, documents);
        return store.query(queryEmbeddings, n, combined);
    }

    @Override
    public String collection() {
        return store.collection();
    }

    @Override
    public void upsert(List<StoredPassage> passages) {
        store.upsert(passages);
    }

    @Override
    public List<StoredPassage> get(List<String> ids) {
        return store.get(ids);
    }

    @Override
    public List<StoredPassage> page(int offset, int limit) {
        return store.page(offset, limit);
    }

    @Override
    public List<StoredPassage> find(Where where) {
        return store.find(where);
    }

    @Override
    public int count() {
        return store.count();
    }

    @Override
    public void delete(List<String> ids) {
        store.delete(ids);
    }

    @Override
    public Map<String, Object> metadata() {
        return store.metadata();
    }

    @Override
    public void putMetadata(Map<String, Object> entries) {
        store.putMetadata(entries);
    }
}
