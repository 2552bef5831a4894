package io.legalagent.retrieval.rp;

import io.legalagent.retrieval.search.Candidate;
import io.legalagent.retrieval.search.RerankRequest;
import io.legalagent.retrieval.search.Reranker;
import java.util.ArrayList;
import java.util.List;

/**
 * RPv1.1 over the pooled candidates. The relevance the citator-free adaptation rests on is the
 * {@code relevance} reranker's score (the default hybrid); with citator signals in the pool it is not
 * used. {@link #terms} gives the score term by term, as a frozen pack records it.
 */
public final class RpReranker implements Reranker {
    private final Reranker relevance;
    private final RpScorer scorer;

    public RpReranker(Reranker relevance, RpScorer scorer) {
        this.relevance = relevance;
        this.scorer = scorer;
    }

    public RpReranker(Reranker relevance) {
        this(relevance, new RpScorer());
    }

    @Override
    public String id() {
        return "rpv1.1(" + relevance.id() + ")";
    }

    @Override
    public double[] scores(RerankRequest request) {
        var terms = terms(request);
        double[] out = new double[terms.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = terms.get(i).score();
        }
        return out;
    }

    /** Each candidate's terms, in the request's candidate order. */
    public List<RpTerms> terms(RerankRequest request) {
        double[] base = relevance.scores(request);
        var pool = new ArrayList<RpCandidate>(base.length);
        for (int i = 0; i < base.length; i++) {
            Candidate c = request.candidates().get(i);
            pool.add(new RpCandidate(
                    c.id(), c.passage().text(), CitatorSignals.of(c.passage().metadata()), base[i]));
        }
        return scorer.terms(pool);
    }
}
