package io.legalagent.retrieval.ingest;

import io.legalagent.retrieval.store.PassageStore;
import io.legalagent.retrieval.store.StoreHit;
import io.legalagent.retrieval.store.StoredPassage;
import io.legalagent.retrieval.store.Where;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

/** A real store that counts the passages written to it, so a test can see work skipped. */
record PassageStoreWrapper(PassageStore store, AtomicInteger upserted) implements PassageStore {
    @Override
    public String collection() {
        return store.collection();
    }

    @Override
    public void upsert(List<StoredPassage> passages) {
        upserted.addAndGet(passages.size());
        store.upsert(passages);
    }

    @Override
    public List<List<StoreHit>> query(List<float[]> queryEmbeddings, int n, Where where) {
        return store.query(queryEmbeddings, n, where);
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
