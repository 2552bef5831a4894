package io.legalagent.cli;

import io.legalagent.retrieval.embed.Embedder;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * An embedder that remembers every passage vector it has computed, so that the many models of a
 * leave-one-family-out validation embed each unit once. Queries are not cached.
 */
final class CachingEmbedder implements Embedder {
    private final Embedder inner;
    private final Map<String, float[]> passages = new HashMap<>();

    CachingEmbedder(Embedder inner) {
        this.inner = inner;
    }

    @Override
    public String modelId() {
        return inner.modelId();
    }

    @Override
    public String passageModelId() {
        return inner.passageModelId();
    }

    @Override
    public int dimension() {
        return inner.dimension();
    }

    @Override
    public List<float[]> embedQueries(List<String> queries) {
        return inner.embedQueries(queries);
    }

    @Override
    public List<float[]> embedPassages(List<String> texts) {
        var missing = new ArrayList<String>();
        for (var text : new LinkedHashSet<>(texts)) {
            if (!passages.containsKey(text)) {
                missing.add(text);
            }
        }
        if (!missing.isEmpty()) {
            var vectors = inner.embedPassages(missing);
            for (int i = 0; i < missing.size(); i++) {
                passages.put(missing.get(i), vectors.get(i));
            }
        }
        return texts.stream().map(passages::get).toList();
    }
}
