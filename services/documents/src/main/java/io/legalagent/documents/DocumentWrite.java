package io.legalagent.documents;

import io.legalagent.contracts.DocumentProgress.Stage;
import io.legalagent.retrieval.ingest.IngestProgress;
import io.legalagent.retrieval.ingest.Passage;
import io.legalagent.retrieval.ingest.PassageWriter;
import io.legalagent.retrieval.library.CatalogEntry;
import io.legalagent.retrieval.library.DocumentFiles;
import io.legalagent.retrieval.library.LibraryCatalog;
import io.legalagent.retrieval.store.PassageStore;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

/**
 * One file into its slot: read, cut, embed and store its passages, keep the original, then flip the
 * slot's catalogue record to it. Anything that fails before the flip deletes what was written, so a
 * failed file leaves no passage behind; the slot keeps its earlier version, if it had one, or records
 * the failure and its reason.
 */
final class DocumentWrite {
    private final PassageStore passages;
    private final LibraryCatalog catalog;
    private final DocumentReader reader;
    private final PassageSplitter splitter;
    private final DocumentFiles files;
    private final PassageWriter writer;
    private final IngestProgress progress;

    DocumentWrite(
            PassageStore passages,
            LibraryCatalog catalog,
            DocumentReader reader,
            PassageSplitter splitter,
            DocumentFiles files,
            PassageWriter writer,
            IngestProgress progress) {
        this.passages = passages;
        this.catalog = catalog;
        this.reader = reader;
        this.splitter = splitter;
        this.files = files;
        this.writer = writer;
        this.progress = progress;
    }

    /** @param replacing whether the slot holds a ready version now (then a failure leaves it as it is) */
    FileOutcome write(Path file, String slot, String documentId, boolean replacing) {
        // The slot names the file as its owner knows it; an upload waits under a name of the store's.
        String fileName = FileSlots.fileName(slot);
        ReadOutcome read;
        try {
            read = reader.read(file);
        } catch (RuntimeException e) {
            read = new ReadOutcome.Refused(fileName, FileKind.OTHER, "could not be read: " + e.getMessage());
        }
        if (read instanceof ReadOutcome.Refused refused) {
            return failed(slot, fileName, refused.kind(), documentId, refused.reason(), replacing);
        }
        var document = ((ReadOutcome.Read) read).document().named(fileName);
        if (!document.documentId().equals(documentId)) {
            return failed(
                    slot,
                    fileName,
                    document.kind(),
                    documentId,
                    "the reader named it " + document.documentId() + ", not its SHA-256",
                    replacing);
        }
        List<Passage> cut;
        try {
            cut = splitter.split(document);
        } catch (RuntimeException e) {
            return failed(
                    slot, fileName, document.kind(), documentId, "could not be split: " + e.getMessage(), replacing);
        }
        if (cut.isEmpty()) {
            return failed(slot, fileName, document.kind(), documentId, "no text to search", replacing);
        }
        progress.read(documentId, document.kind().name(), pages(document), cut.size());
        // The same file may already be live in another slot: its passages are there, with these ids.
        boolean alreadyStored = catalog.withDocument(documentId).stream().anyMatch(CatalogEntry::ready);
        try {
            if (!alreadyStored) {
                writer.write(cut);
            }
            files.keep(file, documentId, fileName, document.mediaType());
            catalog.put(entry(slot, document, cut.size())); // the flip
        } catch (RuntimeException e) {
            if (!alreadyStored) {
                passages.delete(cut.stream().map(Passage::id).toList());
                files.remove(documentId);
            }
            return failed(
                    slot, fileName, document.kind(), documentId, "could not be stored: " + e.getMessage(), replacing);
        }
        Integer pages = document.paged() ? document.pages().size() : null;
        return new FileOutcome(
                slot,
                fileName,
                document.kind(),
                replacing ? Stage.CHANGED : Stage.ADDED,
                documentId,
                cut.size(),
                alreadyStored ? 0 : cut.size(),
                pages,
                document.ocrPages(),
                "");
    }

    private static CatalogEntry entry(String slot, DocumentText document, int passageCount) {
        return new CatalogEntry(
                slot,
                document.documentId(),
                document.fileName(),
                document.title(),
                document.kind().name(),
                document.mediaType(),
                document.paged() ? document.pages().size() : null,
                passageCount,
                document.ocrPages(),
                Instant.now(),
                CatalogEntry.Status.READY,
                "");
    }

    /** A slot with no ready version records the failure, so that a listing shows the file and why. */
    private FileOutcome failed(
            String slot, String fileName, FileKind kind, String documentId, String reason, boolean replacing) {
        if (!replacing) {
            catalog.put(new CatalogEntry(
                    slot,
                    documentId,
                    fileName,
                    "",
                    kind.name(),
                    "",
                    null,
                    0,
                    0,
                    Instant.now(),
                    CatalogEntry.Status.FAILED,
                    reason));
        }
        return FileOutcome.failed(slot, fileName, kind, documentId, reason);
    }

    /** The document's last page number; null where the format has no pages. */
    private static Integer pages(DocumentText document) {
        return document.paged()
                ? document.pages().stream().mapToInt(PageText::number).max().orElse(0)
                : null;
    }
}
