package io.legalagent.runtime;

import io.legalagent.contracts.AgentState;
import java.util.Objects;
import java.util.Optional;

/**
 * The first state of a run made from a raw input record. When {@code deadLetterReason} is present the
 * record could not be read at all: the runtime also copies it to the inbox's dead-letter topic. When
 * {@code claimsRequestId} is true the runtime records the state's request id as used by its run, in
 * the same transaction as the hop.
 */
public record Admission(AgentState state, Optional<String> deadLetterReason, boolean claimsRequestId) {
    public Admission {
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(deadLetterReason, "deadLetterReason");
    }

    public static Admission of(AgentState state) {
        return new Admission(state, Optional.empty(), false);
    }

    public static Admission poison(AgentState rejected, String reason) {
        return new Admission(rejected, Optional.of(reason), false);
    }

    /** This admission, also recording its request id as used by its run. */
    public Admission claimingRequestId() {
        return new Admission(state, deadLetterReason, true);
    }

    /** Another state for the same record, keeping whether it is dead-lettered; claims nothing. */
    public Admission instead(AgentState other) {
        return new Admission(other, deadLetterReason, false);
    }
}
