package io.legalagent.runtime;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.ErrorKind;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.RunError;
import io.legalagent.contracts.RunStatus;
import java.time.Clock;
import java.util.UUID;

/** The FAILED states the runtime makes when a node cannot finish a hop. */
final class RunFailures {
    private RunFailures() {}

    /** A run for a record that could not be read: keyed by the record key when there is one. */
    static AgentState unreadable(NodeName node, String key, String reason, Clock clock) {
        String runId = key == null || key.isBlank() ? UUID.randomUUID().toString() : key;
        var state = AgentState.start(runId, runId, Question.of(""), clock.instant());
        return state.withError(
                RunStatus.FAILED,
                new RunError(
                        ErrorKind.POISON_RECORD, node.id(), "unreadable record on " + node.inbox() + ": " + reason));
    }

    static AgentState hopLimit(NodeName node, AgentState state, int maxHops) {
        return state.withError(
                RunStatus.FAILED,
                new RunError(
                        ErrorKind.HOP_LIMIT,
                        node.id(),
                        "the run exceeded the limit of " + maxHops + " hops and was stopped before " + node.id()));
    }

    static AgentState nodeFailed(NodeName node, AgentState state, Throwable cause) {
        return state.withError(
                RunStatus.FAILED,
                new RunError(ErrorKind.NODE_FAILURE, node.id(), node.id() + " failed: " + describe(rootOf(cause))));
    }

    private static Throwable rootOf(Throwable error) {
        Throwable root = error;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return root;
    }

    private static String describe(Throwable error) {
        var message = error.getMessage();
        return error.getClass().getSimpleName() + (message == null ? "" : ": " + message);
    }
}
