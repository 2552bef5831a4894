package io.legalagent.ports;

import java.util.Objects;

/** The replanner's choice: research a new aspect, retry a failed step in other words, or stop. */
public record ReplanDecision(Action action, String question, String reasoning) {
    public enum Action {
        NEXT_STEP,
        RETRY,
        COMPLETE
    }

    public ReplanDecision {
        Objects.requireNonNull(action, "action");
        reasoning = reasoning == null ? "" : reasoning;
    }

    public static ReplanDecision complete(String reasoning) {
        return new ReplanDecision(Action.COMPLETE, null, reasoning);
    }
}
