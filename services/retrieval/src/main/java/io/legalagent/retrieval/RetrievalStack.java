package io.legalagent.retrieval;

import io.legalagent.ports.QaMemory;
import io.legalagent.ports.Retriever;
import io.legalagent.retrieval.embed.OnnxEmbedder;
import io.legalagent.retrieval.ingest.Ingester;
import io.legalagent.retrieval.library.Libraries;
import io.legalagent.retrieval.library.LibraryCatalog;
import io.legalagent.retrieval.library.LiveDocuments;
import io.legalagent.retrieval.library.LivePassageStore;
import io.legalagent.retrieval.library.OwnedLibrary;
import io.legalagent.retrieval.library.RoutedQaMemory;
import io.legalagent.retrieval.library.RoutedRetriever;
import io.legalagent.retrieval.library.UnknownLibrary;
import io.legalagent.retrieval.memory.ChromaQaMemory;
import io.legalagent.retrieval.memory.Refusals;
import io.legalagent.retrieval.memory.TrustedAnswerKeys;
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
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Metrics;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.trace.Tracer;
import java.time.Duration;

/**
 * Builds the retrieval layer from settings: one embedder shared by the retriever and QA memory,
 * both collections, and the configured reranker. The retriever and QA memory it hands out serve the
 * library of the current run's organisation, each from its own collections. Services wire {@link #retriever()} and
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
    private final TrustedAnswerKeys answerKeys;
    private final Refusals refusals;

    private RetrievalStack(RetrievalSettings settings, OpenTelemetry openTelemetry, MeterRegistry meters) {
        this.settings = settings;
        this.answerKeys = TrustedAnswerKeys.of(settings.answerPublicKeys());
        this.refusals = new Refusals(meters);
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
        return open(settings, openTelemetry, Metrics.globalRegistry);
    }

    /** A traced stack whose QA memory counts refused entries ({@link Refusals#METRIC}) in {@code meters}. */
    public static RetrievalStack open(RetrievalSettings settings, OpenTelemetry openTelemetry, MeterRegistry meters) {
        return new RetrievalStack(settings, openTelemetry, meters);
    }

    /** The observer's public keys QA-memory entries are checked with. */
    public TrustedAnswerKeys answerKeys() {
        return answerKeys;
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

    /** The organisation whose libraries serve outside a run, or a run without owner. */
    public String organisation() {
        return settings.organisation();
    }

    /** The default library's passage collection, shared by every organisation (created on first use). */
    public PassageStore passages() {
        return passages(settings.organisation(), Libraries.DEFAULT);
    }

    /**
     * An organisation's library's passage collection. The default one is created on first use; any
     * other must exist (an ingest creates it), so a misspelt library fails clearly instead of
     * searching an empty one.
     */
    public PassageStore passages(String organisation, String library) {
        String collection = Libraries.passagesCollection(settings, organisation, library);
        if (!Libraries.checked(library).equals(Libraries.DEFAULT)
                && chroma.getCollection(collection).isEmpty()) {
            throw new UnknownLibrary(Libraries.checked(library), collection);
        }
        return ChromaPassageStore.open(chroma, collection, embedder.passageModelId());
    }

    /** A library's passage collection, created when missing: for the ingest, which starts a library. */
    public PassageStore createdPassages(String organisation, String library) {
        return ChromaPassageStore.open(
                chroma, Libraries.passagesCollection(settings, organisation, library), embedder.passageModelId());
    }

    /** An organisation's library's catalogue of documents, created when missing. */
    public LibraryCatalog catalog(String organisation, String library) {
        return LibraryCatalog.open(chroma, Libraries.catalogCollection(settings, organisation, library));
    }

    /**
     * Searches the library of the current run, of the run's organisation ({@link OwnedLibrary#current}):
     * the configured organisation's outside a run or for a run without owner.
     */
    public Retriever retriever() {
        return new RoutedRetriever(LIBRARIES_KEPT, settings.organisation(), this::retrieverOf);
    }

    /** The QA memory of the current run's organisation, of the library it researches. */
    public QaMemory qaMemory() {
        return new RoutedQaMemory(LIBRARIES_KEPT, settings.organisation(), this::qaMemoryOf);
    }

    /** How many libraries' retrievers and memories a service keeps open at once. */
    static final int LIBRARIES_KEPT = 32;

    private RoutedRetriever.Routed retrieverOf(OwnedLibrary library) {
        var passages = passages(library.organisation(), library.library());
        // Opened (created if new) here, outside any search: a search then reads the live documents
        // in one call, and never asks for a catalogue that is not there (a 404, an error span).
        var live = new LiveDocuments(chroma, catalog(library.organisation(), library.library()));
        var store = new LivePassageStore(passages, live);
        var retriever = new MultiQueryRetriever(store, embedder, reranker, settings.retriever(), settings.signal());
        return new RoutedRetriever.Routed(
                new TracedRetriever(retriever, tracer, settings.retriever(), reranker.id()), live);
    }

    private QaMemory qaMemoryOf(OwnedLibrary library) {
        var passages = passages(library.organisation(), library.library());
        var store = ChromaPassageStore.open(
                chroma,
                Libraries.memoryCollection(settings, library.organisation(), library.library()),
                embedder.passageModelId());
        var memory = new ChromaQaMemory(
                store,
                embedder,
                settings.memoryThreshold(),
                () -> Ingester.fingerprintOf(passages),
                passages,
                answerKeys,
                refusals);
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
