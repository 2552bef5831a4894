package io.legalagent.retrieval.search;

/**
 * Dense and lexical evidence fused: standardized multi-query cosine and standardized BM25 over the
 * pool, weighted. Legal questions hinge on terms of art ("easement", "hearsay", "consideration")
 * that a small embedding model blurs and exact matching keeps; measured best on the validation split.
 */
public final class HybridReranker implements Reranker {
    /** Lexical weight measured on the validation split (0.4–0.5 were equally good; README). */
    public static final double DEFAULT_LEXICAL_WEIGHT = 0.4;

    private final double lexicalWeight;

    public HybridReranker(double lexicalWeight) {
        if (lexicalWeight < 0 || lexicalWeight > 1) {
            throw new IllegalArgumentException("lexical weight must be within [0, 1]");
        }
        this.lexicalWeight = lexicalWeight;
    }

    public HybridReranker() {
        this(DEFAULT_LEXICAL_WEIGHT);
    }

    @Override
    public String id() {
        return "hybrid(lexical=" + lexicalWeight + ")";
    }

    @Override
    public double[] scores(RerankRequest request) {
        double[] dense = MultiQuerySignals.standardized(MultiQuerySignals.dense(request));
        double[] lexical = MultiQuerySignals.standardized(MultiQuerySignals.lexical(request));
        double[] out = new double[dense.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = (1 - lexicalWeight) * dense[i] + lexicalWeight * lexical[i];
        }
        return out;
    }
}
