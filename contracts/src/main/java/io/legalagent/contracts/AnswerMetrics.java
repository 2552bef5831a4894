package io.legalagent.contracts;

import java.util.List;

/** Run totals reported with the answer, and the per-node breakdown they sum. */
public record AnswerMetrics(
        int llmCalls,
        long inputChars,
        long outputChars,
        long inputTokens,
        long outputTokens,
        int parseFailures,
        int stepsCompleted,
        int stepsFailed,
        int iterations,
        int hops,
        long elapsedMillis,
        List<NodeMetrics> perNode) {

    public AnswerMetrics {
        perNode = perNode == null ? List.of() : List.copyOf(perNode);
    }
}
