package io.legalagent.cli;

import io.legalagent.contracts.NodeName;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import org.apache.kafka.clients.admin.Admin;

/**
 * How the running stack is laid out, as the broker sees it: partitions of each node's inbox and
 * consumers in each node's group. A benchmark reports what it measured on, not what it asked for.
 */
record StackShape(Map<String, Integer> partitions, Map<String, Integer> consumers) {

    static StackShape read(Admin admin) throws ExecutionException, InterruptedException {
        var inboxes =
                java.util.Arrays.stream(NodeName.values()).map(NodeName::inbox).toList();
        var topics = admin.describeTopics(inboxes).allTopicNames().get();
        var groups = admin.describeConsumerGroups(java.util.Arrays.stream(NodeName.values())
                        .map(LagReport::groupOf)
                        .toList())
                .all()
                .get();
        var partitions = new LinkedHashMap<String, Integer>();
        var consumers = new LinkedHashMap<String, Integer>();
        for (NodeName node : NodeName.values()) {
            partitions.put(node.id(), topics.get(node.inbox()).partitions().size());
            var group = groups.get(LagReport.groupOf(node));
            consumers.put(node.id(), group == null ? 0 : group.members().size());
        }
        return new StackShape(partitions, consumers);
    }

    /** "6 partitions per inbox; consumers: guard 1, ..., executor 2, ..." */
    String describe() {
        var counts = List.copyOf(new java.util.TreeSet<>(partitions.values()));
        var text = new StringBuilder(
                counts.size() == 1 ? counts.get(0) + " partitions per inbox" : "partitions per inbox " + partitions);
        text.append("; consumers per node:");
        consumers.forEach((node, n) -> text.append(' ').append(node).append(' ').append(n));
        return text.toString();
    }

    Map<String, Object> figures() {
        var map = new LinkedHashMap<String, Object>();
        map.put("partitions", partitions);
        map.put("consumers", consumers);
        return map;
    }
}
