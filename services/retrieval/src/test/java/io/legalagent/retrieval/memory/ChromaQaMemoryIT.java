package io.legalagent.retrieval.memory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.legalagent.contracts.MemoryHit;
import io.legalagent.contracts.QuestionEmbedding;
import io.legalagent.contracts.Source;
import io.legalagent.retrieval.embed.Vectors;
import io.legalagent.retrieval.store.ChromaClient;
import io.legalagent.retrieval.store.ChromaPassageStore;
import io.legalagent.retrieval.store.PassageStore;
import io.legalagent.retrieval.support.ChromaServer;
import io.legalagent.retrieval.support.TestModels;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(ChromaServer.class)
class ChromaQaMemoryIT {
    private PassageStore store;
    private ChromaQaMemory memory;

    @BeforeEach
    void open(ChromaClient chroma) {
        store = ChromaPassageStore.open(chroma, ChromaServer.uniqueCollection("qa-memory"), "bge-small-en-v1.5-q");
        memory = new ChromaQaMemory(store, TestModels.bge(), ChromaQaMemory.DEFAULT_THRESHOLD);
    }

    @Test
    void anEmptyMemoryMissesAndAStoredQuestionHits() {
        assertThat(memory.lookup("What is battery?")).isEmpty();

        memory.remember("run-1", "What is battery?", "Battery is an intentional harmful or offensive contact.", 0.81);

        var hit = memory.lookup("What is battery?").orElseThrow();
        assertThat(hit.answer()).isEqualTo("Battery is an intentional harmful or offensive contact.");
        assertThat(hit.question()).isEqualTo("What is battery?");
        assertThat(hit.sourceRunId()).isEqualTo("run-1");
        assertThat(hit.similarity()).isCloseTo(1.0, Offset.offset(1e-4));
    }

    private static final String FACTS = "A tenant assigns the lease to a friend without the landlord's consent,"
            + " and the friend moves in and stops paying rent. ";

    private static String key(String stem, String... choices) {
        var text = new StringBuilder(FACTS + stem + "\n\nAnswer choices:");
        for (int i = 0; i < choices.length; i++) {
            text.append("\n(").append((char) ('A' + i)).append(") ").append(choices[i]);
        }
        return text.toString();
    }

    @Test
    void anotherQuestionOnTheSameFactsMissesAndTheSameChoicesInAnotherOrderHit() {
        String asked = key("Is the friend liable for the rent?", "Yes, by privity of estate.", "No, never.");
        var cited = List.of(new Source(1, 1, "prop-assignment", "sample", 4.2, "a".repeat(64), "In an assignment..."));
        memory.remember("run-1", asked, "Privity of estate binds the assignee [Query 1][Source 1].", 0.9, null, cited);

        var other = key("Is the tenant still liable for the rent?", "Yes, by privity of contract.", "No, never.");
        var reordered = key("is the friend liable for the rent?", "No, never", "Yes, by privity of estate.");

        assertThat(new ChromaQaMemory(store, TestModels.bge(), 0.5).lookup(other))
                .isEmpty();
        var hit = memory.lookup(reordered).orElseThrow();
        assertThat(hit.sourceRunId()).isEqualTo("run-1");
        assertThat(hit.sources()).isEqualTo(cited);
    }

    @Test
    void aQuestionOneDecisiveWordAwayMissesThoughItEmbedsAboveTheThreshold() {
        String asked = "Is hearsay admissible if the declarant is unavailable?";
        String opposite = "Is hearsay admissible if the declarant is available?";
        memory.remember("run-1", asked, "Some hearsay exceptions need an unavailable declarant.", 0.9);
        var bge = TestModels.bge();

        assertThat(Vectors.cosine(bge.embedPassage(asked), bge.embedPassage(opposite)))
                .isGreaterThanOrEqualTo(ChromaQaMemory.DEFAULT_THRESHOLD);
        assertThat(memory.lookup(opposite)).isEmpty();
        assertThat(memory.lookup("is hearsay admissible if the declarant is unavailable"))
                .map(MemoryHit::sourceRunId)
                .contains("run-1");
    }

    @Test
    void anUnrelatedQuestionMisses() {
        memory.remember("run-1", "What is battery?", "An intentional contact tort.", 0.81);

        assertThat(memory.lookup("How is a fee simple determinable created?")).isEmpty();
        assertThat(memory.lookup("  ")).isEmpty();
    }

