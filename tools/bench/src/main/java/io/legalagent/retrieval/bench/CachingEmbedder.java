package io.legalagent.retrieval.bench;

import io.legalagent.retrieval.embed.Embedder;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Variants share query texts; embedding each text once keeps the benchmark's run time down. */
public final class CachingEmbedder implements Embedder {
    private final Embedder inner;
    private final String queryInstruction;
    private final Map<String, float[]> cache = new HashMap<>();

    /** {@code queryInstruction} is prepended here, so {@code inner} must add none of its own. */
    CachingEmbedder(Embedder inner, String queryInstruction) {
        this.inner = inner;
        this.queryInstruction = queryInstruction;
    }

    @Override
    public String modelId() {
        return inner.passageModelId() + (queryInstruction.isEmpty() ? "" : "+query-instruction");
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
        var missing = queries.stream()
                .map(q -> queryInstruction + q)
                .filter(q -> !cache.containsKey(q))
                .distinct()
                .toList();
        var vectors = inner.embedPassages(missing); // the raw model: the instruction is already in the text
        for (int i = 0; i < missing.size(); i++) {
            cache.put(missing.get(i), vectors.get(i));
        }
        var out = new ArrayList<float[]>();
        queries.forEach(q -> out.add(cache.get(queryInstruction + q)));
        return out;
    }

    @Override
    public List<float[]> embedPassages(List<String> passages) {
        return inner.embedPassages(passages);
    }
}
