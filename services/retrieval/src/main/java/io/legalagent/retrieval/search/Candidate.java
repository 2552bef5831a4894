package io.legalagent.retrieval.search;

import io.legalagent.retrieval.store.StoredPassage;

/** A pooled passage (with its stored embedding) waiting to be reranked. */
public record Candidate(StoredPassage passage) {
    public String id() {
        return passage.id();
    }

    public float[] embedding() {
        return passage.embedding();
    }

    /** The text lexical scoring sees: title (if any) and body, as it was embedded. */
    public String searchableText() {
        String title = passage.metadataString("title");
        return title.isBlank() ? passage.text() : title + "\n" + passage.text();
    }
}
