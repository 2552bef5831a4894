package io.legalagent.contracts;

import java.util.Objects;

/** The reason a run was rejected or failed, and the node that decided it. */
public record RunError(ErrorKind kind, String node, String reason) {
    public RunError {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(reason, "reason");
    }
}
