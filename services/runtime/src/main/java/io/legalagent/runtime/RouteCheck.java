package io.legalagent.runtime;

import io.legalagent.contracts.Topics;
import io.legalagent.contracts.route.Topology;
import java.util.ArrayList;
import java.util.List;

/**
 * Start-up check that every value of a node's route enum leads to a known topic, and that the enum is
 * the one the topology names for the node: the broker's ACLs are derived from that topology, so a
 * node with other routes would be refused at its first hop.
 */
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
        var declared = List.<Object>of((Object[]) node.routeType().getEnumConstants());
        if (!Topology.routesOf(node.name()).equals(declared)) {
            problems.add("its routes " + declared + " are not the topology's " + Topology.routesOf(node.name()));
        }
        if (!problems.isEmpty()) {
            throw new IllegalStateException(
                    "Node " + node.name().id() + " cannot start: " + String.join("; ", problems));
        }
    }
}
