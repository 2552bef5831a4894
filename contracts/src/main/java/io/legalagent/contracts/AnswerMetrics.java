package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import jakarta.validation.constraints.Min;
import java.util.List;
import org.jspecify.annotations.Nullable;

/** Run totals reported with the answer, and the per-node breakdown they sum. */
@JsonClassDescription("Run totals reported with the answer, and the per-node breakdown they sum.")
public record AnswerMetrics(
        @Min(0) int llmCalls,
        @Min(0) long inputChars,
        @Min(0) long outputChars,
        @Min(0) long inputTokens,
        @Min(0) long outputTokens,
        @Min(0) int parseFailures,
        @Min(0) int stepsCompleted,
        @Min(0) int stepsFailed,
        @JsonPropertyDescription("Steps planned but neither completed nor failed when the run ended;"
                        + " absent from answers published before it was reported.")
                @JsonInclude(JsonInclude.Include.NON_NULL)
                @Min(0)
                @Nullable
                Integer stepsPending,
        @Min(0) int iterations,
        @Min(0) int hops,
        @JsonPropertyDescription("From the question to the answer, less the time the run waited for reviewers.") @Min(0)
                long elapsedMillis,
        List<NodeMetrics> perNode) {

    public AnswerMetrics {
        perNode = perNode == null ? List.of() : List.copyOf(perNode);
    }
}
