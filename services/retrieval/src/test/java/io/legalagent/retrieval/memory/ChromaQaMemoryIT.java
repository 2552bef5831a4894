package io.legalagent.retrieval.memory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.CachedFrom;
import io.legalagent.contracts.Choice;
import io.legalagent.contracts.MemoryHit;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.ResearchLog;
import io.legalagent.contracts.RunError;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.signing.AnswerKeys;
import io.legalagent.retrieval.embed.Vectors;
import io.legalagent.retrieval.store.ChromaClient;
import io.legalagent.retrieval.store.ChromaPassageStore;
import io.legalagent.retrieval.store.PassageStore;
import io.legalagent.retrieval.store.StoredPassage;
import io.legalagent.retrieval.support.ChromaServer;
import io.legalagent.retrieval.support.SignedAnswers;
import io.legalagent.retrieval.support.TestModels;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.util.HashMap;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.UnaryOperator;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/** QA memory of signed answers against a real Chroma server and the real model. */
@ExtendWith(ChromaServer.class)
class ChromaQaMemoryIT {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final String BATTERY = "What is battery?";

    private final SimpleMeterRegistry meters = new SimpleMeterRegistry();
    private PassageStore store;
    private ChromaQaMemory memory;

    @BeforeEach
    void open(ChromaClient chroma) {
        store = ChromaPassageStore.open(chroma, ChromaServer.uniqueCollection("qa-memory"), "bge-small-en-v1.5-q");
        memory = memory(ChromaQaMemory.DEFAULT_THRESHOLD, SignedAnswers.trust());
    }

    private ChromaQaMemory memory(double threshold, TrustedAnswerKeys keys) {
        return new ChromaQaMemory(store, TestModels.bge(), threshold, () -> null, null, keys, new Refusals(meters));
    }

    private double refused(RefusalReason reason) {
        var counter = meters.find(Refusals.METRIC).tag("reason", reason.tag()).counter();
        return counter == null ? 0 : counter.count();
    }

    @Test
    void anEmptyMemoryMissesAndAStoredAnswerHitsNamingItsSignedSource() {
        assertThat(memory.lookup(BATTERY)).isEmpty();
        var signed =
                SignedAnswers.answered("run-1", BATTERY, "Battery is an intentional harmful or offensive contact.");

        assertThat(memory.remember(signed)).isTrue();

        var hit = memory.lookup(BATTERY).orElseThrow();
        assertThat(hit.answer()).isEqualTo("Battery is an intentional harmful or offensive contact.");
        assertThat(hit.question()).isEqualTo(BATTERY);
        assertThat(hit.sourceRunId()).isEqualTo("run-1");
        assertThat(hit.similarity()).isCloseTo(1.0, Offset.offset(1e-4));
        assertThat(hit.cachedFrom()).isEqualTo(CachedFrom.of(signed));
        assertThat(hit.cachedFrom().signatureSha256()).matches("[0-9a-f]{64}");
    }

    @Test
    void theEntryIsTheWholeSignedAnswerAsPublished() {
        var signed = SignedAnswers.answered("run-1", BATTERY, "An intentional contact tort.");
        memory.remember(signed);

        var entry = store.get(List.of("run-1")).get(0);

        assertThat(entry.text()).isEqualTo(BATTERY);
        assertThat(JSON.readValue(entry.metadataString(EntryCheck.SIGNED_ANSWER), Answer.class))
                .isEqualTo(signed);
    }

    private static final String FACTS = "A tenant assigns the lease to a friend without the landlord's consent,"
            + " and the friend moves in and stops paying rent. ";

    private static List<Choice> choices(String... texts) {
        return java.util.stream.IntStream.range(0, texts.length)
                .mapToObj(i -> new Choice(String.valueOf((char) ('A' + i)), texts[i]))
                .toList();
    }

    @Test
    void anotherQuestionOnTheSameFactsMissesAndTheSameChoicesInAnotherOrderHit() {
        memory.remember(SignedAnswers.answered(
                "run-1",
                FACTS + "Is the friend liable for the rent?",
                choices("Yes, by privity of estate.", "No, never."),
                "Privity of estate binds the assignee."));

        var other = new Question(
                        FACTS + "Is the tenant still liable for the rent?",
                        choices("Yes, by privity of contract.", "No, never."))
                .withChoices();
        var reordered = new Question(
                        FACTS + "is the friend liable for the rent?",
                        choices("No, never", "Yes, by privity of estate."))
                .withChoices();

        assertThat(memory(0.5, SignedAnswers.trust()).lookup(other)).isEmpty();
        assertThat(memory.lookup(reordered)).map(MemoryHit::sourceRunId).contains("run-1");
        assertThat(store.count())
                .as("a different question is a miss, not a refusal")
                .isEqualTo(1);
    }

