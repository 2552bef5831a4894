package io.legalagent.ports;

import java.util.Set;

/** Finds evidence for a step's queries, never returning a passage whose id is excluded. */
public interface Retriever {
    Retrieval retrieve(QuerySet queries, Set<String> excludedIds);
}
