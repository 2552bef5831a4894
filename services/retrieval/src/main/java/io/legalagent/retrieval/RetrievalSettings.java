package io.legalagent.retrieval;

import io.legalagent.retrieval.embed.EmbeddingModelChoice;
import io.legalagent.retrieval.memory.ChromaQaMemory;
import io.legalagent.retrieval.search.HybridReranker;
import io.legalagent.retrieval.search.RetrieverSettings;
import java.net.URI;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import org.springframework.boot.context.properties.ConfigurationProperties;

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
 * @param reranker "hybrid" (default), "multi-dense" or "dense"; a configured cross-encoder wins
 * @param lexicalWeight weight of BM25 in the hybrid reranker
 * @param crossEncoderModel ONNX cross-encoder file, or null
 * @param crossEncoderTokenizer its tokenizer.json (default: tokenizer.json beside the model)
 * @param memoryThreshold cosine similarity a cached question needs to count as the same question
 * @param instant BENCHMARK ONLY: the retriever answers every query at once with the same passages
 *     of {@code instantCorpus} (no embedding, no Chroma) and QA memory never hits and stores
 *     nothing, so that a hop benchmark measures the orchestration, not the search; default false
 * @param instantCorpus the passage file those fixed passages come from (default: the shipped sample
 *     corpus, relative to the working directory)
 */
@ConfigurationProperties("legal.retrieval")
public record RetrievalSettings(
        URI chromaUrl,
        String tenant,
        String database,
        String passagesCollection,
        String memoryCollection,
        String embeddingModel,
        Boolean queryInstruction,
        Integer poolSize,
        Integer topK,
        String reranker,
        Double lexicalWeight,
        Path crossEncoderModel,
        Path crossEncoderTokenizer,
        Double memoryThreshold,
        Boolean instant,
        Path instantCorpus) {

    public static final String PASSAGES_COLLECTION = "legal_passages";
    public static final Path SAMPLE_CORPUS = Path.of("deploy/sample-corpus/black-letter-rules.jsonl");
    private static final String PREFIX = "LEGAL_RETRIEVAL_";
    public static final String MANIFEST_PREFIX = "retrieval.";

    public RetrievalSettings {
        chromaUrl = chromaUrl == null ? URI.create("http://127.0.0.1:8000") : chromaUrl;
        tenant = orDefault(tenant, "default_tenant");
        database = orDefault(database, "default_database");
        passagesCollection = orDefault(passagesCollection, PASSAGES_COLLECTION);
        memoryCollection = orDefault(memoryCollection, ChromaQaMemory.COLLECTION);
        embeddingModel = EmbeddingModelChoice.parse(orDefault(embeddingModel, "bge-small-en-v1.5-q"))
                .id();
        queryInstruction = queryInstruction == null || queryInstruction;
        poolSize = poolSize == null ? RetrieverSettings.DEFAULT_POOL_SIZE : poolSize;
        topK = topK == null ? RetrieverSettings.DEFAULT_TOP_K : topK;
        reranker = orDefault(reranker, "hybrid");
        lexicalWeight = lexicalWeight == null ? HybridReranker.DEFAULT_LEXICAL_WEIGHT : lexicalWeight;
        memoryThreshold = memoryThreshold == null ? ChromaQaMemory.DEFAULT_THRESHOLD : memoryThreshold;
        instant = instant != null && instant;
        instantCorpus = instantCorpus == null ? SAMPLE_CORPUS : instantCorpus;
    }

    public static RetrievalSettings defaults() {
        return from(key -> null);
    }

    /** Reads LEGAL_RETRIEVAL_CHROMA_URL, LEGAL_RETRIEVAL_EMBEDDING_MODEL, ... through {@code variables}. */
    public static RetrievalSettings from(Function<String, String> variables) {
        Function<String, String> get = key -> {
            String value = variables.apply(PREFIX + key);
            return value == null || value.isBlank() ? null : value.strip();
        };
        return new RetrievalSettings(
                map(get.apply("CHROMA_URL"), URI::create),
                get.apply("TENANT"),
                get.apply("DATABASE"),
                get.apply("PASSAGES_COLLECTION"),
                get.apply("MEMORY_COLLECTION"),
                get.apply("EMBEDDING_MODEL"),
                map(get.apply("QUERY_INSTRUCTION"), Boolean::parseBoolean),
                map(get.apply("POOL_SIZE"), Integer::parseInt),
                map(get.apply("TOP_K"), Integer::parseInt),
                get.apply("RERANKER"),
                map(get.apply("LEXICAL_WEIGHT"), Double::parseDouble),
                map(get.apply("CROSS_ENCODER_MODEL"), Path::of),
                map(get.apply("CROSS_ENCODER_TOKENIZER"), Path::of),
                map(get.apply("MEMORY_THRESHOLD"), Double::parseDouble),
                map(get.apply("INSTANT"), Boolean::parseBoolean),
                map(get.apply("INSTANT_CORPUS"), Path::of));
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

    public RetrieverSettings retriever() {
        return new RetrieverSettings(poolSize, topK, null);
    }

    /** The reranker that will actually run: a configured cross-encoder wins over the named one. */
    public String effectiveReranker() {
        return crossEncoderModel != null ? "cross-encoder" : reranker.toLowerCase(Locale.ROOT);
    }

    /** The settings a ResearchPack manifest records for retrieval, in a stable order. */
    public Map<String, Object> manifest() {
        var manifest = new TreeMap<String, Object>();
        manifest.put("embedding_model", embeddingModel);
        manifest.put("query_instruction", queryInstruction);
        manifest.put("pool_size", poolSize);
        manifest.put("top_k", topK);
        manifest.put("reranker", effectiveReranker());
        manifest.put("lexical_weight", lexicalWeight);
        manifest.put("memory_threshold", memoryThreshold);
        manifest.put("passages_collection", passagesCollection);
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

    private static String orDefault(String value, String fallback) {
        return value == null || value.isBlank() ? fallback : value.strip();
    }

    private static <T> T map(String value, Function<String, T> parse) {
        return value == null ? null : parse.apply(value);
    }
}
