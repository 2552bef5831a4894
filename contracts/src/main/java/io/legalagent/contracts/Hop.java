package io.legalagent.contracts;

/** One visit of the run to a node: which node, the route it chose, the topic that route leads to. */
public record Hop(String node, String route, String topic) {}
