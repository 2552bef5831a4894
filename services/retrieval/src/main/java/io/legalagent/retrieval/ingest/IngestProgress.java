package io.legalagent.retrieval.ingest;

/**
 * What an {@link Ingester} tells about its progress, for a caller that shows it (the command line draws
 * a bar; a service shows nothing). Only an ingest with passages to embed calls it: {@link #started}
 * once, {@link #stored} after each batch is written, in order and from one thread at a time, then
 * {@link #finished} once, also when the ingest fails part way, so that a display can close its line.
 */
public interface IngestProgress {
    /** Shows nothing. */
    IngestProgress SILENT = new IngestProgress() {};

    /**
     * A library document was read and cut: its id, kind, pages (null where the format has none) and
     * passages. Passage files have no such step.
     */
    default void read(String documentId, String kind, Integer pages, int passages) {}

    /** {@code total} passages are new or changed and will be embedded. */
    default void started(long total) {}

    /**
     * A batch is stored: {@code done} of {@code total} passages so far, at {@code perSecond} passages a
     * second since {@link #started}.
     */
    default void stored(long done, long total, double perSecond) {}

    /** No more batches: {@code done} passages were stored (fewer than the total if the ingest failed). */
    default void finished(long done, double perSecond) {}
}