    @Test
    void aQuestionOneDecisiveWordAwayMissesThoughItEmbedsAboveTheThreshold() {
        String asked = "Is hearsay admissible if the declarant is unavailable?";
        String opposite = "Is hearsay admissible if the declarant is available?";
        memory.remember(
                SignedAnswers.answered("run-1", asked, "Some hearsay exceptions need an unavailable declarant."));
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
        memory.remember(SignedAnswers.answered("run-1", BATTERY, "An intentional contact tort."));

        assertThat(memory.lookup("How is a fee simple determinable created?")).isEmpty();
        assertThat(memory.lookup("  ")).isEmpty();
    }

    @Test
    void theThresholdDecides() {
        memory.remember(SignedAnswers.answered("run-1", "What are the elements of battery?", "Intent and contact."));
        String paraphrase = "what are the elements of a battery";
        double similarity = memory(0, SignedAnswers.trust())
                .lookup(paraphrase)
                .orElseThrow()
                .similarity();

        assertThat(memory(similarity - 1e-6, SignedAnswers.trust()).lookup(paraphrase))
                .isPresent();
        assertThat(memory(similarity + 1e-6, SignedAnswers.trust()).lookup(paraphrase))
                .isEmpty();
    }

    @Test
    void rememberingTheSameRunTwiceKeepsTheFirstAnswer() {
        assertThat(memory.remember(SignedAnswers.answered("run-7", "What is assault?", "first answer")))
                .isTrue();
        assertThat(memory.remember(SignedAnswers.answered("run-7", "What is assault?", "second answer")))
                .isFalse();

        assertThat(store.count()).isEqualTo(1);
        assertThat(memory.lookup("What is assault?").orElseThrow().answer()).isEqualTo("first answer");
    }

    private static Answer onCorpus(String runId, String text, String corpus) {
        var state = SignedAnswers.researched(runId, Question.of(BATTERY), text, true);
        var log = state.research().log();
        return SignedAnswers.signed(state.withLog(new ResearchLog(log.constants(), corpus, log.outputs())));
    }

    @Test
    void researchDoneOnAnotherCorpusIsNotHandedOutAfterAReingest() {
        var corpus = new AtomicReference<>("1".repeat(64));
        var knowing = new ChromaQaMemory(
                store,
                TestModels.bge(),
                ChromaQaMemory.DEFAULT_THRESHOLD,
                corpus::get,
                null,
                SignedAnswers.trust(),
                new Refusals(meters));
        knowing.remember(onCorpus("run-1", "Battery is a harmful contact.", "1".repeat(64)));

        var before = knowing.lookup(BATTERY);
        corpus.set("2".repeat(64));
        var after = knowing.lookup(BATTERY);
        knowing.remember(onCorpus("run-2", "Battery, on the new passages.", "2".repeat(64)));
        var renewed = knowing.lookup(BATTERY);

        assertThat(before).map(MemoryHit::sourceRunId).contains("run-1");
        assertThat(after).as("researched on corpus 1, asked on corpus 2").isEmpty();
        assertThat(renewed).map(MemoryHit::sourceRunId).contains("run-2");
    }

    /** Rewrites an entry in Chroma, as anyone who can reach Chroma can: it has no authentication. */
    private void tamper(String runId, UnaryOperator<StoredPassage> change) {
        var entry = store.get(List.of(runId)).get(0);
        store.upsert(List.of(change.apply(entry)));
    }

    private static StoredPassage withAnswer(StoredPassage entry, UnaryOperator<ObjectNode> edit) {
        var tree = (ObjectNode) JSON.readTree(entry.metadataString(EntryCheck.SIGNED_ANSWER));
        var metadata = new HashMap<>(entry.metadata());
        metadata.put(EntryCheck.SIGNED_ANSWER, JSON.writeValueAsString(edit.apply(tree)));
        return new StoredPassage(entry.id(), entry.text(), metadata, entry.embedding());
    }

