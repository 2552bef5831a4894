package io.legalagent.runtime;

import io.legalagent.contracts.Topics;
import io.legalagent.contracts.route.Topology;
import java.util.ArrayList;

/** Start-up check that every value of a node's route enum leads to a known topic. */
final class RouteCheck {
    private RouteCheck() {}

    static void verify(Node<?> node) {
        var problems = new ArrayList<String>();
        for (Enum<?> route : node.routeType().getEnumConstants()) {
            var topic = Topology.topicOf(route);
            if (topic.isEmpty()) {
                problems.add(route.getDeclaringClass().getSimpleName() + "." + route.name() + " has no topic");
            } else if (!Topics.all().contains(topic.get())) {
                problems.add(route.name() + " leads to unknown topic " + topic.get());
            }
        }
        if (!problems.isEmpty()) {
            throw new IllegalStateException(
                    "Node " + node.name().id() + " cannot start: " + String.join("; ", problems));
        }
    }
}
