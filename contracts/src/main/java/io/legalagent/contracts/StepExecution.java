package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Pattern;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * What the executor did for one step: the queries it searched with (primary first), the passages it
 * kept in rank order, the cited synthesis, and the confidence (mean cosine similarity of the primary
 * query to the kept passages). {@code candidates} and {@code excluded} describe the pooled search;
 * {@code excludedIds} (sorted) are the passages other steps had used, which the search left out, and
 * {@code contextSha256} the hash of the exact context window the synthesis saw (null when none ran).
 */
@JsonClassDescription("What the executor did for one step.")
public record StepExecution(
        @JsonPropertyDescription("Search queries, primary first.") List<String> queries,
        @JsonPropertyDescription("Kept passages in rank order.") List<Evidence> evidence,
        @JsonPropertyDescription("Synthesis citing [Source N].") String answer,
        @JsonPropertyDescription("Mean cosine similarity of the primary query to the kept passages.") double confidence,
        @JsonPropertyDescription("Passages pooled over all queries.") @Min(0) int candidates,
        @JsonPropertyDescription("Pooled passages dropped because earlier steps used them.") @Min(0) int excluded,
        @JsonPropertyDescription("Passages other steps had used, which the search left out; sorted.")
                List<String> excludedIds,
        @JsonPropertyDescription("SHA-256 of the context window the synthesis saw; null when none ran.")
                @Pattern(regexp = Patterns.SHA256)
                @Nullable
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
