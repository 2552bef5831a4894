package io.legalagent.loop;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.DocumentPlace;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.Sha256;
import io.legalagent.contracts.Source;
import io.legalagent.replay.Replay;
import io.legalagent.replay.Retrievers;
import io.legalagent.replay.SignatureTrust;
import io.legalagent.retrieval.RetrievalSettings;
import io.legalagent.retrieval.ingest.IngestProgress;
import io.legalagent.retrieval.ingest.Ingester;
import io.legalagent.retrieval.ingest.ParsedCorpus;
import io.legalagent.retrieval.ingest.Passage;
import io.legalagent.retrieval.library.CatalogEntry;
import io.legalagent.retrieval.library.Libraries;
import io.legalagent.retrieval.library.LibraryCatalog;
import io.legalagent.retrieval.rp.CitatorSignals;
import io.legalagent.retrieval.store.ChromaClient;
import io.legalagent.retrieval.store.ChromaPassageStore;
import io.legalagent.retrieval.support.ProjectRoot;
import io.legalagent.retrieval.support.SampleCollection;
import io.legalagent.retrieval.support.TestModels;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.test.context.TestPropertySource;

/**
 * A question names a library: the nine nodes research that library alone, in a real Chroma server
 * with the real ONNX model, and the answer cites its documents by title, file and page. Two libraries
 * hold passages on the same subject, so a search of the wrong one (or of the default corpus) shows.
 */
// The offline loop's properties, so that its cached context is shared.
@TestPropertySource(properties = {"legal.model.provider=offline", "legal.memory.min-confidence=1.01"})
class LibraryLoopIT extends ProductionLoop {
    /** Fresh names for each test JVM, so that no other run's passages are found. */
    private static final String SUFFIX = UUID.randomUUID().toString().substring(0, 8);

    private static final String FIRM_A = "loop-a-" + SUFFIX;
    private static final String FIRM_B = "loop-b-" + SUFFIX;
    private static final String OPINION_A = Sha256.hex("the opinion filed in library a");
    private static final String OPINION_B = Sha256.hex("the memo filed in library b");

    @BeforeAll
    static void ingestTwoLibraries() {
        ingest(FIRM_A, OPINION_A, "tenant-opinion.pdf", "Harlow v. Pines Realty", 12);
        ingest(FIRM_B, OPINION_B, "repairs-memo.pdf", "Memo on repairs and rent", 40);
    }

    /** Three passages of one document, each on a page of its own from {@code firstPage} on. */
    private static void ingest(String library, String documentId, String file, String title, int firstPage) {
        var texts = List.of(
                "A tenant may withhold rent when the landlord breaches the implied warranty of habitability by"
                        + " failing to repair conditions that make the premises unfit to live in.",
                "Before withholding rent the tenant must give the landlord notice of the defect and a reasonable"
                        + " time to repair it; rent withheld may be ordered paid into court.",
                "The warranty of habitability cannot be waived by a clause of the residential lease.");
        var passages = new ArrayList<Passage>();
        for (int i = 0; i < texts.size(); i++) {
            var place = new DocumentPlace(documentId, file, title, firstPage + i, firstPage + i, List.of(), null);
            passages.add(new Passage(documentId + ":" + i, texts.get(i), file, title, "", CitatorSignals.NONE, place));
        }
        var sample = SampleCollection.ingested();
        var settings = RetrievalSettings.from(Map.of(
                "LEGAL_RETRIEVAL_CHROMA_URL", sample.chromaUrl().toString(),
                "LEGAL_RETRIEVAL_PASSAGES_COLLECTION", sample.name()));
        var model = TestModels.bge();
        var store = ChromaPassageStore.open(
                new ChromaClient(sample.chromaUrl()),
                Libraries.passagesCollection(settings, settings.organisation(), library),
                model.passageModelId());
        new Ingester(store, model, 16, IngestProgress.SILENT).ingest(new ParsedCorpus(passages, List.of()), false);
        // The flip that makes the document searchable: its slot in the library's catalogue.
        LibraryCatalog.open(
                        new ChromaClient(sample.chromaUrl()),
                        Libraries.catalogCollection(settings, settings.organisation(), library))
                .put(new CatalogEntry(
                        file,
                        documentId,
                        file,
                        title,
                        "PDF",
                        "application/pdf",
                        firstPage + texts.size() - 1,
                        texts.size(),
                        0,
                        java.time.Instant.now(),
                        CatalogEntry.Status.READY,
                        ""));
    }

    @Test
    void aQuestionIsResearchedInItsLibraryAloneAndCitesDocumentAndPage() {
        var requestId = UUID.randomUUID().toString();
        var json =
                """
                {"requestId": "%s", "library": "%s",
                 "question": "When may a tenant withhold rent because the landlord failed to make repairs?"}"""
                        .formatted(requestId, FIRM_A);

        var answer = ask(requestId, json);

        assertThat(answer.status()).as(answer.reason()).isEqualTo(RunStatus.ANSWERED);
        assertThat(answer.library()).isEqualTo(FIRM_A);
        assertThat(answer.researchPack().library()).isEqualTo(FIRM_A);
        var kept = new ArrayList<Source>(answer.sources());
        kept.addAll(answer.alsoConsulted());
        assertThat(answer.sources()).isNotEmpty();
        assertThat(kept).allSatisfy(source -> {
            assertThat(source.id()).startsWith(OPINION_A + ":");
            assertThat(source.document()).isNotNull();
            assertThat(source.document().fileName()).isEqualTo("tenant-opinion.pdf");
            assertThat(source.document().firstPage()).isBetween(12, 14);
        });
        var cited = answer.sources().get(0).document();
        assertThat(answer.answer())
                .contains("Harlow v. Pines Realty, tenant-opinion.pdf, p. " + cited.firstPage())
                .doesNotContain("repairs-memo.pdf");
    }

    @Test
    void theAnswerReplaysInItsLibrary() {
        var requestId = UUID.randomUUID().toString();
        var json =
                """
                {"requestId": "%s", "library": "%s",
                 "question": "Can a residential lease waive the warranty of habitability?"}"""
                        .formatted(requestId, FIRM_B);
        var answer = ask(requestId, json);
        var sample = SampleCollection.ingested();
        var env = Map.of(
                "LEGAL_RETRIEVAL_CHROMA_URL", sample.chromaUrl().toString(),
                "LEGAL_RETRIEVAL_PASSAGES_COLLECTION", sample.name());
        var trust = new SignatureTrust(LoopSigningKey.publicKey(), "the loop's key", true);

        var verdict = new Replay(env::get, ProjectRoot.get().resolve("skills"), Retrievers.openedPerReplay(), trust)
                .verify(answer);

        assertThat(answer.sources()).isNotEmpty().allSatisfy(s -> assertThat(s.id())
                .startsWith(OPINION_B + ":"));
        assertThat(verdict.matches()).as(verdict.json().toString()).isTrue();
    }

    @Test
    void aBadLibraryNameIsRejectedWithTheRule() {
        var requestId = UUID.randomUUID().toString();

        var answer = ask(
                requestId,
                """
                {"requestId": "%s", "library": "Firm A", "question": "What is battery?"}"""
                        .formatted(requestId));

        assertThat(answer.status()).isEqualTo(RunStatus.REJECTED);
        assertThat(answer.reason()).contains("library name 'Firm A'");
        assertThat(answer.library()).isNull();
    }
}
