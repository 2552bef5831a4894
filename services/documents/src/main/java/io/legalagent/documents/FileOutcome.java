package io.legalagent.documents;

import io.legalagent.contracts.DocumentProgress.Stage;
import io.legalagent.retrieval.library.CatalogEntry;
import org.jspecify.annotations.Nullable;

/**
 * How one file slot ended in an ingest: {@link Stage#ADDED}, {@link Stage#CHANGED}, {@link
 * Stage#UNCHANGED}, {@link Stage#DELETED} (pruned or deleted) or {@link Stage#FAILED} with a reason.
 * {@code embedded} counts the passages embedded for it (0 when unchanged); {@code documentId} is
 * null when the file could not even be hashed.
 */
public record FileOutcome(
        String slot,
        String fileName,
        FileKind kind,
        Stage stage,
        @Nullable String documentId,
        int passages,
        int embedded,
        @Nullable Integer pages,
        int ocrPages,
        String reason) {
    public FileOutcome {
        if (!stage.last()) {
            throw new IllegalArgumentException("an outcome ends the file, not " + stage);
        }
        reason = reason == null ? "" : reason;
    }

    /** A slot as the catalogue lists it, ending as {@code stage} with no embedding: unchanged or deleted. */
    static FileOutcome of(CatalogEntry entry, Stage stage) {
        return new FileOutcome(
                entry.slot(),
                entry.fileName(),
                kindOf(entry),
                stage,
                entry.documentId(),
                entry.passages(),
                0,
                entry.pages(),
                entry.ocrPages(),
                "");
    }

    private static FileKind kindOf(CatalogEntry entry) {
        try {
            return FileKind.valueOf(entry.kind());
        } catch (IllegalArgumentException e) {
            return FileKind.OTHER;
        }
    }

    static FileOutcome failed(String slot, String fileName, FileKind kind, @Nullable String documentId, String why) {
        return new FileOutcome(slot, fileName, kind, Stage.FAILED, documentId, 0, 0, null, 0, why);
    }
}
