package io.legalagent.retrieval.library;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.DocumentPlace;
import io.legalagent.ports.QuerySet;
import io.legalagent.retrieval.ingest.IngestProgress;
import io.legalagent.retrieval.ingest.Passage;
import io.legalagent.retrieval.ingest.PassageWriter;
import io.legalagent.retrieval.rp.CitatorSignals;
import io.legalagent.retrieval.search.DenseReranker;
import io.legalagent.retrieval.search.MultiQueryRetriever;
import io.legalagent.retrieval.search.RetrieverSettings;
import io.legalagent.retrieval.store.ChromaClient;
import io.legalagent.retrieval.store.ChromaPassageStore;
import io.legalagent.retrieval.store.PassageStore;
import io.legalagent.retrieval.store.StoreHit;
import io.legalagent.retrieval.support.ChromaServer;
import io.legalagent.retrieval.support.TestModels;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * All-or-nothing visibility of library documents against a real Chroma server and the real model: a
 * search sees corpus passages and the passages of documents live in the catalogue, and nothing of a
 * version being written or replaced.
 */
@ExtendWith(ChromaServer.class)
class LibrarySearchIT {
    private static final String OLD = "1".repeat(64), NEW = "2".repeat(64);
    private static final String QUESTION = "When may a landlord terminate a commercial lease for late rent?";

    private ChromaClient chroma;
    private PassageStore raw;
    private LivePassageStore live;
    private String catalogName;
    private List<Passage> corpus;

    @BeforeEach
    void open(ChromaClient chroma) {
        this.chroma = chroma;
        String name = ChromaServer.uniqueCollection("library");
        catalogName = name + "_documents";
        raw = ChromaPassageStore.open(chroma, name, TestModels.bge().passageModelId());
        live = new LivePassageStore(raw, new LiveDocuments(chroma, catalogName));
        corpus = TestModels.sample().stream()
                .filter(p -> p.subject().equals("real-property"))
                .limit(6)
                .toList();
        assertThat(corpus).hasSize(6);
        write(corpus);
    }

    @Test
    void withoutACatalogueTheLibraryIsSearchedAsBefore() {
        write(version(OLD, "first"));

        assertThat(seen()).containsAll(ids(corpus)).containsAll(ids(version(OLD, "first")));
    }

    @Test
    void aSearchBetweenTheWriteAndTheFlipSeesOnlyTheOldVersionThenOnlyTheNewOne() {
        var catalog = LibraryCatalog.open(chroma, catalogName);
        assertThat(seen()).containsExactlyInAnyOrderElementsOf(ids(corpus));

        var v1 = version(OLD, "first");
        write(v1);
        assertThat(seen()).as("written, not yet in the catalogue").containsExactlyInAnyOrderElementsOf(ids(corpus));
        catalog.put(entry(OLD, v1.size()));
        assertThat(seen()).containsExactlyInAnyOrderElementsOf(union(ids(corpus), ids(v1)));

        var v2 = version(NEW, "second");
        write(v2);
        assertThat(seen())
                .as("new version written, slot not flipped")
                .containsExactlyInAnyOrderElementsOf(union(ids(corpus), ids(v1)));

        catalog.put(entry(NEW, v2.size())); // the flip: one upsert
        assertThat(seen())
                .as("flipped, old passages still stored")
                .containsExactlyInAnyOrderElementsOf(union(ids(corpus), ids(v2)));

        raw.delete(ids(v1).stream().toList());
        assertThat(seen()).containsExactlyInAnyOrderElementsOf(union(ids(corpus), ids(v2)));
        assertThat(catalog.documents()).extracting(CatalogEntry::documentId).containsExactly(NEW);
        assertThat(catalog.liveDocumentIds()).containsExactly(NEW);
    }

