package io.legalagent.retrieval.pack;

import io.legalagent.contracts.HeadTail;
import io.legalagent.contracts.RpConstants;
import io.legalagent.contracts.Snippet;
import io.legalagent.retrieval.Hashes;
import io.legalagent.retrieval.bench.BenchCollection;
import io.legalagent.retrieval.bench.QaRow;
import io.legalagent.retrieval.rp.RpReranker;
import io.legalagent.retrieval.rp.RpTerms;
import io.legalagent.retrieval.search.Candidate;
import io.legalagent.retrieval.search.ConfidenceSignal;
import io.legalagent.retrieval.search.LearnedRelevance;
import io.legalagent.retrieval.search.MultiQueryRetriever;
import io.legalagent.retrieval.search.Ranking;
import io.legalagent.retrieval.search.Reranker;
import io.legalagent.retrieval.store.StoredPassage;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;

/**
 * Builds one question's frozen pack with no model: the executor's choice-aware queries around the
 * question (no rewrite: that would need a model), the pooled search, the ranking (hybrid or RPv1.1),
 * the cut to the constants' Top-k, then per passage head-tail trimming and the snippet around the
 * query terms. Ties go to the smaller passage id. It also records the executor's confidence signal
 * on the same search, so that research from the pack is gated as research from a search is.
 */
final class PackBuilder {
    private final MultiQueryRetriever retriever;
    private final Reranker hybrid;
    private final RpReranker rp;
    private final PackRanker ranker;
    private final RpConstants constants;
    private final ConfidenceSignal signal;
    private final int signalTopK;

    PackBuilder(
            MultiQueryRetriever retriever,
            Reranker hybrid,
            PackRanker ranker,
            RpConstants constants,
            ConfidenceSignal signal,
            int signalTopK) {
        this.retriever = retriever;
        this.signal = signal;
        this.signalTopK = signalTopK;
        this.hybrid = hybrid;
        this.rp = new RpReranker(hybrid);
        this.ranker = ranker;
        this.constants = constants;
    }

    String rankerId() {
        return ranker == PackRanker.RPV11 ? rp.id() : hybrid.id();
    }

    FrozenPack build(QaRow row) {
        var queries = BenchCollection.choiceAware(row);
        var pool = retriever.pool(queries, Set.of());
        var ranked = new ArrayList<Scored>();
        var live = new ArrayList<Scored>();
        if (pool.request() != null) {
            var candidates = pool.request().candidates();
            double[] scores = hybrid.scores(pool.request());
            double[] relevance = LearnedRelevance.of(pool.request());
            for (int i = 0; i < candidates.size(); i++) {
                live.add(new Scored(candidates.get(i), scores[i], null, relevance[i]));
            }
            if (ranker == PackRanker.RPV11) {
                var terms = rp.terms(pool.request());
                for (int i = 0; i < candidates.size(); i++) {
                    ranked.add(new Scored(candidates.get(i), terms.get(i).score(), terms.get(i), Double.NaN));
                }
            } else {
                ranked.addAll(live);
            }
        }
        ranked.sort(ORDER);
        live.sort(ORDER);
        var confidence = new FrozenPack.Confidence(signal.id(), signalTopK, confidence(live, pool));
        var kept = ranked.subList(0, Math.min(constants.topK(), ranked.size()));
        var passages = new ArrayList<FrozenPack.Passage>();
        for (int r = 0; r < kept.size(); r++) {
            passages.add(passage(r + 1, kept.get(r), queries.all()));
        }
        var question = new FrozenPack.Question(row.idx(), row.fullQuestion(), row.labelledChoices());
        return new FrozenPack(
                constants.version(),
                question,
                queries.all(),
                rankerId(),
                new FrozenPack.Coverage(pool.found(), passages.size()),
                confidence,
                passages);
    }

    /** The signal as the executor reads it off its ranking; 0 when the search found nothing. */
    private double confidence(List<Scored> live, MultiQueryRetriever.Pool pool) {
        if (live.isEmpty()) {
            return 0;
        }
        var ranking = new Ranking(
                live.stream()
                        .map(s -> new Ranking.Ranked(s.candidate.passage(), s.score, s.relevance))
                        .toList(),
                pool.queryVectors(),
                pool.found(),
                0);
        return signal.value(ranking, signalTopK);
    }

    private FrozenPack.Passage passage(int rank, Scored scored, List<String> queries) {
        StoredPassage p = scored.candidate.passage();
        String text = HeadTail.trim(p.text(), constants);
        var t = scored.terms;
        return new FrozenPack.Passage(
                rank,
                p.id(),
                sourceOf(p),
                Hashes.sha256(p.text()),
                scored.score,
                t == null
                        ? null
                        : new FrozenPack.Terms(
                                t.edge(),
                                t.semanticEdge(),
                                t.treatment(),
                                t.frequency(),
                                t.position(),
                                t.density(),
                                t.overruled()),
                !text.equals(p.text()),
                Snippet.of(p.text(), queries, constants),
                text);
    }

    /** "source: title" when the passage has a title, as the executor's evidence names it. */
    private static String sourceOf(StoredPassage passage) {
        String source = passage.metadataString("source");
        String title = passage.metadataString("title");
        return title.isBlank() ? source : source + ": " + title;
    }

    private static final Comparator<Scored> ORDER =
            Comparator.comparingDouble((Scored s) -> -s.score).thenComparing(s -> s.candidate.id());

    /** {@code relevance}: the learned reranker's probability the confidence reads; NaN where unused. */
    private record Scored(Candidate candidate, double score, RpTerms terms, double relevance) {}
}
