package io.legalagent.retrieval.library;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.DocumentPlace;
import io.legalagent.retrieval.Hashes;
import io.legalagent.retrieval.ingest.Passage;
import io.legalagent.retrieval.rp.CitatorSignals;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DocumentMetadataTest {
    private static final String DOC = "a".repeat(64);
    private static final DocumentPlace PAGED =
            new DocumentPlace(DOC, "opinion.pdf", "Smith v. Jones", 13, 14, List.of("12", "13"), "II. Discussion");

    @Test
    void aPlaceSurvivesTheStoreIncludingIntegersComingBackAsDoubles() {
        var stored = new HashMap<String, Object>(DocumentMetadata.of(PAGED));
        stored.put(DocumentMetadata.PAGE_FIRST, 13.0);
        stored.put(DocumentMetadata.PAGE_LAST, 14.0);

        assertThat(DocumentMetadata.from(stored)).isEqualTo(PAGED);
        assertThat(stored)
                .containsEntry("doc_id", DOC)
                .containsEntry("file_name", "opinion.pdf")
                .containsEntry("doc_title", "Smith v. Jones")
                .containsEntry("paragraphs", "12,13")
                .containsEntry("heading", "II. Discussion")
                .containsEntry("library_document", true);
    }

    @Test
    void anUnpagedPlaceHasNoPageKeys() {
        var unpaged = new DocumentPlace(DOC, "memo.docx", "Memo", null, null, List.of(), null);

        var metadata = DocumentMetadata.of(unpaged);

        assertThat(metadata).doesNotContainKeys("page_first", "page_last", "paragraphs", "heading");
        assertThat(DocumentMetadata.from(metadata)).isEqualTo(unpaged);
    }

    @Test
    void aCorpusPassageHasNoPlaceAndHashesAsBefore() {
        var corpus = new Passage("torts-1", "Battery is harmful contact.", "bar", "Battery", "torts");

        assertThat(DocumentMetadata.from(corpus.metadata())).isNull();
        assertThat(corpus.metadata()).doesNotContainKeys("doc_id", "library_document");
        assertThat(corpus.contentSha256())
                .isEqualTo(Hashes.sha256("Battery is harmful contact.", "bar", "Battery", "torts"));
    }

    @Test
    void aDocumentPassageCarriesItsPlaceAndItsHashCoversIt() {
        var passage = new Passage(DOC + ":1", "The court held...", "opinion.pdf", "", "", CitatorSignals.NONE, PAGED);
        var movedPage = new DocumentPlace(DOC, "opinion.pdf", "Smith v. Jones", 15, 15, List.of(), null);
        var moved = new Passage(DOC + ":1", "The court held...", "opinion.pdf", "", "", CitatorSignals.NONE, movedPage);

        assertThat(passage.metadata()).containsAllEntriesOf(DocumentMetadata.of(PAGED));
        assertThat(passage.contentSha256()).isNotEqualTo(moved.contentSha256());
        assertThat(DocumentMetadata.from(passage.metadata())).isEqualTo(PAGED);
    }

    @Test
    void theLiveFilterKeepsCorpusPassagesAndLiveDocuments() {
        assertThat(LiveDocuments.filterFor(List.of()).clause())
                .isEqualTo(Map.of("library_document", Map.of("$ne", true)));
        assertThat(LiveDocuments.filterFor(List.of(DOC)).clause())
                .isEqualTo(Map.of(
                        "$or",
                        List.of(
                                Map.of("doc_id", Map.of("$in", List.of(DOC))),
                                Map.of("library_document", Map.of("$ne", true)))));
    }

    @Test
    void theFingerprintIsTheCorpusOneUntilDocumentsAreLiveThenFollowsThem() {
        assertThat(LibraryFingerprint.of("corpus", List.of())).isEqualTo("corpus");
        assertThat(LibraryFingerprint.of(null, List.of())).isNull();
        String one = LibraryFingerprint.of("corpus", List.of("b", "a"));
        assertThat(one).isEqualTo(LibraryFingerprint.of("corpus", List.of("a", "b")));
        assertThat(one).isNotEqualTo(LibraryFingerprint.of("corpus", List.of("a")));
    }

    @Test
    void theCacheKeepsTheMostRecentlyUsedLibrariesAndNeverAFailedBuild() {
        var built = new java.util.ArrayList<String>();
        var cache = new LibraryCache<String>(2, key -> {
            if (key.library().equals("missing")) {
                throw new UnknownLibrary(key.library(), "library_missing");
            }
            built.add(key.organisation() + "/" + key.library());
            return key.library().toUpperCase();
        });

        assertThat(cache.get(new OwnedLibrary("local", null))).isEqualTo("DEFAULT");
        cache.get(new OwnedLibrary("local", "a"));
        cache.get(new OwnedLibrary("local", Libraries.DEFAULT)); // used again: "a" is now the eldest
        cache.get(new OwnedLibrary("local", "b"));
        cache.get(new OwnedLibrary("local", Libraries.DEFAULT));

        assertThat(built).containsExactly("local/default", "local/a", "local/b");
        assertThat(cache.size()).isEqualTo(2);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> cache.get(new OwnedLibrary("local", "missing")))
                .isInstanceOf(UnknownLibrary.class)
                .hasMessageContaining("library 'missing' does not exist");
        assertThat(cache.size()).isEqualTo(2);
        cache.get(new OwnedLibrary("local", "a"));
        assertThat(built).containsExactly("local/default", "local/a", "local/b", "local/a");
    }

    @Test
    void oneLibraryNameOfTwoOrganisationsIsTwoLibraries() {
        var built = new java.util.ArrayList<OwnedLibrary>();
        var cache = new LibraryCache<OwnedLibrary>(4, key -> {
            built.add(key);
            return key;
        });

        var a = cache.get(new OwnedLibrary("firm-a", "filings"));
        var b = cache.get(new OwnedLibrary("firm-b", "filings"));
        cache.get(new OwnedLibrary("firm-a", "filings"));

        assertThat(a).isNotEqualTo(b);
        assertThat(built).containsExactly(a, b);
    }

    @Test
    void collectionsAreNamedPerOrganisationButTheDefaultPassagesAreShared() {
        var settings = io.legalagent.retrieval.RetrievalSettings.defaults();

        assertThat(Libraries.passagesCollection(settings, "firm-a", "default")).isEqualTo("legal_passages");
        assertThat(Libraries.passagesCollection(settings, "firm-b", null)).isEqualTo("legal_passages");
        assertThat(Libraries.memoryCollection(settings, "firm-a", "default")).isEqualTo("qa_memory_firm-a");
        assertThat(Libraries.passagesCollection(settings, "firm-a", "filings")).isEqualTo("library_firm-a_filings");
        assertThat(Libraries.memoryCollection(settings, "firm-b", "filings"))
                .isEqualTo("library_firm-b_filings_memory");
        assertThat(Libraries.catalogCollection(settings, "firm-b", "filings"))
                .isEqualTo("library_firm-b_filings_documents");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> new OwnedLibrary("firm_a", "filings"))
                .hasMessageContaining("organisation 'firm_a'");
    }
}
