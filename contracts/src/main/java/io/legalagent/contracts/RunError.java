package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/** The reason a run was rejected or failed, and the node that decided it. */
@JsonClassDescription("Why a run was rejected or failed, and the node that decided it.")
public record RunError(ErrorKind kind, @Nullable String node, String reason) {
    public RunError {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(reason, "reason");
    }
}
