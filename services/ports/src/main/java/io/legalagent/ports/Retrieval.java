package io.legalagent.ports;

import io.legalagent.contracts.Evidence;
import java.util.List;

/**
 * Passages kept for a step in rank order, the confidence (mean cosine similarity of the primary query
 * to them), how many distinct candidates the pooled search found, and how many were excluded
 * because earlier steps used them.
 */
public record Retrieval(List<Evidence> passages, double confidence, int candidates, int excluded) {
    public Retrieval {
        passages = List.copyOf(passages);
    }
}
