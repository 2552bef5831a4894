package io.legalagent.retrieval.memory;

import io.legalagent.contracts.MemoryHit;
import io.legalagent.contracts.QuestionEmbedding;
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
 * With {@code shareEmbeddings}, a lookup hands its question vector to the run and a write stores the
 * vector it is given when it is that question's by this model: the question is embedded once a run.
 */
public final class ChromaQaMemory implements QaMemory {
    public static final String COLLECTION = "qa_memory";
    public static final double DEFAULT_THRESHOLD = 0.92;
    static final String ANSWER = "answer", CONFIDENCE = "confidence", RUN_ID = "run_id";

    private final PassageStore store;
    private final Embedder embedder;
    private final double threshold;
    private final boolean shareEmbeddings;

    public ChromaQaMemory(PassageStore store, Embedder embedder, double threshold) {
        this(store, embedder, threshold, false);
    }

    public ChromaQaMemory(PassageStore store, Embedder embedder, double threshold, boolean shareEmbeddings) {
        this.store = store;
        this.embedder = embedder;
        this.threshold = threshold;
        this.shareEmbeddings = shareEmbeddings;
    }

    @Override
    public Optional<MemoryHit> lookup(String question) {
        return lookupKeeping(question).hit();
    }

    @Override
    public Lookup lookupKeeping(String question) {
        if (question == null || question.isBlank()) {
            return new Lookup(Optional.empty(), null);
        }
        float[] vector = embedder.embedPassage(question);
        var shared = shareEmbeddings ? QuestionEmbedding.of(embedder.passageModelId(), question, vector) : null;
        return new Lookup(find(vector), shared);
    }

    private Optional<MemoryHit> find(float[] vector) {
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
        remember(runId, question, answer, confidence, null);
    }

    @Override
    public void remember(String runId, String question, String answer, double confidence, QuestionEmbedding carried) {
        if (runId == null || runId.isBlank() || question == null || question.isBlank() || answer == null) {
            throw new IllegalArgumentException("run id, question and answer are required");
        }
        if (!store.get(List.of(runId)).isEmpty()) {
            return; // a redelivered hop must not rewrite what the first delivery stored
        }
        float[] vector = shareEmbeddings && carried != null && carried.isOf(question, embedder.passageModelId())
                ? carried.floats()
                : embedder.embedPassage(question);
        var metadata = Map.<String, Object>of(ANSWER, answer, CONFIDENCE, confidence, RUN_ID, runId);
        store.upsert(List.of(new StoredPassage(runId, question, metadata, vector)));
    }
}
