package io.legalagent.contracts;

import java.util.Objects;

/** Where a run stands and what it concluded: status, answer text, the selected choice, an error. */
public record Outcome(RunStatus status, String finalAnswer, McSelection mcSelection, RunError error) {

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
