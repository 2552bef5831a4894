package io.legalagent.retrieval.search;

import java.util.List;
import java.util.Locale;

/**
 * What a step's retrieval says about whether it found the passage the question turns on, each read
 * off the final ranking of the pool and its top k. The evaluator gates on one of them (measured by
 * AUC for "gold passage among the top k", {@code ./legal bench retrieval --calibrate}); the original
 * agent's mean cosine stays as an option. The measures live in {@link CosineMeasures} and
 * {@link ScoreMeasures}; this is their catalogue.
 */
public enum ConfidenceSignal {
    /** Mean cosine of the primary query to the top k: the original agent's confidence. */
    MEAN_COSINE(CosineMeasures::mean),
    /** Cosine of the primary query to the passage ranked first. */
    TOP1_COSINE(CosineMeasures::top1),
    /** Highest cosine of the primary query to any of the top k. */
    MAX_COSINE(CosineMeasures::max),
    /** The reranker's score of the passage ranked first (for the hybrid, a standard score within the pool). */
    RERANK_TOP1(ScoreMeasures::rerankTop1),
    /** How far the first passage's reranker score stands above the second's. */
    RERANK_MARGIN(ScoreMeasures::rerankMargin),
    /** How far the first passage's reranker score stands above the mean of the rest of the top k. */
    RERANK_GAP(ScoreMeasures::rerankGap),
    /** Share of the step's queries whose own nearest pooled passage is among the top k. */
    AGREEMENT(CosineMeasures::agreement),
    /** Share of the top k that is some query's nearest pooled passage. */
    TOP_CLAIMED(CosineMeasures::topClaimed),
    /** Mean share of each query's own k nearest pooled passages that the top k holds. */
    OVERLAP(CosineMeasures::overlap),
    /** Share of the step's queries that have the first passage among their own k nearest. */
    FIRST_VOTES(CosineMeasures::firstVotes),
    /** Queries per distinct pooled passage: queries that find the same passages agree. */
    CONCENTRATION(CosineMeasures::concentration),
    /** The learned reranker's probability for the passage ranked first. */
    LEARNED_TOP1(ScoreMeasures::learnedTop1, Reads.RELEVANCE),
    /** The highest learned-reranker probability over the top k. */
    LEARNED_MAX(ScoreMeasures::learnedMax, Reads.RELEVANCE),
    /** The sum of the learned-reranker probabilities over the top k: the expected number of gold passages there. */
    LEARNED_SUM(ScoreMeasures::learnedSum, Reads.RELEVANCE),
    /** 1 - the product of (1 - probability) over the top k: the chance one of them is the gold, were they independent. */
    LEARNED_NOISY_OR(ScoreMeasures::learnedNoisyOr, Reads.RELEVANCE),
    /** The top k's share of the learned-reranker probability over the whole pool. */
    LEARNED_SHARE(ScoreMeasures::learnedShare, Reads.RELEVANCE),
    /** The highest learned-reranker probability over the whole pool: whether the pool holds a likely gold at all. */
    LEARNED_POOL_MAX(ScoreMeasures::learnedPoolMax, Reads.RELEVANCE),
    /** The sum of the learned-reranker probabilities over the whole pool. */
    LEARNED_POOL_SUM(ScoreMeasures::learnedPoolSum, Reads.RELEVANCE),
    /** Share of the learned reranker's own top k that the ranking's top k holds. */
    LEARNED_OVERLAP(ScoreMeasures::learnedOverlap, Reads.RELEVANCE),
    /** 1 - the normalized entropy of the learned-reranker probabilities over the pool: one passage stands out. */
    LEARNED_FOCUS(ScoreMeasures::learnedFocus, Reads.RELEVANCE),
    /** 1 - the normalized entropy of the softmax of the reranker's scores over the pool. */
    RERANK_FOCUS(ScoreMeasures::rerankFocus),
    /** The bundled {@link ConfidenceModel}: a logistic model over other signals, fitted on the training split. */
    CALIBRATED((ranking, k) -> ConfidenceModel.bundled().probability(ranking, k));

    /** The evaluator's signal unless configured otherwise: the best cross-validated AUC on the training split (docs/retrieval.md). */
    public static final ConfidenceSignal DEFAULT = CALIBRATED;

    /** Reads one signal off a ranking that holds at least one passage and one query. */
    @FunctionalInterface
    interface Measure {
        double of(Ranking ranking, int k);
    }

    /** What a measure reads beyond the ranking's order, scores and vectors. */
    private enum Reads {
        RANKING,
        RELEVANCE
    }

    private final Measure measure;
    private final Reads reads;

    ConfidenceSignal(Measure measure) {
        this(measure, Reads.RANKING);
    }

    ConfidenceSignal(Measure measure, Reads reads) {
        this.measure = measure;
        this.reads = reads;
    }

    /** The signal's value; 0 when nothing was ranked. */
    public double value(Ranking ranking, int k) {
        return ranking.passages().isEmpty() || ranking.queryVectors().isEmpty() ? 0 : measure.of(ranking, k);
    }

    /** Whether it reads the learned reranker's probabilities ({@link LearnedRelevance}). */
    public boolean readsRelevance() {
        return reads == Reads.RELEVANCE;
    }

    /** As settings and the ResearchPack spell it: {@code mean_cosine}, {@code rerank_gap}, ... */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static ConfidenceSignal parse(String id) {
        for (var signal : values()) {
            if (signal.id().equalsIgnoreCase(id.strip().replace('-', '_'))) {
                return signal;
            }
        }
        throw new IllegalArgumentException("unknown confidence signal '" + id + "'; known: "
                + List.of(values()).stream().map(ConfidenceSignal::id).toList());
    }
}
