package io.legalagent.cli.library;

import io.legalagent.contracts.DocumentPlace;
import io.legalagent.retrieval.RetrievalSettings;
import io.legalagent.retrieval.ingest.IngestProgress;
import java.nio.file.Path;
import java.util.List;

/**
 * One library as the command line drives it: sync folders of documents into it, list its catalogue,
 * and search it as the agent does. The documents module's {@code DocumentLibrary} and {@code
 * LibraryCatalog} stand behind it ({@link LibraryShelf}); benches open one per run through an {@link
 * Opener}.
 */
public interface DocumentShelf extends AutoCloseable {
    /** Reads, splits, embeds and stores what is new or changed under {@code paths}; prunes gone files if asked. */
    SyncSummary sync(List<Path> paths, boolean prune);

    /** The catalogue: one entry per document the library holds. */
    List<CatalogEntry> documents();

    /** The places of the {@code k} passages the agent's retrieval ranks first for {@code question}. */
    List<DocumentPlace> search(String question, int k);

    @Override
    void close();

    /** Opens the shelf of one library. */
    interface Opener {
        /**
         * @param library a checked library name ({@code io.legalagent.retrieval.library.Libraries})
         * @param size how documents are cut into passages (the splitter's settings)
         * @param progress where the embedding progress goes (the command line's bar)
         * @param originals where each ingested file is kept under its SHA-256 (the gateway serves them)
         */
        DocumentShelf open(
                RetrievalSettings settings, String library, PassageSize size, IngestProgress progress, Path originals);
    }
}
