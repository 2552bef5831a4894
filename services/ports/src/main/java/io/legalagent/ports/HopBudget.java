package io.legalagent.ports;

import io.legalagent.contracts.NodeName;
import java.time.Duration;

/**
 * The longest the outside calls of one visit of a node can take, every retry and wait included. A
 * service's dependencies (the model layer) supply it; the node runtime adds up every budget of the
 * service to size how long one hop may hold its Kafka consumer ({@code max.poll.interval.ms}).
 */
public interface HopBudget {
    Duration of(NodeName node);

    /** How the figure was reached, for the start-up log. */
    String explain(NodeName node);
}
