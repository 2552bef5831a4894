package io.legalagent.retrieval;

import io.legalagent.contracts.Owner;
import io.legalagent.ports.FrozenSettings;
import io.legalagent.ports.Unrecorded;
import io.legalagent.retrieval.embed.EmbeddingModelChoice;
import io.legalagent.retrieval.memory.ChromaQaMemory;
import io.legalagent.retrieval.search.ConfidenceModel;
import io.legalagent.retrieval.search.ConfidenceSignal;
import io.legalagent.retrieval.search.HybridReranker;
import io.legalagent.retrieval.search.RerankerModel;
import io.legalagent.retrieval.search.RetrieverSettings;
import java.net.URI;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.BindException;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.boot.context.properties.source.MapConfigurationPropertySource;

/**
 * Settings of the retrieval layer, {@code legal.retrieval.*}. Services bind them from Spring's
 * environment (so {@code LEGAL_RETRIEVAL_CHROMA_URL} works through relaxed binding); the
 * command-line tools read the same names as {@code LEGAL_RETRIEVAL_*} variables with
 * {@link #from(Function)}. A component left out takes its default.
 *
 * @param chromaUrl the Chroma server
 * @param tenant Chroma tenant
 * @param database Chroma database
 * @param passagesCollection collection of the corpus passages
 * @param memoryCollection collection of the QA memory
 * @param embeddingModel {@code bge-small-en-v1.5-q} (default) or {@code all-minilm-l6-v2-q}
 * @param queryInstruction prefix queries with the model's query instruction (bge's, measured to help)
 * @param poolSize candidates fetched per query before pooling
 * @param topK passages kept per step
 * @param reranker "hybrid" (default), "learned" (the model trained on the training split),
 *     "multi-dense" or "dense"; a configured cross-encoder wins
 * @param lexicalWeight weight of BM25 in the hybrid reranker
 * @param confidenceSignal what a step's confidence is: {@code calibrated} (the default: the probability,
 *     by a logistic model of the reranker's top score and the learned reranker's probabilities over the
 *     pool, fitted on the training split, that the top k holds the passage the question turns on), {@code mean_cosine} (the original agent's) or another signal
 *     {@code ./legal bench retrieval --calibrate} lists; the evaluator's threshold is calibrated for it
 * @param rerankerModel the learned reranker's description file ({@code learned-reranker.json}, the
 *     ONNX model beside it); default: the model the project ships on the class path
 * @param batchQueries embed a step's queries in one ONNX call (padded to the longest) instead of one
 *     call per text spread over the cores; measured slower on 2 cores and it moves the vectors
 *     slightly (the model quantizes per batch), so off by default; recorded in the ResearchPack
 * @param reuseQuestionEmbedding no longer used by QA memory: entries are stored from the signed answer
 *     on {@code legal.answers}, whose question the memory service embeds again; kept so that existing
 *     configurations still bind
 * @param crossEncoderModel ONNX cross-encoder file, or null
 * @param crossEncoderTokenizer its tokenizer.json (default: tokenizer.json beside the model)
 * @param memoryThreshold cosine similarity a cached question (with its choices) needs to count as the
 *     same question, besides offering the same choices in the same words; calibrated for bge-small-en-v1.5-q with
 *     {@code ./legal bench memory}
 * @param instant BENCHMARK ONLY: the retriever answers every query at once with the same passages
 *     of {@code instantCorpus} (no embedding, no Chroma) and QA memory never hits and stores
 *     nothing, so that a hop benchmark measures the orchestration, not the search; default false
 * @param instantCorpus the passage file those fixed passages come from (default: the shipped sample
 *     corpus, relative to the working directory)
 * @param answerPublicKeys the observer's answer-signing public keys (PEM) a QA-memory entry's signature
 *     is checked with, before it is stored and before it is reused; list the old key beside the new one
 *     after a rotation so that entries signed before it stay valid. A missing file is left out with a
 *     warning; with no key at all, nothing is stored or served
 * @param organisation the organisation whose QA memory and libraries are used outside a run, or for
 *     a run without owner (default {@value #DEFAULT_ORGANISATION}, the guard's owner of questions on
 *     legal.questions and what {@code ./legal ingest} and {@code ./legal library} use)
 */
