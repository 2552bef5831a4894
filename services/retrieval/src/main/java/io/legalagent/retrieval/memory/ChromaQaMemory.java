package io.legalagent.retrieval.memory;

import io.legalagent.contracts.MemoryHit;
import io.legalagent.ports.QaMemory;
import io.legalagent.retrieval.embed.Embedder;
import io.legalagent.retrieval.embed.Vectors;
import io.legalagent.retrieval.store.PassageStore;
import io.legalagent.retrieval.store.StoredPassage;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * QA memory over its own collection ({@code qa_memory}): one entry per run, the question as the
 * document and the research answer in metadata. Questions are compared with questions, so both
 * sides are embedded the same way (the passage side, without a query instruction).
 * Whether an answer deserves caching is the memory node's rule; this class only stores and finds.
 */
public final class ChromaQaMemory implements QaMemory {
    public static final String COLLECTION = "qa_memory";
    public static final double DEFAULT_THRESHOLD = 0.92;
    static final String ANSWER = "answer", CONFIDENCE = "confidence", RUN_ID = "run_id";

    private final PassageStore store;
    private final Embedder embedder;
    private final double threshold;

    public ChromaQaMemory(PassageStore store, Embedder embedder, double threshold) {
        this.store = store;
        this.embedder = embedder;
        this.threshold = threshold;
    }

    @Override
    public Optional<MemoryHit> lookup(String question) {
        if (question == null || question.isBlank()) {
            return Optional.empty();
        }
        float[] vector = embed(question);
        var hits = store.query(List.of(vector), 1, null).get(0);
        if (hits.isEmpty()) {
            return Optional.empty();
        }
        var best = hits.get(0).passage();
        // Exact cosine from the stored vector, not the index's approximate distance.
        double similarity = Vectors.cosine(vector, best.embedding());
        if (similarity < threshold) {
            return Optional.empty();
        }
        return Optional.of(
                new MemoryHit(best.text(), best.metadataString(ANSWER), similarity, best.metadataString(RUN_ID)));
    }

    @Override
    public void remember(String runId, String question, String answer, double confidence) {
        if (runId == null || runId.isBlank() || question == null || question.isBlank() || answer == null) {
            throw new IllegalArgumentException("run id, question and answer are required");
        }
        if (!store.get(List.of(runId)).isEmpty()) {
            return; // a redelivered hop must not rewrite what the first delivery stored
        }
        var metadata = Map.<String, Object>of(ANSWER, answer, CONFIDENCE, confidence, RUN_ID, runId);
        store.upsert(List.of(new StoredPassage(runId, question, metadata, embed(question))));
    }

    private float[] embed(String question) {
        return embedder.embedPassages(List.of(question)).get(0);
    }
}
