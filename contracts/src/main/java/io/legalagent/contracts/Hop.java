package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import jakarta.validation.constraints.Pattern;

/** One visit of the run to a node: which node, the route it chose, the topic that route leads to. */
@JsonClassDescription("One visit of the run to a node: the node, the route it chose, the topic that route leads to.")
public record Hop(String node, @Pattern(regexp = Patterns.ROUTE) String route, String topic) {}
