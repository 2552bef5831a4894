package io.legalagent.runtime;

import io.legalagent.contracts.AgentState;
import java.util.Objects;

/** A node's result: the new state and the route that decides the next topic. */
public record Transition<R extends Enum<R>>(AgentState state, R route) {
    public Transition {
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(route, "route");
    }

    public static <R extends Enum<R>> Transition<R> to(R route, AgentState state) {
        return new Transition<>(state, route);
    }
}
