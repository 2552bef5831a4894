package io.legalagent.contracts;

import java.util.List;
import java.util.Objects;

/**
 * What the executor did for one step: the queries it searched with (primary first), the passages it
 * kept in rank order, the cited synthesis, and the confidence (mean cosine similarity of the primary
 * query to the kept passages). {@code candidates} and {@code excluded} describe the pooled search;
 * {@code excludedIds} (sorted) are the passages other steps had used, which the search left out, and
 * {@code contextSha256} the hash of the exact context window the synthesis saw (null when none ran).
 */
public record StepExecution(
        List<String> queries,
        List<Evidence> evidence,
        String answer,
        double confidence,
        int candidates,
        int excluded,
        List<String> excludedIds,
        String contextSha256) {
    public StepExecution {
        queries = List.copyOf(queries);
        evidence = List.copyOf(evidence);
        Objects.requireNonNull(answer, "answer");
        excludedIds =
                excludedIds == null ? List.of() : excludedIds.stream().sorted().toList();
    }

    public StepExecution(
            List<String> queries,
            List<Evidence> evidence,
            String answer,
            double confidence,
            int candidates,
            int excluded) {
        this(queries, evidence, answer, confidence, candidates, excluded, List.of(), null);
    }
}
