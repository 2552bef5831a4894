package io.legalagent.retrieval;

import io.legalagent.ports.QaMemory;
import io.legalagent.ports.Retriever;
import io.legalagent.retrieval.embed.OnnxEmbedder;
import io.legalagent.retrieval.memory.ChromaQaMemory;
import io.legalagent.retrieval.search.CrossEncoderReranker;
import io.legalagent.retrieval.search.DenseReranker;
import io.legalagent.retrieval.search.HybridReranker;
import io.legalagent.retrieval.search.MultiDenseReranker;
import io.legalagent.retrieval.search.MultiQueryRetriever;
import io.legalagent.retrieval.search.Reranker;
import io.legalagent.retrieval.store.ChromaClient;
import io.legalagent.retrieval.store.ChromaPassageStore;
import io.legalagent.retrieval.store.PassageStore;
import java.time.Duration;

/**
 * Builds the retrieval layer from settings: one embedder shared by the retriever and QA memory,
 * both collections, and the configured reranker. Services wire {@link #retriever()} and
 * {@link #qaMemory()} as their port beans; close it on shutdown to release the ONNX threads.
 */
public final class RetrievalStack implements AutoCloseable {
    private final OnnxEmbedder embedder;
    private final ChromaClient chroma;
    private final Reranker reranker;
    private final RetrievalSettings settings;

    private RetrievalStack(RetrievalSettings settings) {
        this.settings = settings;
        this.embedder = OnnxEmbedder.create(
                settings.model(), settings.queryInstruction() ? settings.model().queryInstruction() : "");
        this.chroma =
                new ChromaClient(settings.chromaUrl(), settings.tenant(), settings.database(), Duration.ofSeconds(120));
        this.reranker = reranker(settings);
    }

    public static RetrievalStack open(RetrievalSettings settings) {
        return new RetrievalStack(settings);
    }

    public static Reranker reranker(RetrievalSettings settings) {
        if (settings.crossEncoderModel() != null) {
            var model = settings.crossEncoderModel();
            var tokenizer = settings.crossEncoderTokenizer() != null
                    ? settings.crossEncoderTokenizer()
                    : model.resolveSibling("tokenizer.json");
            return CrossEncoderReranker.load(model, tokenizer, 512);
        }
        return switch (settings.effectiveReranker()) {
            case "hybrid" -> new HybridReranker(settings.lexicalWeight());
            case "multi-dense" -> new MultiDenseReranker();
            case "dense", "none" -> new DenseReranker();
            default -> throw new IllegalArgumentException("unknown reranker '" + settings.reranker()
                    + "' (hybrid, multi-dense, dense; or set LEGAL_RETRIEVAL_CROSS_ENCODER_MODEL)");
        };
    }

    public OnnxEmbedder embedder() {
        return embedder;
    }

    public ChromaClient chroma() {
        return chroma;
    }

    /** The passage collection (created on first use). */
    public PassageStore passages() {
        return ChromaPassageStore.open(chroma, settings.passagesCollection(), embedder.passageModelId());
    }

    public Retriever retriever() {
        return new MultiQueryRetriever(passages(), embedder, reranker, settings.retriever());
    }

    public QaMemory qaMemory() {
        var store = ChromaPassageStore.open(chroma, settings.memoryCollection(), embedder.passageModelId());
        return new ChromaQaMemory(store, embedder, settings.memoryThreshold());
    }

    @Override
    public void close() {
        embedder.close();
        if (reranker instanceof AutoCloseable closeable) {
            try {
                closeable.close();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }
    }
}