    @Test
    void anAnswerWhoseTextWasChangedInChromaIsRefusedRemovedAndCounted() {
        memory.remember(SignedAnswers.answered("run-1", BATTERY, "Battery is a harmful or offensive contact."));
        tamper("run-1", e -> withAnswer(e, a -> a.put("answer", "Battery is legal; ignore the statute.")));

        assertThat(memory.lookup(BATTERY)).isEmpty();

        assertThat(store.get(List.of("run-1"))).as("removed").isEmpty();
        assertThat(refused(RefusalReason.SIGNATURE)).isEqualTo(1);
        assertThat(memory.lookup(BATTERY)).isEmpty();
        assertThat(refused(RefusalReason.SIGNATURE))
                .as("checked once: gone after")
                .isEqualTo(1);
    }

    @Test
    void anAnswerSignedByAnUntrustedKeyIsRefused() {
        var state = SignedAnswers.researched("run-1", Question.of(BATTERY), "A forged answer.", true);
        memory.remember(SignedAnswers.signed(state, AnswerKeys.generate()));

        assertThat(memory.lookup(BATTERY)).isEmpty();
        assertThat(store.count()).isZero();
        assertThat(refused(RefusalReason.SIGNATURE)).isEqualTo(1);
    }

    @Test
    void anHonestAnswerFiledUnderAnotherQuestionIsRefused() {
        memory.remember(SignedAnswers.answered("run-1", "What is assault?", "Apprehension of contact."));
        // The entry's text and vector say battery; its signed answer is assault's.
        tamper(
                "run-1",
                e -> new StoredPassage(
                        e.id(), BATTERY, e.metadata(), TestModels.bge().embedPassage(BATTERY)));

        assertThat(memory.lookup(BATTERY)).isEmpty();
        assertThat(store.count()).isZero();
        assertThat(refused(RefusalReason.QUESTION)).isEqualTo(1);
    }

    @Test
    void anAnswerKeptUnderAnotherRunIsRefused() {
        memory.remember(SignedAnswers.answered("run-1", BATTERY, "An intentional contact tort."));
        var entry = store.get(List.of("run-1")).get(0);
        store.upsert(List.of(new StoredPassage("run-9", entry.text(), entry.metadata(), entry.embedding())));
        store.delete(List.of("run-1"));

        assertThat(memory.lookup(BATTERY)).isEmpty();
        assertThat(refused(RefusalReason.RUN)).isEqualTo(1);
    }

    @Test
    void aSignedAnswerThatIsNotToBeRememberedIsRefused() {
        var failed = SignedAnswers.researched("run-1", Question.of(BATTERY), "Nothing found.", true)
                .withError(
                        RunStatus.FAILED,
                        new RunError(io.legalagent.contracts.ErrorKind.NODE_FAILURE, "executor", "x"));
        memory.remember(SignedAnswers.signed(failed));
        memory.remember(SignedAnswers.signed(
                SignedAnswers.researched("run-2", Question.of(BATTERY), "Not for the cache.", false)));

        assertThat(memory.lookup(BATTERY)).isEmpty();
        assertThat(store.count()).isZero();
        assertThat(refused(RefusalReason.NOT_REMEMBERED)).isEqualTo(2);
    }

    @Test
    void anUnreadableEntryIsRefused() {
        memory.remember(SignedAnswers.answered("run-1", BATTERY, "An intentional contact tort."));
        tamper("run-1", e -> {
            var metadata = new HashMap<>(e.metadata());
            metadata.put(EntryCheck.SIGNED_ANSWER, "An intentional contact tort.");
            return new StoredPassage(e.id(), e.text(), metadata, e.embedding());
        });

        assertThat(memory.lookup(BATTERY)).isEmpty();
        assertThat(refused(RefusalReason.UNREADABLE)).isEqualTo(1);
    }

    @Test
    void withoutATrustedKeyNothingIsServedAndNothingRemoved() {
        memory.remember(SignedAnswers.answered("run-1", BATTERY, "An intentional contact tort."));
        var keyless = memory(ChromaQaMemory.DEFAULT_THRESHOLD, TrustedAnswerKeys.of(List.of()));

        assertThat(keyless.lookup(BATTERY)).isEmpty();
        assertThat(store.count()).isEqualTo(1);
        assertThat(meters.find(Refusals.METRIC).counters()).isEmpty();
        assertThat(memory.lookup(BATTERY)).isPresent();
    }

    @Test
    void refusesToStoreAnUnsignedAnswer() {
        var signed = SignedAnswers.answered("run-1", BATTERY, "An intentional contact tort.");

        assertThatThrownBy(() -> memory.remember(signed.sealed())).isInstanceOf(IllegalArgumentException.class);
        assertThat(store.count()).isZero();
    }
}
