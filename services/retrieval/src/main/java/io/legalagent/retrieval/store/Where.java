package io.legalagent.retrieval.store;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A metadata filter in Chroma's {@code where} syntax, built from typed pieces. */
public record Where(Map<String, Object> clause) {
    public Where {
        clause = Map.copyOf(clause);
    }

    public static Where eq(String key, Object value) {
        return new Where(Map.of(key, Map.of("$eq", value)));
    }

    public static Where in(String key, List<?> values) {
        return new Where(Map.of(key, Map.of("$in", List.copyOf(values))));
    }

    public static Where notIn(String key, List<?> values) {
        return new Where(Map.of(key, Map.of("$nin", List.copyOf(values))));
    }

    /** Also matches records that lack the key: Chroma's {@code $ne} does. */
    public static Where ne(String key, Object value) {
        return new Where(Map.of(key, Map.of("$ne", value)));
    }

    /** Either filter may hold; a single filter stays as it is. */
    public static Where or(Where... parts) {
        if (parts.length == 1) {
            return parts[0];
        }
        return new Where(Map.of("$or", Arrays.stream(parts).map(Where::clause).toList()));
    }

    /** Both filters must hold; a single filter stays as it is (Chroma rejects a one-element $and). */
    public static Where and(Where... parts) {
        if (parts.length == 1) {
            return parts[0];
        }
        var map = new LinkedHashMap<String, Object>();
        map.put("$and", Arrays.stream(parts).map(Where::clause).toList());
        return new Where(map);
    }
}
