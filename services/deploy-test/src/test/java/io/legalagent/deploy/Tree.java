package io.legalagent.deploy;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/** Navigation in the maps and lists a YAML parser returns. */
final class Tree {
    private Tree() {}

    static Object at(Object node, Object... path) {
        Object current = node;
        for (Object step : path) {
            if (current instanceof Map<?, ?> map && step instanceof String key) {
                current = map.get(key);
            } else if (current instanceof List<?> list && step instanceof Integer index) {
                current = index < list.size() ? list.get(index) : null;
            } else {
                return null;
            }
        }
        return current;
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> map(Object node) {
        return node instanceof Map<?, ?> map ? (Map<String, Object>) map : Map.of();
    }

    @SuppressWarnings("unchecked")
    static List<Object> list(Object node) {
        return node instanceof List<?> list ? (List<Object>) list : List.of();
    }

    static Stream<Map<String, Object>> maps(Object node) {
        return list(node).stream().map(Tree::map);
    }

    /** A deep, mutable copy, so that a renderer can change documents without touching the parsed ones. */
    static Object copy(Object node) {
        if (node instanceof Map<?, ?> map) {
            Map<String, Object> copy = new LinkedHashMap<>();
            map.forEach((key, value) -> copy.put(String.valueOf(key), copy(value)));
            return copy;
        }
        if (node instanceof List<?> list) {
            List<Object> copy = new ArrayList<>();
            list.forEach(value -> copy.add(copy(value)));
            return copy;
        }
        return node;
    }

    /** The map at a key of a map, created when missing. */
    @SuppressWarnings("unchecked")
    static Map<String, Object> child(Map<String, Object> parent, String key) {
        return (Map<String, Object>) parent.computeIfAbsent(key, k -> new LinkedHashMap<String, Object>());
    }
}
