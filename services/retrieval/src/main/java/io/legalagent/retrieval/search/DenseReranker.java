package io.legalagent.retrieval.search;

import io.legalagent.retrieval.embed.Vectors;

/** No reranking beyond the embedding: cosine similarity of each candidate to the primary query. */
public final class DenseReranker implements Reranker {
    @Override
    public String id() {
        return "dense";
    }

    @Override
    public double[] scores(RerankRequest request) {
        var candidates = request.candidates();
        double[] scores = new double[candidates.size()];
        for (int i = 0; i < scores.length; i++) {
            scores[i] =
                    Vectors.cosine(request.primaryVector(), candidates.get(i).embedding());
        }
        return scores;
    }
}
