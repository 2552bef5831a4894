package io.legalagent.gateway;

import io.legalagent.retrieval.RetrievalSettings;
import io.legalagent.retrieval.library.CatalogEntry;
import io.legalagent.retrieval.library.Libraries;
import io.legalagent.retrieval.library.LibraryCatalog;
import io.legalagent.retrieval.store.ChromaClient;
import java.util.Comparator;
import java.util.List;

/**
 * An organisation's library's documents as its catalogue holds them: every file slot, live or failed, newest first.
 * A library nobody has ingested into has no catalogue, and lists nothing; none is made for it.
 */
final class CatalogListing implements LibraryListing {
    private final RetrievalSettings settings;
    private final ChromaClient chroma;

    CatalogListing(RetrievalSettings settings, ChromaClient chroma) {
        this.settings = settings;
        this.chroma = chroma;
    }

    @Override
    public List<ListedDocument> documents(String organisation, String library) {
        return LibraryCatalog.existing(chroma, Libraries.catalogCollection(settings, organisation, library))
                .map(LibraryCatalog::documents)
                .orElse(List.of())
                .stream()
                .map(CatalogListing::listed)
                .sorted(Comparator.comparing(ListedDocument::ingestedAt, Comparator.reverseOrder()))
                .toList();
    }

    private static ListedDocument listed(CatalogEntry entry) {
        return new ListedDocument(
                entry.documentId(),
                entry.fileName(),
                entry.title().isBlank() ? null : entry.title(),
                entry.kind().isBlank() ? null : entry.kind(),
                entry.pages(),
                entry.passages(),
                entry.ingestedAt(),
                entry.ready() ? "READY" : "FAILED: " + entry.reason());
    }
}
