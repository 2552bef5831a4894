package io.legalagent.retrieval.bench;

import io.legalagent.ports.QuerySet;
import io.legalagent.retrieval.RetrievalSettings;
import io.legalagent.retrieval.cli.ConsoleProgress;
import io.legalagent.retrieval.embed.OnnxEmbedder;
import io.legalagent.retrieval.ingest.IngestReport;
import io.legalagent.retrieval.ingest.Ingester;
import io.legalagent.retrieval.ingest.ParsedCorpus;
import io.legalagent.retrieval.ingest.PassageFiles;
import io.legalagent.retrieval.search.MultiQueryRetriever;
import io.legalagent.retrieval.search.Reranker;
import io.legalagent.retrieval.search.RetrieverSettings;
import io.legalagent.retrieval.store.ChromaClient;
import io.legalagent.retrieval.store.ChromaPassageStore;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * A corpus in a Chroma collection of the benchmarks' own, named by the corpus fingerprint and the
 * model ({@code bench-<fingerprint>-<model>}), so the user's collection is never touched and a second
 * run reuses it; with the one-text-per-call embedder the benchmarks measure with.
 */
public final class BenchCollection implements AutoCloseable {
    private final ParsedCorpus corpus;
    private final OnnxEmbedder raw;
    private final ChromaPassageStore store;
    private final IngestReport ingest;
    private final RetrievalSettings settings;

    private BenchCollection(
            ParsedCorpus corpus,
            OnnxEmbedder raw,
            ChromaPassageStore store,
            IngestReport ingest,
            RetrievalSettings settings) {
        this.corpus = corpus;
        this.raw = raw;
        this.store = store;
        this.ingest = ingest;
        this.settings = settings;
    }

    /** Reads the corpus and ingests what the collection lacks; fails if Chroma does not answer. */
    public static BenchCollection open(RetrievalSettings settings, Path corpusPath, PrintStream err) {
        var corpus = PassageFiles.read(List.of(corpusPath));
        corpus.problems().forEach(p -> err.println("skipped " + p));
        if (corpus.passages().isEmpty()) {
            throw new IllegalArgumentException("no usable passages in " + corpusPath);
        }
        var chroma =
                new ChromaClient(settings.chromaUrl(), settings.tenant(), settings.database(), Duration.ofSeconds(120));
        if (!chroma.heartbeat()) {
            throw new IllegalStateException("Chroma does not answer at " + settings.chromaUrl()
                    + "; start it with deploy/chroma/start.sh (or set LEGAL_RETRIEVAL_CHROMA_URL)");
        }
        String collection = "bench-" + corpus.fingerprint().substring(0, 16) + "-"
                + settings.model().id();
        var raw = OnnxEmbedder.create(settings.model(), "");
        var store = ChromaPassageStore.open(chroma, collection, raw.passageModelId());
        var ingest =
                new Ingester(store, raw, 128, ConsoleProgress.ofPassages(err, "embedding corpus")).ingest(corpus, true);
        return new BenchCollection(corpus, raw, store, ingest, settings);
    }

    /**
     * The executor's retriever over this collection with {@code reranker}, keeping the whole pool in
     * order so that hit@10 and the reciprocal rank can be read off; query vectors are cached, so
     * retrievers that share query texts embed each once.
     */
    public MultiQueryRetriever retriever(Reranker reranker, CachingEmbedder embedder) {
        var everything = new RetrieverSettings(settings.poolSize(), 10_000, null);
        return new MultiQueryRetriever(store, embedder, reranker, everything);
    }

    /** An embedder with the settings' query instruction, caching each query text's vector. */
    public CachingEmbedder instructed() {
        return new CachingEmbedder(
                raw, settings.queryInstruction() ? settings.model().queryInstruction() : "");
    }

    /** The executor's choice-aware queries around the question itself. */
    public static QuerySet choiceAware(QaRow row) {
        return Variant.choiceAware(row);
    }

    public ParsedCorpus corpus() {
        return corpus;
    }

    public OnnxEmbedder raw() {
        return raw;
    }

    public ChromaPassageStore store() {
        return store;
    }

    public IngestReport ingest() {
        return ingest;
    }

    @Override
    public void close() {
        raw.close();
    }
}
