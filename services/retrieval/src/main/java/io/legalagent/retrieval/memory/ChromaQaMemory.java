package io.legalagent.retrieval.memory;

import io.legalagent.contracts.EvidenceStrength;
import io.legalagent.contracts.MemoryHit;
import io.legalagent.contracts.QuestionEmbedding;
import io.legalagent.contracts.Source;
import io.legalagent.ports.QaMemory;
import io.legalagent.retrieval.embed.Embedder;
import io.legalagent.retrieval.embed.Vectors;
import io.legalagent.retrieval.store.PassageStore;
import io.legalagent.retrieval.store.StoredPassage;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/**
 * QA memory over its own collection ({@code qa_memory}): one entry per run, the question with its
 * choices as the document and the research answer and the passages it cites in metadata. A hit is
 * an entry at least {@code threshold} similar that asks the same question ({@link SameQuestion}: the
 * same choices and the same words). Questions are compared with questions, so both sides are
 * embedded the same way (the passage side, without a query instruction).
 * Whether an answer deserves caching is the memory node's rule; this class only stores and finds.
 * With {@code shareEmbeddings}, a lookup hands its question vector to the run and a write stores the
 * vector it is given when it is that question's by this model: the question is embedded once a run.
 * An entry records the corpus its research searched, and hits only while the passages collection
 * still holds that corpus: after a re-ingest, research done on the old passages is not handed out.
 * Given the passages collection, a lookup also checks every passage the entry cites (id and text
 * SHA-256): when a library document changed or was deleted, its cached answers stop hitting.
 */
public final class ChromaQaMemory implements QaMemory {
    public static final String COLLECTION = "qa_memory";
    /** Calibrated for bge-small-en-v1.5-q with {@code ./legal bench memory} (docs/retrieval.md, "QA memory"). */
    public static final double DEFAULT_THRESHOLD = 0.95;

    static final String ANSWER = "answer", CONFIDENCE = "confidence", RUN_ID = "run_id", SOURCES = "sources";
    static final String CORPUS = "corpus_fingerprint";
    static final String EVIDENCE = "evidence";
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final TypeReference<List<Source>> SOURCE_LIST = new TypeReference<>() {};

    private final PassageStore store;
    private final Embedder embedder;
    private final double threshold;
    private final boolean shareEmbeddings;
    private final Supplier<@Nullable String> corpus;
    private final @Nullable CitedPassages cited;

    /** A memory that does not know the corpus: entries hit whatever the passages now are. */
    public ChromaQaMemory(PassageStore store, Embedder embedder, double threshold) {
        this(store, embedder, threshold, false, () -> null);
    }

    /** @param corpus the passages collection's current corpus fingerprint; null when not ingested */
    public ChromaQaMemory(
            PassageStore store,
            Embedder embedder,
            double threshold,
            boolean shareEmbeddings,
            Supplier<@Nullable String> corpus) {
        this(store, embedder, threshold, shareEmbeddings, corpus, null);
    }

    /**
     * @param passages the passages the research searched: an entry hits only while every passage it
     *     cites is still there with the same text (null: not checked)
     */
    public ChromaQaMemory(
            PassageStore store,
            Embedder embedder,
            double threshold,
            boolean shareEmbeddings,
            Supplier<@Nullable String> corpus,
            @Nullable PassageStore passages) {
        this.store = store;
        this.embedder = embedder;
        this.threshold = threshold;
        this.shareEmbeddings = shareEmbeddings;
        this.corpus = corpus;
        this.cited = passages == null ? null : new CitedPassages(passages);
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
        return new Lookup(find(question, vector), shared);
    }

    /** How many nearest entries a lookup checks: the nearest may be another question on the same facts. */
    static final int CANDIDATES = 5;

    private Optional<MemoryHit> find(String key, float[] vector) {
        String current = corpus.get();
        for (var hit : store.query(List.of(vector), CANDIDATES, null).get(0)) {
            var entry = hit.passage();
            // Exact cosine from the stored vector, not the index's approximate distance.
            double similarity = Vectors.cosine(vector, entry.embedding());
            boolean sameCorpus = current == null || current.equals(entry.metadataString(CORPUS));
            if (similarity >= threshold && sameCorpus && SameQuestion.hold(entry.text(), key)) {
                var sources = sourcesOf(entry.metadataString(SOURCES));
                if (cited != null && !cited.unchanged(entry.metadataString(RUN_ID), sources)) {
                    continue; // research resting on a changed or deleted passage is not handed out
                }
                return Optional.of(new MemoryHit(
                        entry.text(),
                        entry.metadataString(ANSWER),
                        similarity,
                        entry.metadataString(RUN_ID),
                        sources,
                        evidenceOf(entry.metadataString(EVIDENCE))));
            }
        }
        return Optional.empty();
    }

    /** The cited passages stored as JSON; none for an entry stored before they were kept. */
    private static List<Source> sourcesOf(String json) {
        return json == null || json.isBlank() ? List.of() : JSON.readValue(json, SOURCE_LIST);
    }

    /** The strength of the stored research's evidence; none for an entry stored before it was kept. */
    private static @Nullable EvidenceStrength evidenceOf(@Nullable String name) {
        return name == null || name.isBlank() ? null : EvidenceStrength.valueOf(name);
    }

    @Override
    public void remember(
            String runId,
            String question,
            String answer,
            double confidence,
            QuestionEmbedding carried,
            List<Source> sources) {
        remember(runId, question, answer, confidence, carried, sources, null);
    }

    @Override
    public void remember(
            String runId,
            String question,
            String answer,
            double confidence,
            QuestionEmbedding carried,
            List<Source> sources,
            @Nullable EvidenceStrength evidence) {
        if (runId == null || runId.isBlank() || question == null || question.isBlank() || answer == null) {
            throw new IllegalArgumentException("run id, question and answer are required");
        }
        if (!store.get(List.of(runId)).isEmpty()) {
            return; // a redelivered hop must not rewrite what the first delivery stored
        }
        float[] vector = shareEmbeddings && carried != null && carried.isOf(question, embedder.passageModelId())
                ? carried.floats()
                : embedder.embedPassage(question);
        var metadata = new HashMap<String, Object>(Map.of(
                ANSWER,
                answer,
                CONFIDENCE,
                confidence,
                RUN_ID,
                runId,
                SOURCES,
                JSON.writeValueAsString(sources == null ? List.of() : sources)));
        String searched = corpus.get();
        if (searched != null) {
            metadata.put(CORPUS, searched);
        }
        if (evidence != null) {
            metadata.put(EVIDENCE, evidence.name());
        }
        store.upsert(List.of(new StoredPassage(runId, question, metadata, vector)));
    }
}