    @Test
    void theThresholdDecides() {
        memory.remember("run-1", "What are the elements of battery?", "Intent and contact.", 0.8);
        String paraphrase = "what are the elements of a battery";
        double similarity = new ChromaQaMemory(store, TestModels.bge(), 0)
                .lookup(paraphrase)
                .orElseThrow()
                .similarity();

        assertThat(new ChromaQaMemory(store, TestModels.bge(), similarity - 1e-6).lookup(paraphrase))
                .isPresent();
        assertThat(new ChromaQaMemory(store, TestModels.bge(), similarity + 1e-6).lookup(paraphrase))
                .isEmpty();
    }

    @Test
    void rememberingTheSameRunTwiceKeepsTheFirstAnswer() {
        memory.remember("run-7", "What is assault?", "first answer", 0.9);
        memory.remember("run-7", "What is assault?", "second answer", 0.95);

        assertThat(store.count()).isEqualTo(1);
        assertThat(memory.lookup("What is assault?").orElseThrow().answer()).isEqualTo("first answer");
    }

    @Test
    void researchDoneOnAnotherCorpusIsNotHandedOutAfterAReingest() {
        var corpus = new AtomicReference<>("corpus-1");
        var knowing = new ChromaQaMemory(store, TestModels.bge(), ChromaQaMemory.DEFAULT_THRESHOLD, false, corpus::get);
        knowing.remember("run-1", "What is battery?", "Battery is a harmful contact.", 0.9);

        var before = knowing.lookup("What is battery?");
        corpus.set("corpus-2");
        var after = knowing.lookup("What is battery?");
        knowing.remember("run-2", "What is battery?", "Battery, on the new passages.", 0.9);
        var renewed = knowing.lookup("What is battery?");

        assertThat(before).map(MemoryHit::sourceRunId).contains("run-1");
        assertThat(after).as("researched on corpus-1, asked on corpus-2").isEmpty();
        assertThat(renewed).map(MemoryHit::sourceRunId).contains("run-2");
    }

    @Test
    void aSharingLookupHandsBackTheQuestionsOwnEmbedding() {
        var sharing = new ChromaQaMemory(store, TestModels.bge(), ChromaQaMemory.DEFAULT_THRESHOLD, true, () -> null);

        var lookup = sharing.lookupKeeping("What is battery?");

        assertThat(lookup.hit()).isEmpty();
        assertThat(lookup.embedding().isOf("What is battery?", "bge-small-en-v1.5-q"))
                .isTrue();
        assertThat(lookup.embedding().floats()).containsExactly(TestModels.bge().embedPassage("What is battery?"));
        assertThat(memory.lookupKeeping("What is battery?").embedding()).isNull(); // not sharing: nothing carried
    }

    @Test
    void aWriteStoresTheCarriedEmbeddingInsteadOfEmbeddingAgain() {
        var sharing = new ChromaQaMemory(store, TestModels.bge(), ChromaQaMemory.DEFAULT_THRESHOLD, true, () -> null);
        // A vector the question would never get from the model: only a write that uses it stores it.
        float[] marker = TestModels.bge().embedPassage("How is a fee simple determinable created?");
        var carried = QuestionEmbedding.of("bge-small-en-v1.5-q", "What is battery?", marker);

        sharing.remember("run-1", "What is battery?", "An intentional contact tort.", 0.8, carried);
        sharing.remember("run-2", "What is assault?", "Apprehension of contact.", 0.8, carried); // another text
        memory.remember("run-3", "What is battery?", "Not shared.", 0.8, carried); // not sharing

        assertThat(stored("run-1")).containsExactly(marker, Offset.offset(1e-6f));
        assertThat(stored("run-2"))
                .containsExactly(TestModels.bge().embedPassage("What is assault?"), Offset.offset(1e-6f));
        assertThat(stored("run-3"))
                .containsExactly(TestModels.bge().embedPassage("What is battery?"), Offset.offset(1e-6f));
    }

    private float[] stored(String runId) {
        return store.get(List.of(runId)).get(0).embedding();
    }

    @Test
    void refusesAnEntryWithoutRunIdOrQuestion() {
        assertThatThrownBy(() -> memory.remember("", "q", "a", 0.9)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> memory.remember("r", " ", "a", 0.9)).isInstanceOf(IllegalArgumentException.class);
    }
}
