package io.legalagent.retrieval.memory;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.CachedFrom;
import io.legalagent.contracts.MemoryHit;
import io.legalagent.ports.FinalAnswer;
import io.legalagent.ports.QaMemory;
import io.legalagent.retrieval.embed.Embedder;
import io.legalagent.retrieval.embed.Vectors;
import io.legalagent.retrieval.store.PassageStore;
import io.legalagent.retrieval.store.StoredPassage;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * QA memory over its own collection ({@code qa_memory}): one entry per run, the question with its
 * choices as the document and the whole signed answer, as the observer published it, in metadata. A
 * candidate is an entry at least {@code threshold} similar that asks the same question ({@link
 * SameQuestion}: the same choices and the same words); it is handed out only after {@link EntryCheck}
 * passes, and so only when the question and choices its signature covers are the asked ones by that
 * same rule (the entry's own text is Chroma's, and is checked against them). An entry that fails the check
 * is refused and removed ({@link Refusals}). Questions are compared with questions, so both sides are
 * embedded the same way (the passage side, without a query instruction).
 * Whether an answer deserves caching is the memory service's rule; this class only stores and finds.
 * An entry hits only while the passages collection still holds the corpus its signed research pack
 * names: after a re-ingest, research done on the old passages is not handed out.
 */
public final class ChromaQaMemory implements QaMemory {
    public static final String COLLECTION = "qa_memory";
    /** Calibrated for bge-small-en-v1.5-q with {@code ./legal bench memory} (docs/retrieval.md, "QA memory"). */
    public static final double DEFAULT_THRESHOLD = 0.95;

    static final String RUN_ID = "run_id";
    /** How many nearest entries a lookup checks: the nearest may be another question on the same facts. */
    static final int CANDIDATES = 5;

    private final PassageStore store;
    private final Embedder embedder;
    private final double threshold;
    private final Supplier<@Nullable String> corpus;
    private final EntryCheck check;
    private final Refusals refusals;

    /**
     * @param corpus the passages collection's current corpus fingerprint; null when not ingested
     * @param passages the passages the research searched: an entry hits only while every passage it
     *     hands out is still there with the same text (null: not checked)
     */
    public ChromaQaMemory(
            PassageStore store,
            Embedder embedder,
            double threshold,
            Supplier<@Nullable String> corpus,
            @Nullable PassageStore passages,
            TrustedAnswerKeys keys,
            Refusals refusals) {
        this.store = store;
        this.embedder = embedder;
        this.threshold = threshold;
        this.corpus = corpus;
        this.check = new EntryCheck(keys, passages == null ? null : new CitedPassages(passages));
        this.refusals = refusals;
    }

    @Override
    public Optional<MemoryHit> lookup(String question) {
        if (question == null || question.isBlank()) {
            return Optional.empty();
        }
        return find(question, embedder.embedPassage(question));
    }

    private Optional<MemoryHit> find(String key, float[] vector) {
        for (var hit : store.query(List.of(vector), CANDIDATES, null).get(0)) {
            var entry = hit.passage();
            // Exact cosine from the stored vector, not the index's approximate distance.
            double similarity = Vectors.cosine(vector, entry.embedding());
            if (similarity < threshold || !SameQuestion.hold(entry.text(), key)) {
                continue;
            }
            var checked = check.of(entry);
            if (checked instanceof EntryCheck.Refused refused) {
                refusals.refuse(store, entry.id(), refused);
            } else if (checked instanceof EntryCheck.Accepted accepted
                    && SameQuestion.hold(EntryCheck.keyOf(accepted.answer()), key)
                    && sameCorpus(accepted.answer())) {
                return Optional.of(hitOf(accepted.answer(), similarity));
            }
        }
        return Optional.empty();
    }

    /** The research searched the corpus the passages now hold (either unknown: not compared). */
    private boolean sameCorpus(Answer answer) {
        String current = corpus.get();
        String searched =
                answer.researchPack() == null ? null : answer.researchPack().corpusFingerprint();
        return current == null || searched == null || current.equals(searched);
    }

    private static MemoryHit hitOf(Answer answer, double similarity) {
        return new MemoryHit(
                EntryCheck.keyOf(answer),
                // The research alone: a letter is chosen afresh for the question that hit.
                FinalAnswer.researchOf(answer).orElseThrow(),
                similarity,
                answer.runId(),
                EntryCheck.keptSources(answer),
                answer.evidence(),
                CachedFrom.of(answer));
    }

    @Override
    public boolean remember(Answer signed) {
        if (signed == null
                || signed.runId() == null
                || signed.runId().isBlank()
                || signed.question() == null
                || signed.question().isBlank()) {
            throw new IllegalArgumentException("run id and question are required");
        }
        if (signed.signature() == null) {
            throw new IllegalArgumentException("only a signed answer is stored");
        }
        if (!store.get(List.of(signed.runId())).isEmpty()) {
            return false; // a redelivered answer must not rewrite what the first delivery stored
        }
        String key = EntryCheck.keyOf(signed);
        var metadata =
                Map.<String, Object>of(RUN_ID, signed.runId(), EntryCheck.SIGNED_ANSWER, EntryCheck.json(signed));
        store.upsert(List.of(new StoredPassage(signed.runId(), key, metadata, embedder.embedPassage(key))));
        return true;
    }
}
