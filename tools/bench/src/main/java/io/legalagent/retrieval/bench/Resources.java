package io.legalagent.retrieval.bench;

import java.util.ArrayDeque;
import java.util.Deque;

/** What a benchmark opened for its variants (models, sessions), closed together, last first. */
final class Resources implements AutoCloseable {
    private final Deque<AutoCloseable> opened = new ArrayDeque<>();

    <T extends AutoCloseable> T add(T resource) {
        opened.push(resource);
        return resource;
    }

    @Override
    public void close() {
        while (!opened.isEmpty()) {
            try {
                opened.pop().close();
            } catch (Exception e) {
                throw new IllegalStateException("cannot close a benchmark resource", e);
            }
        }
    }
}
