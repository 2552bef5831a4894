package io.legalagent.ingest;

import io.legalagent.retrieval.library.OwnedLibrary;
import java.nio.file.Path;

/**
 * What the ingest hands a file to: the library that reads, splits, embeds and stores it, keyed by the
 * file's hash, so the same file twice is UNCHANGED and a redelivered request does no harm. Bound to
 * {@code io.legalagent.documents.DocumentLibrary} of the request's organisation's library.
 */
public interface DocumentIntake {

    /**
     * Brings one file into a library under its slot (the file's name there); never throws for a bad
     * file, whose outcome is FAILED with the reason. A failure of the store itself (Chroma away) may
     * throw {@link io.legalagent.ports.TransientFailure}: the request is then retried.
     */
    IntakeOutcome ingest(OwnedLibrary library, Path file, String slot, IntakeListener listener);

    /** Takes a document out of a library: DELETED, or FAILED when the library does not hold it. */
    IntakeOutcome delete(OwnedLibrary library, String documentId);
}
