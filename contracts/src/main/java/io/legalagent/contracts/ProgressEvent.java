package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.time.Instant;
import org.jspecify.annotations.Nullable;

/**
 * One small event per hop on {@code legal.progress}, for callers that stream progress: which node
 * ran, the route it took, the step it worked on and that step's confidence, if any.
 */
@JsonClassDescription("One event per hop on legal.progress.")
public record ProgressEvent(
        @JsonPropertyDescription("Message schema version; readers refuse any other.") int schemaVersion,
        @Size(min = 1) String runId,
        String requestId,
        String node,
        @Pattern(regexp = Patterns.ROUTE) String route,
        String topic,
        @JsonPropertyDescription("The step the run last worked on, if any.") @Min(1) @Nullable Integer stepId,
        @JsonPropertyDescription("That step's confidence once executed.") @Nullable Double confidence,
        @JsonPropertyDescription("Hops of the run including this one.") @Min(1) int hop,
        RunStatus status,
        @Nullable String traceId,
        Instant at,
        @JsonPropertyDescription("Who the run belongs to; absent for runs from before owners.")
                @JsonInclude(JsonInclude.Include.NON_NULL)
                @Nullable
                Owner owner) {

    /** An event of a run without an owner, as events were before owners. */
    public ProgressEvent(
            int schemaVersion,
            String runId,
            String requestId,
            String node,
            String route,
            String topic,
            @Nullable Integer stepId,
            @Nullable Double confidence,
            int hop,
            RunStatus status,
            @Nullable String traceId,
            Instant at) {
        this(schemaVersion, runId, requestId, node, route, topic, stepId, confidence, hop, status, traceId, at, null);
    }
}
