package io.legalagent.ports;

import io.legalagent.contracts.Evidence;
import java.util.List;
import java.util.Set;

/** Finds evidence for a step's queries, never returning a passage whose id is excluded. */
public interface Retriever {
    Retrieval retrieve(QuerySet queries, Set<String> excludedIds);

    /** How many passages it keeps for a step; a step given a frozen context takes as many of its passages. */
    int topK();

    /** The fingerprint the ingest stored with the searched collection, or null when it has none. */
    default String corpusFingerprint() {
        return null;
    }

    /**
     * The passages of these ids as the store holds them today (an id it does not hold is left out):
     * a replay checks cached research against them. Empty where the retriever cannot look passages up.
     */
    default List<Evidence> passages(List<String> ids) {
        return List.of();
    }
}
