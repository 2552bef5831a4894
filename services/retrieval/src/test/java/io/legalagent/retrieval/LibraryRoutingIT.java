package io.legalagent.retrieval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.legalagent.contracts.Evidence;
import io.legalagent.ports.CurrentRun;
import io.legalagent.ports.QuerySet;
import io.legalagent.retrieval.ingest.IngestProgress;
import io.legalagent.retrieval.ingest.Passage;
import io.legalagent.retrieval.ingest.PassageWriter;
import io.legalagent.retrieval.library.UnknownLibrary;
import io.legalagent.retrieval.support.ChromaServer;
import io.legalagent.retrieval.support.SignedAnswers;
import io.legalagent.retrieval.support.TestModels;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The services' retriever and QA memory serve the library the current run names, each from its own
 * collections: against a real Chroma server and the real model (RetrievalStack loads its own).
 */
class LibraryRoutingIT {
    private static final QuerySet QUESTION = new QuerySet("May a landlord end a lease for late rent?", List.of());
    private static final String MATTER = "m" + UUID.randomUUID().toString().substring(0, 8);

    private static RetrievalStack stack;
    private static List<Passage> sample;
    private static List<Passage> matter;

    @BeforeAll
    static void open() {
        stack = RetrievalStack.open(RetrievalSettings.from(Map.of(
                "LEGAL_RETRIEVAL_CHROMA_URL", ChromaServer.url().toString(),
                "LEGAL_RETRIEVAL_PASSAGES_COLLECTION", ChromaServer.uniqueCollection("routed"),
                "LEGAL_RETRIEVAL_MEMORY_COLLECTION", ChromaServer.uniqueCollection("routed-memory"),
                "LEGAL_RETRIEVAL_RERANKER", "dense",
                "LEGAL_RETRIEVAL_ANSWER_PUBLIC_KEYS",
                        SignedAnswers.publicKeyFile().toString())));
        sample = TestModels.sample().stream()
                .filter(p -> p.subject().equals("real-property"))
                .limit(8)
                .toList();
        assertThat(sample).hasSize(8);
        matter = List.of(
                new Passage(
                        "lease:1",
                        "The landlord may end the lease when rent is thirty days late.",
                        "lease.pdf",
                        "",
                        ""),
                new Passage("lease:2", "Notice of termination must be in writing.", "lease.pdf", "", ""));
        write(stack.passages(), sample);
        write(stack.createdPassages(RetrievalSettings.DEFAULT_ORGANISATION, MATTER), matter);
    }

    @AfterAll
    static void close() {
        stack.close();
    }

    @Test
    void eachRunSearchesItsOwnLibraryAndNoRunTheDefaultOne() {
        var retriever = stack.retriever();

        var inMatter = CurrentRun.during("run-1", MATTER, () -> retriever.retrieve(QUESTION, Set.of()));
        var outside = retriever.retrieve(QUESTION, Set.of());
        var named = CurrentRun.during("run-2", "default", () -> retriever.retrieve(QUESTION, Set.of()));

        assertThat(inMatter.passages()).extracting(Evidence::id).containsExactlyInAnyOrder("lease:1", "lease:2");
        assertThat(outside.passages())
                .isNotEmpty()
                .extracting(Evidence::id)
                .isSubsetOf(sample.stream().map(Passage::id).toList());
        assertThat(named.passages()).isEqualTo(outside.passages());
    }

    @Test
    void anUnknownLibraryFailsClearlyAndCreatesNothing() {
        var retriever = stack.retriever();

        assertThatThrownBy(() ->
                        CurrentRun.during("run-3", "no-such-matter", () -> retriever.retrieve(QUESTION, Set.of())))
                .isInstanceOf(UnknownLibrary.class)
                .hasMessageContaining("library 'no-such-matter' does not exist");
        assertThat(stack.chroma().getCollection("library_local_no-such-matter")).isEmpty();
        assertThatThrownBy(() -> CurrentRun.during(
                        "run-3", "no-such-matter", () -> stack.qaMemory().lookup("Q?")))
                .isInstanceOf(UnknownLibrary.class);
    }

    @Test
    void aCachedAnswerStaysInItsLibrary() {
        var memory = stack.qaMemory();
        String question = "Who may end the lease of unit 4 for late rent?";

        // Stored in the library its signed answer names, whatever run the thread works for.
        memory.remember(SignedAnswers.answeredIn("run-4", question, "The landlord, after thirty days.", MATTER, null));

        assertThat(CurrentRun.during("run-5", MATTER, () -> memory.lookup(question)))
                .isPresent();
        assertThat(memory.lookup(question)).isEmpty();
        assertThat(stack.chroma().getCollection("library_local_" + MATTER + "_memory"))
                .isPresent();
    }

    @Test
    void aLibraryWithLiveDocumentsHasItsOwnFingerprint() {
        var retriever = stack.retriever();
        String before = CurrentRun.during("run-6", MATTER, retriever::corpusFingerprint);
        var catalog = stack.catalog(RetrievalSettings.DEFAULT_ORGANISATION, MATTER);
        catalog.put(new io.legalagent.retrieval.library.CatalogEntry(
                "lease.pdf",
                "3".repeat(64),
                "lease.pdf",
                "Lease",
                "PDF",
                "application/pdf",
                1,
                2,
                0,
                java.time.Instant.now(),
                io.legalagent.retrieval.library.CatalogEntry.Status.READY,
                ""));

        String after = CurrentRun.during("run-6", MATTER, retriever::corpusFingerprint);

        assertThat(before).isNull(); // passages written directly: no ingest recorded a corpus
        assertThat(after).isNotNull().isNotEqualTo(retriever.corpusFingerprint());
        catalog.removeSlot("lease.pdf");
    }

    private static void write(io.legalagent.retrieval.store.PassageStore store, List<Passage> passages) {
        new PassageWriter(store, TestModels.bge(), 16, IngestProgress.SILENT).write(passages);
    }
}
