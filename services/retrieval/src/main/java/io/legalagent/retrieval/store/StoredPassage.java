package io.legalagent.retrieval.store;

import java.util.Map;
import java.util.Objects;

/**
 * A passage as the store keeps it. {@code embedding} may be null when it was not asked for;
 * metadata values are strings, numbers or booleans (Chroma returns integers as doubles).
 */
public record StoredPassage(String id, String text, Map<String, Object> metadata, float[] embedding) {
    public StoredPassage {
        Objects.requireNonNull(id, "id");
        text = text == null ? "" : text;
        metadata = metadata == null ? Map.of() : Map.copyOf(metadata);
    }

    public String metadataString(String key) {
        Object value = metadata.get(key);
        return value == null ? "" : value.toString();
    }
}