    @Test
    void aFailedSlotIsListedButNotSearchedAndARemovedDocumentDropsOut() {
        var catalog = LibraryCatalog.open(chroma, catalogName);
        var v1 = version(OLD, "first");
        write(v1);
        catalog.put(entry(OLD, v1.size()));
        catalog.put(new CatalogEntry(
                "scan.pdf",
                NEW,
                "scan.pdf",
                "",
                "PDF",
                "application/pdf",
                null,
                0,
                0,
                Instant.parse("2026-11-28T10:00:00Z"),
                CatalogEntry.Status.FAILED,
                "no text layer"));

        assertThat(catalog.documents()).extracting(CatalogEntry::slot).containsExactly("lease/lease.pdf", "scan.pdf");
        assertThat(catalog.find(NEW).orElseThrow().reason()).isEqualTo("no text layer");
        assertThat(catalog.liveDocumentIds()).containsExactly(OLD);
        var entry = catalog.find(OLD).orElseThrow();
        assertThat(entry).isEqualTo(entry(OLD, v1.size()));

        catalog.remove(OLD);
        assertThat(seen()).containsExactlyInAnyOrderElementsOf(ids(corpus));
        assertThat(catalog.find(OLD)).isEmpty();
    }

    @Test
    void retrievedDocumentPassagesCarryTheirPlace() {
        var catalog = LibraryCatalog.open(chroma, catalogName);
        var v1 = version(OLD, "first");
        write(v1);
        catalog.put(entry(OLD, v1.size()));
        var retriever = new MultiQueryRetriever(
                live,
                TestModels.bge(),
                new DenseReranker(),
                RetrieverSettings.defaults().withPoolSize(20));

        var evidence =
                retriever.retrieve(new QuerySet(QUESTION, List.of()), Set.of()).passages();
        var fromLease = evidence.stream().filter(e -> e.id().startsWith(OLD)).toList();

        assertThat(fromLease).isNotEmpty().allSatisfy(e -> {
            assertThat(e.document()).isNotNull();
            assertThat(e.document().documentId()).isEqualTo(OLD);
            assertThat(e.document().citation()).startsWith("Lease of Unit 4, lease.pdf, p. ");
        });
        assertThat(evidence).filteredOn(e -> !e.id().startsWith(OLD)).allSatisfy(e -> assertThat(e.document())
                .isNull());
        var byId = retriever.passages(List.of(OLD + ":2", corpus.get(0).id())).stream()
                .collect(Collectors.toMap(e -> e.id(), e -> e));
        assertThat(byId.get(OLD + ":2").document()).isEqualTo(v1.get(1).place());
        assertThat(byId.get(corpus.get(0).id()).document()).isNull();
    }

    /** Every passage a search may return: n is larger than the collection. */
    private Set<String> seen() {
        var vector = TestModels.bge().embedQueries(List.of(QUESTION));
        return live.query(vector, 100, null).get(0).stream()
                .map(StoreHit::passage)
                .map(p -> p.id())
                .collect(Collectors.toSet());
    }

    private void write(List<Passage> passages) {
        new PassageWriter(raw, TestModels.bge(), 8, IngestProgress.SILENT).write(passages);
    }

    /** Three pages of a lease, one passage each; both versions are about the same subject. */
    private static List<Passage> version(String documentId, String edition) {
        return IntStream.rangeClosed(1, 3)
                .mapToObj(page -> new Passage(
                        documentId + ":" + page,
                        "The " + edition + " lease, page " + page + ": the landlord may terminate the lease when rent"
                                + " is more than thirty days late, after written notice to the tenant.",
                        "lease.pdf",
                        "",
                        "",
                        CitatorSignals.NONE,
                        new DocumentPlace(documentId, "lease.pdf", "Lease of Unit 4", page, page, List.of(), null)))
                .toList();
    }

    private static CatalogEntry entry(String documentId, int passages) {
        return new CatalogEntry(
                "lease/lease.pdf",
                documentId,
                "lease.pdf",
                "Lease of Unit 4",
                "PDF",
                "application/pdf",
                3,
                passages,
                0,
                Instant.parse("2026-11-28T09:00:00Z"),
                CatalogEntry.Status.READY,
                "");
    }

    private static Set<String> ids(List<Passage> passages) {
        return passages.stream().map(Passage::id).collect(Collectors.toSet());
    }

    private static Set<String> union(Set<String> a, Set<String> b) {
        var all = new java.util.HashSet<>(a);
        all.addAll(b);
        return all;
    }
}