@ConfigurationProperties("legal.retrieval")
public record RetrievalSettings(
        @Unrecorded @DefaultValue("http://127.0.0.1:8000") URI chromaUrl,
        @Unrecorded @DefaultValue("default_tenant") String tenant,
        @Unrecorded @DefaultValue("default_database") String database,
        @DefaultValue(PASSAGES_COLLECTION) String passagesCollection,
        @Unrecorded @DefaultValue(ChromaQaMemory.COLLECTION) String memoryCollection,
        @DefaultValue("bge-small-en-v1.5-q") String embeddingModel,
        @DefaultValue("true") boolean queryInstruction,
        @DefaultValue("" + RetrieverSettings.DEFAULT_POOL_SIZE) int poolSize,
        @DefaultValue("" + RetrieverSettings.DEFAULT_TOP_K) int topK,
        @DefaultValue("hybrid") String reranker,
        @DefaultValue("" + HybridReranker.DEFAULT_LEXICAL_WEIGHT) double lexicalWeight,
        @DefaultValue("calibrated") String confidenceSignal,
        @Unrecorded Path rerankerModel,
        @DefaultValue("false") boolean batchQueries,
        @Unrecorded @DefaultValue("true") boolean reuseQuestionEmbedding,
        @Unrecorded Path crossEncoderModel,
        @Unrecorded Path crossEncoderTokenizer,
        @DefaultValue("" + ChromaQaMemory.DEFAULT_THRESHOLD) double memoryThreshold,
        @Unrecorded @DefaultValue("false") boolean instant,
        @Unrecorded @DefaultValue(SAMPLE_CORPUS_FILE) Path instantCorpus,
        @Unrecorded @DefaultValue(DEFAULT_ORGANISATION) String organisation,
        @Unrecorded @DefaultValue(DEFAULT_ANSWER_PUBLIC_KEY) List<Path> answerPublicKeys) {

    public static final String PASSAGES_COLLECTION = "legal_passages";
    public static final String LEARNED = "learned";
    public static final String DEFAULT_ORGANISATION = "local";
    /** Where {@code ./legal up} writes the observer's answer-signing public key. */
    public static final String DEFAULT_ANSWER_PUBLIC_KEY = ".legal/signing/answer-signing.pub";

    static final String SAMPLE_CORPUS_FILE = "deploy/sample-corpus/black-letter-rules.jsonl";
    public static final Path SAMPLE_CORPUS = Path.of(SAMPLE_CORPUS_FILE);
    private static final String PREFIX = "LEGAL_RETRIEVAL_";
    public static final String MANIFEST_PREFIX = "retrieval.";

    public RetrievalSettings {
        embeddingModel = EmbeddingModelChoice.parse(embeddingModel).id();
        confidenceSignal = ConfidenceSignal.parse(confidenceSignal).id();
        organisation = Owner.checked(DEFAULT_ORGANISATION, organisation).organisation();
    }

    public static RetrievalSettings defaults() {
        return from(key -> null);
    }

    /**
     * Reads LEGAL_RETRIEVAL_CHROMA_URL, LEGAL_RETRIEVAL_EMBEDDING_MODEL, ... through {@code variables},
     * one per component, and binds them as Spring binds the services' settings, defaults included.
     */
    public static RetrievalSettings from(Function<String, String> variables) {
        var properties = new HashMap<String, String>();
        for (var component : RetrievalSettings.class.getRecordComponents()) {
            String kebab =
                    component.getName().replaceAll("([a-z0-9])([A-Z])", "$1-$2").toLowerCase(Locale.ROOT);
            String value = variables.apply(PREFIX + kebab.replace('-', '_').toUpperCase(Locale.ROOT));
            if (value != null && !value.isBlank()) {
                properties.put("legal.retrieval." + kebab, value.strip());
            }
        }
        try {
            return new Binder(new MapConfigurationPropertySource(properties))
                    .bindOrCreate("legal.retrieval", RetrievalSettings.class);
        } catch (BindException e) {
            // The binder's wrapper names only the prefix; the cause names the value and what is accepted.
            Throwable cause = e;
            while (cause.getCause() != null) {
                cause = cause.getCause();
            }
            throw cause instanceof IllegalArgumentException invalid ? invalid : e;
        }
    }

    public static RetrievalSettings from(Map<String, String> variables) {
        return from(variables::get);
    }

    public static RetrievalSettings fromEnvironment() {
        return from(System::getenv);
    }

    public EmbeddingModelChoice model() {
        return EmbeddingModelChoice.parse(embeddingModel);
    }

    public ConfidenceSignal signal() {
        return ConfidenceSignal.parse(confidenceSignal);
    }

    public RetrieverSettings retriever() {
        return new RetrieverSettings(poolSize, topK, null);
    }

    /** The learned reranker's model: {@link #rerankerModel} if set, else the bundled one. */
    public RerankerModel learnedModel() {
        return rerankerModel != null ? RerankerModel.read(rerankerModel) : RerankerModel.bundled();
    }

    /** The reranker that will actually run: a configured cross-encoder wins over the named one. */
    public String effectiveReranker() {
        return crossEncoderModel != null ? "cross-encoder" : reranker.toLowerCase(Locale.ROOT);
    }

    /**
     * The settings a ResearchPack manifest records for retrieval: every component not marked
     * {@link Unrecorded}, with the reranker that actually runs and, for the learned one, its model's
     * fingerprint (the model, not its path: a changed model shows in a replay, a moved one does not).
     */
    public Map<String, Object> manifest() {
        var manifest = new TreeMap<String, Object>(FrozenSettings.componentsOf(this));
        manifest.put("reranker", effectiveReranker());
        if (signal() == ConfidenceSignal.CALIBRATED) {
            // The model, so that a replay names a refitted one.
            manifest.put(
                    "confidence_model_fingerprint", ConfidenceModel.bundled().fingerprint());
        }
        if (effectiveReranker().equals(LEARNED)) {
            manifest.put("reranker_fingerprint", learnedModel().fingerprint());
        }
        if (instant) {
            manifest.put("instant_benchmark_retriever", instantCorpus.toString());
        }
        return manifest;
    }

    /** Manifest entries under the names the ResearchPack records them: {@code retrieval.<name>}. */
    public static Map<String, Object> manifestKeys(Map<String, Object> manifest) {
        var named = new TreeMap<String, Object>();
        manifest.forEach((name, value) -> named.put(MANIFEST_PREFIX + name, value));
        return named;
    }

    /**
     * Settings read back from manifest entries ({@code retrieval.<name>}, as {@link #manifestKeys}
     * names them), anything the manifest lacks from {@code fallback} (LEGAL_RETRIEVAL_* names): a
     * replay searches with the settings the answer was made with, against today's store.
     */
    public static RetrievalSettings fromManifest(Map<String, String> manifest, Function<String, String> fallback) {
        return from(variable -> {
            String name = MANIFEST_PREFIX + variable.substring(PREFIX.length()).toLowerCase(Locale.ROOT);
            String recorded = manifest.get(name);
            return recorded != null ? recorded : fallback.apply(variable);
        });
    }
}
