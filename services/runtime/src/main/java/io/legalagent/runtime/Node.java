package io.legalagent.runtime;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.NodeName;

/**
 * One step of the research loop as a plain function: a state in, a new state and a typed route out.
 * The runtime does everything else (Kafka, transactions, hop counting, progress, errors).
 *
 * @param <R> the node's route enum; every value must have a topic in {@code Topology}
 */
public interface Node<R extends Enum<R>> {
    NodeName name();

    Class<R> routeType();

    Transition<R> apply(AgentState state);
}
