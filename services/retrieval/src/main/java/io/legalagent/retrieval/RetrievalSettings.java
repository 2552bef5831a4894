package io.legalagent.retrieval;

import io.legalagent.retrieval.embed.EmbeddingModelChoice;
import io.legalagent.retrieval.memory.ChromaQaMemory;
import io.legalagent.retrieval.search.HybridReranker;
import io.legalagent.retrieval.search.RetrieverSettings;
import java.net.URI;
import java.nio.file.Path;
import java.util.Map;
import java.util.function.Function;

/**
 * Everything the retrieval layer can be told. {@link #from(Function)} reads
 * {@code LEGAL_RETRIEVAL_*} variables; {@link #fromProperties(Function)} reads the same settings as
 * {@code legal.retrieval.*} properties (e.g. through Spring's Environment), so that
 * {@code legal.retrieval.chroma-url} and {@code LEGAL_RETRIEVAL_CHROMA_URL} mean one thing.
 *
 * @param reranker "hybrid" (default), "multi-dense" or "dense"; a configured cross-encoder wins
 * @param crossEncoderModel ONNX cross-encoder file, or null
 * @param crossEncoderTokenizer its tokenizer.json (default: tokenizer.json beside the model)
 */
public record RetrievalSettings(
        URI chromaUrl,
        String tenant,
        String database,
        String passagesCollection,
        String memoryCollection,
        EmbeddingModelChoice model,
        boolean queryInstruction,
        int poolSize,
        int topK,
        String reranker,
        double lexicalWeight,
        Path crossEncoderModel,
        Path crossEncoderTokenizer,
        double memoryThreshold) {

    public static final String PASSAGES_COLLECTION = "legal_passages";

    public static RetrievalSettings defaults() {
        return from(key -> null);
    }

    public static RetrievalSettings fromEnvironment() {
        return from(System::getenv);
    }

    /** Reads LEGAL_RETRIEVAL_CHROMA_URL, LEGAL_RETRIEVAL_EMBEDDING_MODEL, ... through {@code lookup}. */
    public static RetrievalSettings from(Function<String, String> lookup) {
        Function<String, String> get = key -> {
            String value = lookup.apply(key);
            return value == null || value.isBlank() ? null : value.strip();
        };
        String crossEncoder = get.apply("LEGAL_RETRIEVAL_CROSS_ENCODER_MODEL");
        String tokenizer = get.apply("LEGAL_RETRIEVAL_CROSS_ENCODER_TOKENIZER");
        return new RetrievalSettings(
                URI.create(or(get.apply("LEGAL_RETRIEVAL_CHROMA_URL"), "http://127.0.0.1:8000")),
                or(get.apply("LEGAL_RETRIEVAL_CHROMA_TENANT"), "default_tenant"),
                or(get.apply("LEGAL_RETRIEVAL_CHROMA_DATABASE"), "default_database"),
                or(get.apply("LEGAL_RETRIEVAL_PASSAGES_COLLECTION"), PASSAGES_COLLECTION),
                or(get.apply("LEGAL_RETRIEVAL_MEMORY_COLLECTION"), ChromaQaMemory.COLLECTION),
                EmbeddingModelChoice.parse(or(get.apply("LEGAL_RETRIEVAL_EMBEDDING_MODEL"), "bge-small-en-v1.5-q")),
                Boolean.parseBoolean(or(get.apply("LEGAL_RETRIEVAL_QUERY_INSTRUCTION"), "true")),
                Integer.parseInt(or(get.apply("LEGAL_RETRIEVAL_POOL_SIZE"), "" + RetrieverSettings.DEFAULT_POOL_SIZE)),
                Integer.parseInt(or(get.apply("LEGAL_RETRIEVAL_TOP_K"), "" + RetrieverSettings.DEFAULT_TOP_K)),
                or(get.apply("LEGAL_RETRIEVAL_RERANKER"), "hybrid"),
                Double.parseDouble(
                        or(get.apply("LEGAL_RETRIEVAL_LEXICAL_WEIGHT"), "" + HybridReranker.DEFAULT_LEXICAL_WEIGHT)),
                crossEncoder == null ? null : Path.of(crossEncoder),
                tokenizer == null ? null : Path.of(tokenizer),
                Double.parseDouble(
                        or(get.apply("LEGAL_RETRIEVAL_MEMORY_THRESHOLD"), "" + ChromaQaMemory.DEFAULT_THRESHOLD)));
    }

    /** Reads legal.retrieval.chroma-url, legal.retrieval.embedding-model, ... through {@code properties}. */
    public static RetrievalSettings fromProperties(Function<String, String> properties) {
        return from(key -> properties.apply(propertyName(key)));
    }

    /** LEGAL_RETRIEVAL_POOL_SIZE → legal.retrieval.pool-size. */
    static String propertyName(String variable) {
        String rest = variable.substring("LEGAL_RETRIEVAL_".length());
        return "legal.retrieval." + rest.toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }

    public static RetrievalSettings from(Map<String, String> values) {
        return from(values::get);
    }

    public RetrieverSettings retriever() {
        return new RetrieverSettings(poolSize, topK, null);
    }

    /** The settings a ResearchPack manifest records for retrieval. */
    public Map<String, Object> manifest() {
        return Map.of(
                "embedding_model", model.id(),
                "query_instruction", queryInstruction,
                "pool_size", poolSize,
                "top_k", topK,
                "reranker", crossEncoderModel != null ? "cross-encoder" : reranker,
                "lexical_weight", lexicalWeight,
                "memory_threshold", memoryThreshold,
                "passages_collection", passagesCollection);
    }

    private static String or(String value, String fallback) {
        return value == null ? fallback : value;
    }
}
