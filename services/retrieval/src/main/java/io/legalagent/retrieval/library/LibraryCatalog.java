package io.legalagent.retrieval.library;

import io.legalagent.retrieval.store.ChromaClient;
import io.legalagent.retrieval.store.Where;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A library's catalogue ({@link Libraries#catalogCollection}): one record per file slot, keyed by
 * the slot, naming the document live in it. Writing a slot's record is the one step that makes a new
 * version of a file searchable ({@link #put}: a single upsert), so searches see the old version or
 * the new one, never a mix. Records carry a constant one-dimensional vector: Chroma stores nothing
 * without one, and the catalogue is never searched by similarity.
 */
public final class LibraryCatalog {
    private static final float[] NO_VECTOR = {1f};
    private static final Map<String, Object> COLLECTION_METADATA = Map.of("holds", "library catalogue");
    private static final int PAGE = 1000;

    private final ChromaClient client;
    private final String name;
    private final String id;

    private LibraryCatalog(ChromaClient client, String name, String id) {
        this.client = client;
        this.name = name;
        this.id = id;
    }

    /** Opens the catalogue, creating an empty one if needed. */
    public static LibraryCatalog open(ChromaClient client, String collection) {
        return new LibraryCatalog(
                client,
                collection,
                client.getOrCreateCollection(collection, COLLECTION_METADATA).id());
    }

    /** The catalogue when it exists; empty for a library no document was ever ingested into. */
    public static Optional<LibraryCatalog> existing(ChromaClient client, String collection) {
        return client.getCollection(collection).map(info -> new LibraryCatalog(client, collection, info.id()));
    }

    public String collection() {
        return name;
    }

    /** Every slot, in slot order. */
    public List<CatalogEntry> documents() {
        var entries = new ArrayList<CatalogEntry>();
        for (int offset = 0; ; offset += PAGE) {
            var page = client.get(id, null, PAGE, offset, List.of("metadatas"));
            page.forEach(p -> entries.add(CatalogEntry.from(p.id(), p.metadata())));
            if (page.size() < PAGE) {
                break;
            }
        }
        entries.sort(Comparator.comparing(CatalogEntry::slot));
        return entries;
    }

    public Optional<CatalogEntry> slot(String slot) {
        return client.get(id, List.of(slot), null, null, List.of("metadatas")).stream()
                .findFirst()
                .map(p -> CatalogEntry.from(p.id(), p.metadata()));
    }

    /** A slot holding this document, a searchable one first. */
    public Optional<CatalogEntry> find(String documentId) {
        return withDocument(documentId).stream()
                .min(Comparator.comparing((CatalogEntry e) -> !e.ready()).thenComparing(CatalogEntry::slot));
    }

    /** Every slot holding this document (one file may sit in several slots). */
    public List<CatalogEntry> withDocument(String documentId) {
        return client.getWhere(id, Where.eq(CatalogEntry.DOCUMENT_ID, documentId), List.of("metadatas")).stream()
                .map(p -> CatalogEntry.from(p.id(), p.metadata()))
                .sorted(Comparator.comparing(CatalogEntry::slot))
                .toList();
    }

    /** The documents searches may see: those of the ready slots, sorted. */
    public List<String> liveDocumentIds() {
        return client
                .getWhere(id, Where.eq(CatalogEntry.STATUS, CatalogEntry.Status.READY.name()), List.of("metadatas"))
                .stream()
                .map(p -> p.metadataString(CatalogEntry.DOCUMENT_ID))
                .distinct()
                .sorted()
                .toList();
    }

    /** Writes the slot's record in one upsert: the flip from the slot's old document to this one. */
    public void put(CatalogEntry entry) {
        client.upsert(id, List.of(entry.slot()), List.of(NO_VECTOR), List.of(entry.slot()), List.of(entry.metadata()));
    }

    /** Removes every slot holding this document; the document's passages then drop out of searches. */
    public void remove(String documentId) {
        var slots = withDocument(documentId).stream().map(CatalogEntry::slot).toList();
        if (!slots.isEmpty()) {
            client.delete(id, slots);
        }
    }

    public void removeSlot(String slot) {
        client.delete(id, List.of(slot));
    }
}
