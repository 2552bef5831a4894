package io.legalagent.retrieval.rp;

/**
 * One passage's RPv1.1 score, term by term: {@code score = edge + treatment + frequency + position +
 * density − overruled}, each term already weighted. {@code semanticEdge} says that the edge term is the
 * citator-free adaptation's (the retrieval relevance scaled to [0, 1]) rather than a citation edge.
 */
public record RpTerms(
        String id,
        double edge,
        boolean semanticEdge,
        double treatment,
        double frequency,
        double position,
        double density,
        double overruled,
        double score) {}
