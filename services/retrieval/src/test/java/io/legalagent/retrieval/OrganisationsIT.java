package io.legalagent.retrieval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.legalagent.contracts.Evidence;
import io.legalagent.contracts.MemoryHit;
import io.legalagent.contracts.Owner;
import io.legalagent.ports.CurrentRun;
import io.legalagent.ports.QuerySet;
import io.legalagent.retrieval.ingest.IngestProgress;
import io.legalagent.retrieval.ingest.Passage;
import io.legalagent.retrieval.ingest.PassageWriter;
import io.legalagent.retrieval.library.UnknownLibrary;
import io.legalagent.retrieval.store.PassageStore;
import io.legalagent.retrieval.support.ChromaServer;
import io.legalagent.retrieval.support.SignedAnswers;
import io.legalagent.retrieval.support.TestModels;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Two organisations with a library of one name, and one question asked by both: each run searches
 * and remembers in its own organisation alone. Against a real Chroma server and the real model.
 */
class OrganisationsIT {
    private static final String FILINGS = "filings";
    private static final String FIRM_A = "a-" + UUID.randomUUID().toString().substring(0, 8);
    private static final String FIRM_B = "b-" + UUID.randomUUID().toString().substring(0, 8);
    private static final QuerySet QUESTION = new QuerySet("When may the landlord end the lease?", List.of());

    private static RetrievalStack stack;

    @BeforeAll
    static void open() {
        stack = RetrievalStack.open(RetrievalSettings.from(Map.of(
                "LEGAL_RETRIEVAL_CHROMA_URL", ChromaServer.url().toString(),
                "LEGAL_RETRIEVAL_PASSAGES_COLLECTION", ChromaServer.uniqueCollection("shared"),
                "LEGAL_RETRIEVAL_MEMORY_COLLECTION", ChromaServer.uniqueCollection("memory"),
                "LEGAL_RETRIEVAL_RERANKER", "dense",
                "LEGAL_RETRIEVAL_ANSWER_PUBLIC_KEYS",
                        SignedAnswers.publicKeyFile().toString())));
        write(stack.passages(), TestModels.sample().stream().limit(6).toList());
        write(
                stack.createdPassages(FIRM_A, FILINGS),
                List.of(
                        passage("a-lease:1", "The landlord may end the lease when rent is thirty days late."),
                        passage("a-lease:2", "Notice that the lease ends must be given in writing.")));
        write(
                stack.createdPassages(FIRM_B, FILINGS),
                List.of(
                        passage("b-lease:1", "The landlord may end the lease only after a court order."),
                        passage("b-lease:2", "A tenant may stay until the court decides on the lease.")));
    }

    @AfterAll
    static void close() {
        stack.close();
    }

    @Test
    void eachOrganisationsRunSeesOnlyItsOwnLibraryOfThatName() {
        var retriever = stack.retriever();

        var inA = CurrentRun.during("run-a", FILINGS, FIRM_A, () -> retriever.retrieve(QUESTION, Set.of()));
        var inB = CurrentRun.during("run-b", FILINGS, FIRM_B, () -> retriever.retrieve(QUESTION, Set.of()));

        assertThat(inA.passages()).extracting(Evidence::id).containsExactlyInAnyOrder("a-lease:1", "a-lease:2");
        assertThat(inB.passages()).extracting(Evidence::id).containsExactlyInAnyOrder("b-lease:1", "b-lease:2");
        assertThat(CurrentRun.during("run-a", FILINGS, FIRM_A, () -> retriever.passages(List.of("b-lease:1"))))
                .isEmpty();
        // A run without owner is the configured organisation's, which has no library of that name.
        assertThatThrownBy(() -> CurrentRun.during("run-x", FILINGS, () -> retriever.retrieve(QUESTION, Set.of())))
                .isInstanceOf(UnknownLibrary.class);
    }

    @Test
    void theDefaultLibrarysPassagesAreSharedByEveryOrganisation() {
        var retriever = stack.retriever();

        var inA = CurrentRun.during("run-a", null, FIRM_A, () -> retriever.retrieve(QUESTION, Set.of()));
        var inB = CurrentRun.during("run-b", null, FIRM_B, () -> retriever.retrieve(QUESTION, Set.of()));

        assertThat(inA.passages()).isNotEmpty().isEqualTo(inB.passages());
    }

    @Test
    void anAnswerRememberedForOneOrganisationIsAHitForItAloneInEveryLibrary() {
        var memory = stack.qaMemory();
        String question = "Who may end the lease of unit 9 when the rent is late?";

        for (String library : new String[] {null, FILINGS}) {
            memory.remember(SignedAnswers.answeredIn(
                    "run-a1", question, "The landlord, after thirty days.", library, new Owner("ada", FIRM_A)));

            Optional<MemoryHit> forA = CurrentRun.during("run-a2", library, FIRM_A, () -> memory.lookup(question));
            Optional<MemoryHit> forB = CurrentRun.during("run-b2", library, FIRM_B, () -> memory.lookup(question));
            Optional<MemoryHit> unowned = CurrentRun.during("run-x", null, () -> memory.lookup(question));

            assertThat(forA)
                    .isPresent()
                    .get()
                    .extracting(MemoryHit::sourceRunId)
                    .isEqualTo("run-a1");
            assertThat(forB)
                    .as("organisation B's identical question in library %s", library)
                    .isEmpty();
            assertThat(unowned).isEmpty();
        }
        assertThat(stack.chroma().getCollection("library_" + FIRM_A + "_" + FILINGS + "_memory"))
                .isPresent();
    }

    private static Passage passage(String id, String text) {
        return new Passage(id, text, "filing.pdf", "", "");
    }

    private static void write(PassageStore store, List<Passage> passages) {
        new PassageWriter(store, TestModels.bge(), 16, IngestProgress.SILENT).write(passages);
    }
}
