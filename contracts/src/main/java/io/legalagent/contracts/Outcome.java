package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Where a run stands and what it concluded: status, answer text, the selected choice, an error, and
 * what cut an answered run short.
 */
@JsonClassDescription("Where the run stands and what it concluded.")
public record Outcome(
        RunStatus status,
        @Nullable String finalAnswer,
        @Nullable McSelection mcSelection,
        @Nullable RunError error,
        @JsonPropertyDescription("Set when the run goes on with less research than planned: the model was unavailable.")
                @JsonInclude(JsonInclude.Include.NON_NULL)
                @Nullable
                Degradation degradation,
        @JsonPropertyDescription("The memory node's decision: whether the answer deserves a place in QA memory;"
                        + " absent before it decided.")
                @JsonInclude(JsonInclude.Include.NON_NULL)
                @Nullable
                Boolean remember) {

    public static final Outcome IN_PROGRESS = new Outcome(RunStatus.IN_PROGRESS, null, null, null, null, null);

    public Outcome {
        Objects.requireNonNull(status, "status");
    }

    /** An outcome the memory node has not judged. */
    public Outcome(
            RunStatus status,
            @Nullable String finalAnswer,
            @Nullable McSelection mcSelection,
            @Nullable RunError error,
            @Nullable Degradation degradation) {
        this(status, finalAnswer, mcSelection, error, degradation, null);
    }

    Outcome withRemember(boolean decision) {
        return new Outcome(status, finalAnswer, mcSelection, error, degradation, decision);
    }

    Outcome withFinalAnswer(String answer) {
        return new Outcome(status, answer, mcSelection, error, degradation, remember);
    }

    Outcome withMcSelection(McSelection selection) {
        return new Outcome(status, finalAnswer, selection, error, degradation, remember);
    }

    Outcome withStatus(RunStatus newStatus) {
        return new Outcome(newStatus, finalAnswer, mcSelection, error, degradation, remember);
    }

    Outcome withError(RunStatus finalStatus, RunError cause) {
        return new Outcome(finalStatus, finalAnswer, mcSelection, cause, degradation, remember);
    }

    Outcome withDegradation(Degradation cause) {
        return new Outcome(status, finalAnswer, mcSelection, error, cause, remember);
    }
}
