package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/** Where a run stands and what it concluded: status, answer text, the selected choice, an error. */
@JsonClassDescription("Where the run stands and what it concluded.")
public record Outcome(
        RunStatus status, @Nullable String finalAnswer, @Nullable McSelection mcSelection, @Nullable RunError error) {

    public static final Outcome IN_PROGRESS = new Outcome(RunStatus.IN_PROGRESS, null, null, null);

    public Outcome {
        Objects.requireNonNull(status, "status");
    }

    Outcome withFinalAnswer(String answer) {
        return new Outcome(status, answer, mcSelection, error);
    }

    Outcome withMcSelection(McSelection selection) {
        return new Outcome(status, finalAnswer, selection, error);
    }

    Outcome withStatus(RunStatus newStatus) {
        return new Outcome(newStatus, finalAnswer, mcSelection, error);
    }

    Outcome withError(RunStatus finalStatus, RunError cause) {
        return new Outcome(finalStatus, finalAnswer, mcSelection, cause);
    }
}
