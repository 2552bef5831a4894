package io.legalagent.runtime;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.NodeName;
import java.util.Optional;

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

    /**
     * The hop without the model, once it stayed unavailable through every retry of this hop, for a
     * run that has completed research steps: how this node finishes with the evidence found rather
     * than failing the run. The state already records the degradation, so later nodes make no model
     * call. Empty (the default) fails the run as any other failure does: for nodes that run before
     * any research, or whose work cannot be skipped.
     */
    default Optional<Transition<R>> withoutModel(AgentState state) {
        return Optional.empty();
    }
}
