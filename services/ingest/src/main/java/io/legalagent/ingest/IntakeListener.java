package io.legalagent.ingest;

import org.jspecify.annotations.Nullable;

/** Hears how far a file has come, to tell the requester while the work goes on. */
public interface IntakeListener {
    /** The file was read: its id, kind, pages (null where the format has none) and passages to embed. */
    void read(String documentId, String kind, @Nullable Integer pages, int passages);

    /** {@code done} of {@code total} passages embedded and stored. */
    void embedded(int done, int total);

    IntakeListener NONE = new IntakeListener() {
        @Override
        public void read(String documentId, String kind, @Nullable Integer pages, int passages) {}

        @Override
        public void embedded(int done, int total) {}
    };
}
