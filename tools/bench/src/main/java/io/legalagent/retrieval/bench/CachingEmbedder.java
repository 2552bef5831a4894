package io.legalagent.retrieval.bench;

import io.legalagent.retrieval.embed.Embedder;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Embeds each text once: benchmark variants share query texts, and the screen's leave-one-family-out
 * models share every unit, so caching keeps their run time down.
 */
public final class CachingEmbedder implements Embedder {
    private final Embedder inner;
    private final String queryInstruction;
    private final Map<String, float[]> cache = new HashMap<>();

    /** A cache of the raw model for texts embedded as passages (no query instruction). */
    public static CachingEmbedder of(Embedder inner) {
        return new CachingEmbedder(inner, "");
    }

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
        // The raw model: the instruction is already in the text.
        return cached(queries.stream().map(q -> queryInstruction + q).toList());
    }

    @Override
    public List<float[]> embedPassages(List<String> passages) {
        return cached(passages);
    }

    /** Each distinct text embedded once, as a passage, whatever call asked for it first. */
    private List<float[]> cached(List<String> texts) {
        var missing =
                texts.stream().filter(t -> !cache.containsKey(t)).distinct().toList();
        if (!missing.isEmpty()) {
            var vectors = inner.embedPassages(missing);
            for (int i = 0; i < missing.size(); i++) {
                cache.put(missing.get(i), vectors.get(i));
            }
        }
        var out = new ArrayList<float[]>(texts.size());
        texts.forEach(t -> out.add(cache.get(t)));
        return out;
    }
}
