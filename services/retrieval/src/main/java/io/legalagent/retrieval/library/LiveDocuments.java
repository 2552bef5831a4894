package io.legalagent.retrieval.library;

import io.legalagent.retrieval.store.ChromaClient;
import io.legalagent.retrieval.store.ChromaException;
import io.legalagent.retrieval.store.Where;
import java.util.List;
import java.util.Optional;

/**
 * Which library documents a search may see, read from the catalogue at every search. Not cached:
 * a cached live set would still name a replaced version after its passages were deleted, and the
 * search would see half of it. The read is one small metadata request beside the vector query.
 */
public final class LiveDocuments {
    private final ChromaClient client;
    private final String catalogCollection;
    private volatile LibraryCatalog catalog;

    public LiveDocuments(ChromaClient client, String catalogCollection) {
        this.client = client;
        this.catalogCollection = catalogCollection;
    }

    /** Over a catalogue already open: a search then makes no call to find it. */
    public LiveDocuments(ChromaClient client, LibraryCatalog catalog) {
        this(client, catalog.collection());
        this.catalog = catalog;
    }

    /** The live document ids; empty when the library has no catalogue (no document ever ingested). */
    public Optional<List<String>> ids() {
        var known = catalog();
        if (known == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(known.liveDocumentIds());
        } catch (ChromaException e) {
            if (e.status() == 404) { // the catalogue was deleted: forget it and look again next time
                catalog = null;
                return ids();
            }
            throw e;
        }
    }

    /**
     * The filter that keeps a search to corpus passages (which have no document) and passages of live
     * documents; null when there is no catalogue, so a corpus-only library is searched as before.
     */
    public Where filter() {
        return ids().map(LiveDocuments::filterFor).orElse(null);
    }

    static Where filterFor(List<String> live) {
        var corpus = Where.ne(DocumentMetadata.LIBRARY_DOCUMENT, true);
        // Chroma refuses an empty $in, and with nothing live only corpus passages may show.
        return live.isEmpty() ? corpus : Where.or(Where.in(DocumentMetadata.DOC_ID, live), corpus);
    }

    private LibraryCatalog catalog() {
        var known = catalog;
        if (known == null) {
            known = LibraryCatalog.existing(client, catalogCollection).orElse(null);
            catalog = known;
        }
        return known;
    }
}
