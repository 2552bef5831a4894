package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * Per-run accounting, carried in the envelope so that it is committed with each hop: a redelivered
 * record starts again from the committed figures and nothing is counted twice. Nodes appear in name
 * order so the JSON is stable.
 */
@JsonClassDescription("Per-run accounting; nodes in name order.")
public record RunMetrics(List<NodeMetrics> nodes) {
    public static final RunMetrics EMPTY = new RunMetrics(List.of());

    public RunMetrics {
        nodes = nodes == null ? List.of() : List.copyOf(nodes);
    }

    public RunMetrics visited(String node, long millis) {
        return update(node, m -> m.visited(millis));
    }

    public RunMetrics used(String node, ModelUsage usage) {
        return update(node, m -> m.used(usage));
    }

    /** Model usage summed over all nodes. */
    public ModelUsage model() {
        return nodes.stream().map(NodeMetrics::model).reduce(ModelUsage.NONE, ModelUsage::plus);
    }

    public int llmCalls() {
        return model().calls();
    }

    private RunMetrics update(String node, UnaryOperator<NodeMetrics> change) {
        var next = new ArrayList<NodeMetrics>();
        boolean found = false;
        for (var m : nodes) {
            if (m.node().equals(node)) {
                next.add(change.apply(m));
                found = true;
            } else {
                next.add(m);
            }
        }
        if (!found) {
            next.add(change.apply(new NodeMetrics(node, 0, 0, ModelUsage.NONE)));
        }
        next.sort(Comparator.comparing(NodeMetrics::node));
        return new RunMetrics(next);
    }
}
