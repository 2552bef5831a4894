package io.legalagent.contracts;

import java.util.List;
import java.util.Objects;

/**
 * What the executor did for one step: the queries it searched with (primary first), the passages it
 * kept in rank order, the cited synthesis, and the confidence (mean cosine similarity of the primary
 * query to the kept passages). {@code candidates} and {@code excluded} describe the pooled search.
 */
public record StepExecution(
        List<String> queries, List<Evidence> evidence, String answer, double confidence, int candidates, int excluded) {
    public StepExecution {
        queries = List.copyOf(queries);
        evidence = List.copyOf(evidence);
        Objects.requireNonNull(answer, "answer");
    }
}
