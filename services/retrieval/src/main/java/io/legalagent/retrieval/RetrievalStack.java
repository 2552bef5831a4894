package io.legalagent.retrieval;

import io.legalagent.ports.QaMemory;
import io.legalagent.ports.Retriever;
import io.legalagent.retrieval.embed.OnnxEmbedder;
import io.legalagent.retrieval.ingest.Ingester;
import io.legalagent.retrieval.memory.ChromaQaMemory;
import io.legalagent.retrieval.search.CrossEncoderReranker;
import io.legalagent.retrieval.search.DenseReranker;
import io.legalagent.retrieval.search.HybridReranker;
import io.legalagent.retrieval.search.LearnedReranker;
import io.legalagent.retrieval.search.MultiDenseReranker;
import io.legalagent.retrieval.search.MultiQueryRetriever;
import io.legalagent.retrieval.search.Reranker;
import io.legalagent.retrieval.store.ChromaClient;
import io.legalagent.retrieval.store.ChromaPassageStore;
import io.legalagent.retrieval.store.PassageStore;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.trace.Tracer;
import java.time.Duration;

/**
 * Builds the retrieval layer from settings: one embedder shared by the retriever and QA memory,
 * both collections, and the configured reranker. Services wire {@link #retriever()} and
 * {@link #qaMemory()} as their port beans; close it on shutdown to release the ONNX threads. Opened
 * with the service's OpenTelemetry, every retrieval, QA-memory lookup and write, and Chroma call is
 * a span of the current trace.
 */
public final class RetrievalStack implements AutoCloseable {
    private final OnnxEmbedder embedder;
    private final ChromaClient chroma;
    private final Reranker reranker;
    private final RetrievalSettings settings;
    private final Tracer tracer;

    private RetrievalStack(RetrievalSettings settings, OpenTelemetry openTelemetry) {
        this.settings = settings;
        this.tracer = openTelemetry.getTracer(Spans.INSTRUMENTATION);
        this.embedder = OnnxEmbedder.create(
                settings.model(),
                settings.queryInstruction() ? settings.model().queryInstruction() : "",
                settings.batchQueries());
        this.chroma = new ChromaClient(
                settings.chromaUrl(), settings.tenant(), settings.database(), Duration.ofSeconds(120), openTelemetry);
        this.reranker = reranker(settings);
    }

    /** An untraced stack, for the command-line tools. */
    public static RetrievalStack open(RetrievalSettings settings) {
        return open(settings, OpenTelemetry.noop());
    }

    /** A stack whose retrievals, QA-memory calls and Chroma calls are spans of {@code openTelemetry}. */
    public static RetrievalStack open(RetrievalSettings settings, OpenTelemetry openTelemetry) {
        return new RetrievalStack(settings, openTelemetry);
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
            case RetrievalSettings.LEARNED -> LearnedReranker.load(settings.learnedModel());
            case "multi-dense" -> new MultiDenseReranker();
            case "dense", "none" -> new DenseReranker();
            default -> throw new IllegalArgumentException("unknown reranker '" + settings.reranker()
                    + "' (hybrid, learned, multi-dense, dense; or set LEGAL_RETRIEVAL_CROSS_ENCODER_MODEL)");
        };
    }

    /** The configured reranker, which the stack closes. */
    public Reranker reranker() {
        return reranker;
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
        var retriever =
                new MultiQueryRetriever(passages(), embedder, reranker, settings.retriever(), settings.signal());
        return new TracedRetriever(retriever, tracer, settings.retriever(), reranker.id());
    }

    public QaMemory qaMemory() {
        var store = ChromaPassageStore.open(chroma, settings.memoryCollection(), embedder.passageModelId());
        var passages = passages();
        var memory = new ChromaQaMemory(
                store,
                embedder,
                settings.memoryThreshold(),
                settings.reuseQuestionEmbedding(),
                () -> Ingester.fingerprintOf(passages));
        return new TracedQaMemory(memory, tracer, settings.memoryThreshold());
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
