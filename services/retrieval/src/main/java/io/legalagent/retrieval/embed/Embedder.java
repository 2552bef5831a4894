package io.legalagent.retrieval.embed;

import java.util.List;

/**
 * Turns text into unit-length vectors, so that a dot product is the cosine similarity. Queries and
 * passages are embedded separately because some models (bge) want an instruction before a query.
 */
public interface Embedder {
    /** Identifies model and query convention; stored with a collection so that mixing is caught. */
    String modelId();

    /** The passage side alone: what stored vectors depend on (a query instruction does not change them). */
    default String passageModelId() {
        return modelId();
    }

    int dimension();

    List<float[]> embedQueries(List<String> queries);

    List<float[]> embedPassages(List<String> passages);

    /** One passage-side text, such as a question QA memory compares with earlier questions. */
    default float[] embedPassage(String passage) {
        return embedPassages(List.of(passage)).get(0);
    }

    default float[] embedQuery(String query) {
        return embedQueries(List.of(query)).get(0);
    }
}
