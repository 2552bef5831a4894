package io.legalagent.retrieval.library;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * One value per library of an organisation, built on first use and kept for the {@code capacity}
 * most recently used: a service that answers for many matters does not hold every one's retriever for ever.
 * A build that fails is not kept, so an unknown library fails again, with its message, next time.
 */
final class LibraryCache<T> {
    private final Map<OwnedLibrary, T> values;
    private final Function<OwnedLibrary, T> build;

    LibraryCache(int capacity, Function<OwnedLibrary, T> build) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be positive");
        }
        this.build = build;
        this.values = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<OwnedLibrary, T> eldest) {
                return size() > capacity;
            }
        };
    }

    synchronized T get(OwnedLibrary library) {
        T value = values.get(library);
        if (value == null) {
            value = build.apply(library);
            values.put(library, value);
        }
        return value;
    }

    synchronized int size() {
        return values.size();
    }
}
