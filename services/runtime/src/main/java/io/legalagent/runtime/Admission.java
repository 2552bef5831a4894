package io.legalagent.runtime;

import io.legalagent.contracts.AgentState;
import java.util.Objects;
import java.util.Optional;

/**
 * The first state of a run made from a raw input record. When {@code deadLetterReason} is present the
 * record could not be read at all: the runtime also copies it to the inbox's dead-letter topic.
 */
public record Admission(AgentState state, Optional<String> deadLetterReason) {
    public Admission {
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(deadLetterReason, "deadLetterReason");
    }

    public static Admission of(AgentState state) {
        return new Admission(state, Optional.empty());
    }

    public static Admission poison(AgentState rejected, String reason) {
        return new Admission(rejected, Optional.of(reason));
    }
}
