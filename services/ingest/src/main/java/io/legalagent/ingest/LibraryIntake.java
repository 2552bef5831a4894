package io.legalagent.ingest;

import io.legalagent.contracts.DocumentProgress.Stage;
import io.legalagent.documents.DocumentLibrary;
import io.legalagent.documents.DocumentReader;
import io.legalagent.documents.FileOutcome;
import io.legalagent.documents.PassageSplitter;
import io.legalagent.retrieval.RetrievalStack;
import io.legalagent.retrieval.ingest.IngestProgress;
import io.legalagent.retrieval.library.DocumentFiles;
import io.legalagent.retrieval.library.OwnedLibrary;
import java.nio.file.Path;

/**
 * The ingest's files into the request's organisation's {@link DocumentLibrary}: read by Tika (OCR by Tesseract),
 * cut along the document's structure, embedded and swapped in whole. A failure of Chroma surfaces as
 * the library's {@link io.legalagent.ports.TransientFailure}, which the listener retries.
 */
final class LibraryIntake implements DocumentIntake {
    private final RetrievalStack stack;
    private final DocumentReader reader;
    private final PassageSplitter splitter;
    private final Path store;

    /** @param store the storage folder; each organisation's originals are kept in their own folder of it */
    LibraryIntake(RetrievalStack stack, DocumentReader reader, PassageSplitter splitter, Path store) {
        this.stack = stack;
        this.reader = reader;
        this.splitter = splitter;
        this.store = store;
    }

    @Override
    public IntakeOutcome ingest(OwnedLibrary library, Path file, String slot, IntakeListener listener) {
        var progress = new ListenerProgress(listener);
        FileOutcome outcome = open(library, progress).ingestOne(file, slot);
        return new IntakeOutcome(
                outcome.stage(),
                outcome.documentId(),
                outcome.kind().name(),
                outcome.pages(),
                outcome.passages(),
                outcome.stage() == Stage.FAILED ? outcome.reason() : null);
    }

    @Override
    public IntakeOutcome delete(OwnedLibrary library, String documentId) {
        boolean held = open(library, IngestProgress.SILENT).delete(documentId);
        return held
                ? IntakeOutcome.deleted(documentId)
                : IntakeOutcome.failed("library '" + library.library() + "' holds no document " + documentId);
    }

    private DocumentLibrary open(OwnedLibrary library, IngestProgress progress) {
        var files = new DocumentFiles(store, library.organisation());
        return DocumentLibrary.open(
                stack, library.organisation(), library.library(), reader, splitter, files, progress);
    }

    /** The library's progress as the listener's: the file read and cut, then each stored batch. */
    private record ListenerProgress(IntakeListener listener) implements IngestProgress {
        @Override
        public void read(String documentId, String kind, Integer pages, int passages) {
            listener.read(documentId, kind, pages, passages);
        }

        @Override
        public void stored(long done, long total, double perSecond) {
            listener.embedded((int) done, (int) total);
        }
    }
}
