package io.legalagent.retrieval.store;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A {@link PassageStore} over one Chroma collection. The collection records the embedding model
 * its vectors came from, and opening it with another model fails: mixed vectors rank nonsense.
 */
public final class ChromaPassageStore implements PassageStore {
    /** Collection metadata key naming the passage-side embedding model. */
    public static final String MODEL_KEY = "embedding_model";
    // Keeps each request well under Chroma's maximum batch size and request body limits.
    private static final int BATCH = 256;

    private final ChromaClient client;
    private final String name;
    private final String id;

    private ChromaPassageStore(ChromaClient client, String name, String id) {
        this.client = client;
        this.name = name;
        this.id = id;
    }

    /** Opens (creating if needed) a collection of vectors from {@code embeddingModel}. */
    public static ChromaPassageStore open(ChromaClient client, String collection, String embeddingModel) {
        var info = client.getOrCreateCollection(collection, Map.of(MODEL_KEY, embeddingModel));
        Object stored = info.metadata().get(MODEL_KEY);
        if (stored != null && !stored.equals(embeddingModel)) {
            throw new IllegalStateException("collection '" + collection + "' holds vectors of " + stored + ", not "
                    + embeddingModel + ": use another collection, or delete it and ingest again");
        }
        return new ChromaPassageStore(client, collection, info.id());
    }

    @Override
    public String collection() {
        return name;
    }

    @Override
    public void upsert(List<StoredPassage> passages) {
        for (int from = 0; from < passages.size(); from += BATCH) {
            var batch = passages.subList(from, Math.min(passages.size(), from + BATCH));
            var ids = new ArrayList<String>();
            var vectors = new ArrayList<float[]>();
            var texts = new ArrayList<String>();
            var metadatas = new ArrayList<Map<String, Object>>();
            for (var p : batch) {
                if (p.embedding() == null) {
                    throw new IllegalArgumentException("passage " + p.id() + " has no embedding");
                }
                ids.add(p.id());
                vectors.add(p.embedding());
                texts.add(p.text());
                metadatas.add(p.metadata());
            }
            client.upsert(id, ids, vectors, texts, metadatas);
        }
    }

    @Override
    public List<List<StoreHit>> query(List<float[]> queryEmbeddings, int n, Where where) {
        if (queryEmbeddings.isEmpty() || n <= 0) {
            return queryEmbeddings.stream().map(q -> List.<StoreHit>of()).toList();
        }
        return client.query(id, queryEmbeddings, n, where);
    }

    @Override
    public List<StoredPassage> get(List<String> ids) {
        if (ids.isEmpty()) {
            return List.of();
        }
        return client.get(id, ids, null, null, List.of("documents", "metadatas", "embeddings"));
    }

    @Override
    public List<StoredPassage> page(int offset, int limit) {
        return client.get(id, null, limit, offset, List.of("metadatas"));
    }

    @Override
    public List<StoredPassage> find(Where where) {
        return client.getWhere(id, where, List.of("metadatas"));
    }

    @Override
    public int count() {
        return client.count(id);
    }

    @Override
    public void delete(List<String> ids) {
        for (int from = 0; from < ids.size(); from += BATCH) {
            client.delete(id, ids.subList(from, Math.min(ids.size(), from + BATCH)));
        }
    }

    @Override
    public Map<String, Object> metadata() {
        return client.getCollection(name)
                .map(ChromaClient.CollectionInfo::metadata)
                .orElseThrow(() -> new ChromaException(404, "collection '" + name + "' was deleted"));
    }

    @Override
    public void putMetadata(Map<String, Object> entries) {
        // Chroma replaces collection metadata wholesale, so merge first.
        var merged = new LinkedHashMap<>(metadata());
        merged.putAll(entries);
        client.setCollectionMetadata(id, merged);
    }
}
