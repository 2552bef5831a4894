package io.legalagent.runtime;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.ErrorKind;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.RunError;
import io.legalagent.contracts.RunStatus;
import io.legalagent.ports.SecretMask;
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
                        ErrorKind.POISON_RECORD,
                        node.id(),
                        "unreadable record on " + node.inbox() + ": " + SecretMask.mask(reason)));
    }

    static AgentState hopLimit(NodeName node, AgentState state, int maxHops) {
        return state.withError(
                RunStatus.FAILED,
                new RunError(
                        ErrorKind.HOP_LIMIT,
                        node.id(),
                        "the run exceeded the limit of " + maxHops + " hops and was stopped before " + node.id()));
    }

    /**
     * @param tries how often the hop was tried; a transient failure is only given up on after all
     *     of the runtime's retries, and the reason says so
     */
    static AgentState nodeFailed(NodeName node, AgentState state, Throwable cause, int tries) {
        String when = Errors.isTransient(cause) ? " after " + tries + " tries" : "";
        return state.withError(
                RunStatus.FAILED,
                new RunError(
                        ErrorKind.NODE_FAILURE,
                        node.id(),
                        node.id() + " failed" + when + ": " + Errors.summary(cause)));
    }
}
