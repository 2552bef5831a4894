package io.legalagent.retrieval.search;

/**
 * The bundled learned reranker's probability, per pooled candidate, that it is the passage the
 * question turns on: computed for every ranking, whichever reranker orders the pool, because its
 * probabilities over the top k are the confidence's inputs ({@link ConfidenceSignal#LEARNED_MAX} and
 * kin). The same {@link LearnedReranker} and {@link RerankFeatures} as {@code reranker=learned}; the
 * model is loaded once per process.
 */
public final class LearnedRelevance {
    private LearnedRelevance() {}

    /** One probability per candidate of the request, in its order. */
    public static double[] of(RerankRequest request) {
        return Holder.RERANKER.scores(request);
    }

    /** The fingerprint of the model the probabilities come from. */
    public static String fingerprint() {
        return Holder.RERANKER.model().fingerprint();
    }

    private static final class Holder {
        static final LearnedReranker RERANKER = LearnedReranker.load(RerankerModel.bundled());
    }
}
