package io.legalagent.contracts;

import java.util.Objects;

/** What one node spent on a run: visits, time in the node, and its model usage. */
public record NodeMetrics(String node, int visits, long millis, ModelUsage model) {
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
