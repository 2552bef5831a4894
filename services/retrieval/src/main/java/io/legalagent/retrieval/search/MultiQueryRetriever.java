package io.legalagent.retrieval.search;

import io.legalagent.contracts.DocumentPlace;
import io.legalagent.contracts.Evidence;
import io.legalagent.ports.QuerySet;
import io.legalagent.ports.Retrieval;
import io.legalagent.ports.Retriever;
import io.legalagent.retrieval.Hashes;
import io.legalagent.retrieval.embed.Embedder;
import io.legalagent.retrieval.ingest.Ingester;
import io.legalagent.retrieval.library.DocumentMetadata;
import io.legalagent.retrieval.store.PassageStore;
import io.legalagent.retrieval.store.StoredPassage;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;

/**
 * The executor's retrieval: pool the nearest passages of the primary and alternative queries, drop
 * those earlier steps used, rerank against the primary, keep the top k in a reproducible order
 * (score descending, then id). Confidence is one {@link ConfidenceSignal} of the ranking (by default
 * the calibrated model), the one the evaluator's threshold is calibrated for.
 */
public final class MultiQueryRetriever implements Retriever {
    private final PassageStore store;
    private final Embedder embedder;
    private final Reranker reranker;
    private final RetrieverSettings settings;
    private final ConfidenceSignal signal;

    public MultiQueryRetriever(PassageStore store, Embedder embedder, Reranker reranker, RetrieverSettings settings) {
        this(store, embedder, reranker, settings, ConfidenceSignal.DEFAULT);
    }

    public MultiQueryRetriever(
            PassageStore store,
            Embedder embedder,
            Reranker reranker,
            RetrieverSettings settings,
            ConfidenceSignal signal) {
        this.store = store;
        this.embedder = embedder;
        this.reranker = reranker;
        this.settings = settings;
        this.signal = signal;
    }

    @Override
    public Retrieval retrieve(QuerySet queries, Set<String> excludedIds) {
        var ranking = rank(queries, excludedIds);
        var kept = ranking.top(settings.topK());
        if (kept.isEmpty()) {
            return new Retrieval(List.of(), 0, ranking.found(), ranking.excluded());
        }
        var evidence = new ArrayList<Evidence>();
        for (var r : kept) {
            var p = r.passage();
            evidence.add(new Evidence(p.id(), p.text(), sourceOf(p), r.score(), Hashes.sha256(p.text()), placeOf(p)));
        }
        return new Retrieval(evidence, signal.value(ranking, settings.topK()), ranking.found(), ranking.excluded());
    }

    @Override
    public int topK() {
        return settings.topK();
    }

    /** As the ingest stored it with the collection; read each time, so a re-ingest shows at once. */
    @Override
    public String corpusFingerprint() {
        return Ingester.fingerprintOf(store);
    }

    @Override
    public List<Evidence> passages(List<String> ids) {
        return store.get(ids).stream()
                .map(p -> new Evidence(p.id(), p.text(), sourceOf(p), 0, Hashes.sha256(p.text()), placeOf(p)))
                .toList();
    }

    /** All pooled candidates in final order. */
    public Ranking rank(QuerySet queries, Set<String> excludedIds) {
        var pool = pool(queries, excludedIds);
        if (pool.request() == null) {
            return new Ranking(List.of(), pool.queryVectors(), pool.found(), pool.found());
        }
        var candidates = pool.request().candidates();
        double[] scores = reranker.scores(pool.request());
        double[] relevance = LearnedRelevance.of(pool.request());
        var ranked = new ArrayList<Ranking.Ranked>();
        for (int i = 0; i < candidates.size(); i++) {
            ranked.add(new Ranking.Ranked(candidates.get(i).passage(), scores[i], relevance[i]));
        }
        ranked.sort(Comparator.comparingDouble((Ranking.Ranked r) -> -r.score())
                .thenComparing(r -> r.passage().id()));
        return new Ranking(ranked, pool.queryVectors(), pool.found(), pool.found() - candidates.size());
    }

    /**
     * The pooled search before reranking: what a reranker gets (null when nothing is left to rank),
     * the primary query's vector, and how many distinct passages the search found.
     */
    public record Pool(RerankRequest request, List<float[]> queryVectors, int found) {
        public float[] primaryVector() {
            return queryVectors.isEmpty() ? new float[0] : queryVectors.get(0);
        }
    }

    /** Embeds the queries, searches with each, pools the hits in id order and drops the excluded. */
    public Pool pool(QuerySet queries, Set<String> excludedIds) {
        Set<String> excluded = excludedIds == null ? Set.of() : excludedIds;
        List<String> texts = queries.all().stream().filter(q -> !q.isBlank()).toList();
        if (texts.isEmpty()) {
            return new Pool(null, List.of(), 0);
        }
        List<float[]> vectors = embedder.embedQueries(texts);
        // Ask for more when passages will be dropped, so exclusion does not shrink the pool.
        int n = settings.poolSize() + Math.min(excluded.size(), settings.poolSize());
        var pooled = new TreeMap<String, Candidate>(); // id order: the reranker's input is reproducible
        for (var hits : store.query(vectors, n, settings.filter())) {
            hits.forEach(h -> pooled.putIfAbsent(h.passage().id(), new Candidate(h.passage())));
        }
        int found = pooled.size();
        pooled.keySet().removeAll(excluded);
        if (pooled.isEmpty()) {
            return new Pool(null, vectors, found);
        }
        return new Pool(new RerankRequest(texts, vectors, List.copyOf(pooled.values())), vectors, found);
    }

    public String describe() {
        return "reranker=" + reranker.id() + " pool=" + settings.poolSize() + " k=" + settings.topK() + " model="
                + embedder.modelId() + " confidence=" + signal.id();
    }

    /** Where a library document passage sits in its document; null for a corpus passage. */
    private static DocumentPlace placeOf(StoredPassage passage) {
        return DocumentMetadata.from(passage.metadata());
    }

    /** "source: title" when the passage has a title, so a citation names the rule, not just the code. */
    private static String sourceOf(StoredPassage passage) {
        String source = passage.metadataString("source");
        String title = passage.metadataString("title");
        return title.isBlank() ? source : source + ": " + title;
    }
}
