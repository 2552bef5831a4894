package io.legalagent.runtime;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.NodeName;

/**
 * The hops a run has spent against {@code legal.runtime.max-hops}: those since a reviewer last
 * resumed it, else all. The limit stops a loop that runs away on its own; a reviewer's decision
 * (more research, an edited plan) is a person's, so each one gives the run a fresh budget, and the
 * number of decisions is bounded by people, not by the loop.
 */
final class HopBudget {
    private static final String REVIEWER = NodeName.REVIEWER.id();

    private HopBudget() {}

    static int spent(AgentState state) {
        var trail = state.telemetry().trail();
        for (int i = trail.size() - 1; i >= 0; i--) {
            if (REVIEWER.equals(trail.get(i).node())) {
                return trail.size() - 1 - i;
            }
        }
        return state.telemetry().hops();
    }
}
