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
                Degradation degradation) {

    public static final Outcome IN_PROGRESS = new Outcome(RunStatus.IN_PROGRESS, null, null, null, null);

    public Outcome {
        Objects.requireNonNull(status, "status");
    }

    Outcome withFinalAnswer(String answer) {
        return new Outcome(status, answer, mcSelection, error, degradation);
    }

    Outcome withMcSelection(McSelection selection) {
        return new Outcome(status, finalAnswer, selection, error, degradation);
    }

    Outcome withStatus(RunStatus newStatus) {
        return new Outcome(newStatus, finalAnswer, mcSelection, error, degradation);
    }

    Outcome withError(RunStatus finalStatus, RunError cause) {
        return new Outcome(finalStatus, finalAnswer, mcSelection, cause, degradation);
    }

    Outcome withDegradation(Degradation cause) {
        return new Outcome(status, finalAnswer, mcSelection, error, cause);
    }
}
