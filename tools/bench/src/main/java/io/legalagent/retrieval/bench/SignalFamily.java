package io.legalagent.retrieval.bench;

import static io.legalagent.retrieval.search.ConfidenceSignal.AGREEMENT;
import static io.legalagent.retrieval.search.ConfidenceSignal.CONCENTRATION;
import static io.legalagent.retrieval.search.ConfidenceSignal.FIRST_VOTES;
import static io.legalagent.retrieval.search.ConfidenceSignal.LEARNED_FOCUS;
import static io.legalagent.retrieval.search.ConfidenceSignal.LEARNED_MAX;
import static io.legalagent.retrieval.search.ConfidenceSignal.LEARNED_NOISY_OR;
import static io.legalagent.retrieval.search.ConfidenceSignal.LEARNED_OVERLAP;
import static io.legalagent.retrieval.search.ConfidenceSignal.LEARNED_POOL_MAX;
import static io.legalagent.retrieval.search.ConfidenceSignal.LEARNED_POOL_SUM;
import static io.legalagent.retrieval.search.ConfidenceSignal.LEARNED_SHARE;
import static io.legalagent.retrieval.search.ConfidenceSignal.LEARNED_SUM;
import static io.legalagent.retrieval.search.ConfidenceSignal.LEARNED_TOP1;
import static io.legalagent.retrieval.search.ConfidenceSignal.MAX_COSINE;
import static io.legalagent.retrieval.search.ConfidenceSignal.MEAN_COSINE;
import static io.legalagent.retrieval.search.ConfidenceSignal.OVERLAP;
import static io.legalagent.retrieval.search.ConfidenceSignal.RERANK_FOCUS;
import static io.legalagent.retrieval.search.ConfidenceSignal.RERANK_GAP;
import static io.legalagent.retrieval.search.ConfidenceSignal.RERANK_MARGIN;
import static io.legalagent.retrieval.search.ConfidenceSignal.RERANK_TOP1;
import static io.legalagent.retrieval.search.ConfidenceSignal.TOP1_COSINE;
import static io.legalagent.retrieval.search.ConfidenceSignal.TOP_CLAIMED;

import io.legalagent.retrieval.search.ConfidenceSignal;
import java.util.List;

/**
 * The confidence signals by what they read, one ROC chart each in the calibration report: twenty
 * curves on one chart cannot be told apart, five can (the palette has eight colours, the fitted
 * model takes one). Every signal but the fitted model belongs to exactly one family.
 */
enum SignalFamily {
    COSINE("cosine", "Cosine of the question to the top passages", MEAN_COSINE, TOP1_COSINE, MAX_COSINE),
    AGREEMENT_OF_QUERIES(
            "agreement",
            "Agreement of the question's queries",
            AGREEMENT,
            TOP_CLAIMED,
            OVERLAP,
            FIRST_VOTES,
            CONCENTRATION),
    RERANKER("reranker", "The reranker's scores", RERANK_TOP1, RERANK_MARGIN, RERANK_GAP, RERANK_FOCUS),
    LEARNED_TOP(
            "learned-top",
            "The learned reranker over the top 5",
            LEARNED_TOP1,
            LEARNED_MAX,
            LEARNED_SUM,
            LEARNED_NOISY_OR,
            LEARNED_OVERLAP),
    LEARNED_POOL(
            "learned-pool",
            "The learned reranker over the pool",
            LEARNED_SHARE,
            LEARNED_POOL_MAX,
            LEARNED_POOL_SUM,
            LEARNED_FOCUS);

    private final String id;
    private final String title;
    private final List<ConfidenceSignal> signals;

    SignalFamily(String id, String title, ConfidenceSignal... signals) {
        this.id = id;
        this.title = title;
        this.signals = List.of(signals);
    }

    /** File-name safe: the chart is {@code roc-<id>}. */
    String id() {
        return id;
    }

    String title() {
        return title;
    }

    List<ConfidenceSignal> signals() {
        return signals;
    }
}
