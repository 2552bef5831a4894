package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import jakarta.validation.constraints.Min;
import java.util.Objects;

/** What one node spent on a run: visits, time in the node, and its model usage. */
@JsonClassDescription("What one node spent on a run.")
public record NodeMetrics(
        String node,
        @Min(0) int visits,
        @JsonPropertyDescription("Time spent in the node.") @Min(0) long millis,
        ModelUsage model) {
    public NodeMetrics {
        Objects.requireNonNull(node, "node");
        model = model == null ? ModelUsage.NONE : model;
    }

    NodeMetrics visited(long elapsedMillis) {
        return new NodeMetrics(node, visits + 1, millis + elapsedMillis, model);
    }

    NodeMetrics used(ModelUsage usage) {
        return new NodeMetrics(node, visits, millis, model.plus(usage));
    }
}
