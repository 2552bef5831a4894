package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import java.util.Objects;

/**
 * An answered run that stopped short: what cut it short, the node where it happened, and the reason
 * as the runtime saw it. The answer's text says so in a sentence; this is the same for programs.
 */
@JsonClassDescription("Why an answered run stopped short, and the node where it did.")
public record Degradation(
        DegradationKind kind,
        @JsonPropertyDescription("The node whose model calls kept failing.") String node,
        @JsonPropertyDescription("The last failure, as the runtime summarised it.") String reason) {
    public Degradation {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(node, "node");
        Objects.requireNonNull(reason, "reason");
    }
}
