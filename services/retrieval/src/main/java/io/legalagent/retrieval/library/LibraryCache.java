package io.legalagent.retrieval.library;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * One value per library, built on first use and kept for the {@code capacity} most recently used
 * libraries: a service that answers for many matters does not hold every one's retriever for ever.
 * A build that fails is not kept, so an unknown library fails again, with its message, next time.
 */
final class LibraryCache<T> {
    private final Map<String, T> values;
    private final Function<String, T> build;

    LibraryCache(int capacity, Function<String, T> build) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be positive");
        }
        this.build = build;
        this.values = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, T> eldest) {
                return size() > capacity;
            }
        };
    }

    synchronized T get(String library) {
        String name = Libraries.checked(library);
        T value = values.get(name);
        if (value == null) {
            value = build.apply(name);
            values.put(name, value);
        }
        return value;
    }

    synchronized int size() {
        return values.size();
    }
}
