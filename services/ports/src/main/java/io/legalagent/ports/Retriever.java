package io.legalagent.ports;

import java.util.Set;

/** Finds evidence for a step's queries, never returning a passage whose id is excluded. */
public interface Retriever {
    Retrieval retrieve(QuerySet queries, Set<String> excludedIds);

    /** The fingerprint the ingest stored with the searched collection, or null when it has none. */
    default String corpusFingerprint() {
        return null;
    }
}
