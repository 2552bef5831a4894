package io.legalagent.retrieval.rp;

/**
 * A pooled passage as RPv1.1 sees it: id, text, signals, and its retrieval relevance (the default
 * ranker's score), which stands in for the citation edge where the pool has no citator signal.
 */
public record RpCandidate(String id, String text, CitatorSignals signals, double relevance) {}
