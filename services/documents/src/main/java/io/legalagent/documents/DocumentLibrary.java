package io.legalagent.documents;

import io.legalagent.contracts.DocumentProgress.Stage;
import io.legalagent.retrieval.RetrievalStack;
import io.legalagent.retrieval.embed.Embedder;
import io.legalagent.retrieval.ingest.IngestProgress;
import io.legalagent.retrieval.ingest.PassageWriter;
import io.legalagent.retrieval.library.CatalogEntry;
import io.legalagent.retrieval.library.DocumentFiles;
import io.legalagent.retrieval.library.LibraryCatalog;
import io.legalagent.retrieval.store.PassageStore;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;

/**
 * Keeps a library in step with a firm's files, one file slot at a time, all or nothing. A new
 * version's passages are written first (a new document id, so new passage ids), then the slot's
 * catalogue record is flipped to it in one write, and only then are the old version's passages
 * deleted: searches, which see only documents live in the catalogue, meet the old version or the new
 * one, never a mix. A file that fails leaves nothing behind. Files are compared by SHA-256, so an
 * unchanged file costs one hash and no embedding.
 */
public final class DocumentLibrary {
    private final PassageStore passages;
    private final LibraryCatalog catalog;
    private final DocumentReader reader;
    private final PassageSplitter splitter;
    private final DocumentFiles files;
    private final PassageWriter writer;
    private final Retirement retirement;
    private final IngestProgress progress;

    /**
     * @param settle how long a replaced version's passages stay after the flip, for searches that read
     *     the catalogue just before it to finish (a second is ample; zero in tests that do not search)
     */
    public DocumentLibrary(
            PassageStore passages,
            LibraryCatalog catalog,
            Embedder embedder,
            DocumentReader reader,
            PassageSplitter splitter,
            DocumentFiles files,
            IngestProgress progress,
            int batchSize,
            Duration settle) {
        this.passages = passages;
        this.catalog = catalog;
        this.reader = reader;
        this.splitter = splitter;
        this.files = files;
        this.writer = new PassageWriter(passages, embedder, batchSize, progress);
        this.retirement = new Retirement(passages, catalog, files, settle);
        this.progress = progress;
    }

    /** Passages embedded per model call, as the passage-file ingest embeds them. */
    public static final int BATCH = 128;
    /** How long a replaced version stays for searches already under way: a search takes milliseconds. */
    public static final Duration SETTLE = Duration.ofSeconds(1);

    /**
     * The library {@code library} of organisation {@code organisation} in a retrieval stack, created
     * if new (its catalogue first, so that a search never sees its first document half written).
     * {@code files} are that organisation's originals.
     */
    public static DocumentLibrary open(
            RetrievalStack stack,
            String organisation,
            String library,
            DocumentReader reader,
            PassageSplitter splitter,
            DocumentFiles files,
            IngestProgress progress) {
        var catalog = stack.catalog(organisation, library);
        return new DocumentLibrary(
                stack.createdPassages(organisation, library),
                catalog,
                stack.embedder(),
                reader,
                splitter,
                files,
                progress,
                BATCH,
                SETTLE);
    }

    /** Brings the library in line with these files and folders; {@code prune} drops slots whose file is gone. */
    public LibraryReport sync(List<Path> paths, boolean prune) {
        long start = System.nanoTime();
        var slots = FileSlots.of(paths);
        var outcomes = new ArrayList<FileOutcome>();
        var replaced = new ArrayList<String>();
        var seen = new HashSet<String>();
        for (var slot : slots.documents()) {
            seen.add(slot.slot());
            outcomes.add(ingest(slot.file(), slot.slot(), replaced));
        }
        if (prune) {
            for (var entry : catalog.documents()) {
                if (!seen.contains(entry.slot())) {
                    catalog.removeSlot(entry.slot());
                    replaced.add(entry.documentId());
                    outcomes.add(FileOutcome.of(entry, Stage.DELETED));
                }
            }
        }
        dropUnlisted(replaced);
        return new LibraryReport(
                passages.collection(), outcomes, slots.passageFiles(), (System.nanoTime() - start) / 1e9);
    }

    /** Ingests one file into {@code slot} (an upload's name, say), replacing what the slot held. */
    public FileOutcome ingestOne(Path file, String slot) {
        var replaced = new ArrayList<String>();
        var outcome = ingest(file, slot, replaced);
        dropUnlisted(replaced);
        return outcome;
    }

    /** Deletes a document from every slot that holds it; false when the library does not hold it. */
    public boolean delete(String documentId) {
        if (catalog.withDocument(documentId).isEmpty()) {
            return false;
        }
        catalog.remove(documentId);
        dropUnlisted(List.of(documentId));
        return true;
    }

    private FileOutcome ingest(Path file, String slot, List<String> replaced) {
        String fileName = FileSlots.fileName(slot);
        Optional<CatalogEntry> before = catalog.slot(slot);
        String documentId;
        try {
            documentId = FileSha256.of(file);
        } catch (IOException e) {
            return FileOutcome.failed(slot, fileName, FileKind.OTHER, null, "cannot read the file: " + e.getMessage());
        }
        if (before.isPresent()
                && before.get().ready()
                && before.get().documentId().equals(documentId)) {
            return FileOutcome.of(before.get(), Stage.UNCHANGED);
        }
        var outcome = new DocumentWrite(passages, catalog, reader, splitter, files, writer, progress)
                .write(
                        file,
                        slot,
                        documentId,
                        before.filter(CatalogEntry::ready).isPresent());
        if (outcome.stage() != Stage.FAILED
                && before.isPresent()
                && before.get().ready()) {
            replaced.add(before.get().documentId());
        }
        return outcome;
    }

    private void dropUnlisted(List<String> documentIds) {
        retirement.retire(documentIds);
    }
}
