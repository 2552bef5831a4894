package io.legalagent.retrieval.store;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/** Turns Chroma's column-oriented answers (parallel arrays) into passage records. */
final class ChromaResults {
    private ChromaResults() {}

    static List<List<StoreHit>> queryHits(JsonNode body) {
        var out = new ArrayList<List<StoreHit>>();
        JsonNode ids = body.path("ids");
        for (int q = 0; q < ids.size(); q++) {
            var hits = new ArrayList<StoreHit>();
            for (int i = 0; i < ids.get(q).size(); i++) {
                var passage = new StoredPassage(
                        ids.get(q).get(i).asString(),
                        text(body.path("documents").path(q).path(i)),
                        metadata(body.path("metadatas").path(q).path(i)),
                        vector(body.path("embeddings").path(q).path(i)));
                hits.add(new StoreHit(
                        passage, body.path("distances").path(q).path(i).asDouble()));
            }
            out.add(hits);
        }
        return out;
    }

    static List<StoredPassage> passages(JsonNode body) {
        var out = new ArrayList<StoredPassage>();
        JsonNode ids = body.path("ids");
        for (int i = 0; i < ids.size(); i++) {
            out.add(new StoredPassage(
                    ids.get(i).asString(),
                    text(body.path("documents").path(i)),
                    metadata(body.path("metadatas").path(i)),
                    vector(body.path("embeddings").path(i))));
        }
        return out;
    }

    static Map<String, Object> metadata(JsonNode node) {
        var map = new LinkedHashMap<String, Object>();
        if (node == null || !node.isObject()) {
            return map;
        }
        for (var entry : node.properties()) {
            JsonNode value = entry.getValue();
            if (value.isNumber()) {
                map.put(entry.getKey(), value.numberValue());
            } else if (value.isBoolean()) {
                map.put(entry.getKey(), value.booleanValue());
            } else if (!value.isNull()) {
                map.put(entry.getKey(), value.asString());
            }
        }
        return map;
    }

    private static String text(JsonNode node) {
        return node.isString() ? node.asString() : "";
    }

    private static float[] vector(JsonNode node) {
        if (!node.isArray()) {
            return null;
        }
        float[] v = new float[node.size()];
        for (int i = 0; i < v.length; i++) {
            v[i] = (float) node.get(i).asDouble();
        }
        return v;
    }
}
