package io.legalagent.runtime;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Degradation;
import io.legalagent.contracts.DegradationKind;
import io.legalagent.contracts.StepStatus;
import java.util.Optional;

/**
 * Whether a hop that failed for good can still carry its run on. Only when the model stayed
 * unavailable (the model port's {@code ModelUnavailable}) and the run has completed at least one
 * research step: then the node finishes without the model, as the original agent completed with the
 * evidence it had. Without completed steps there is nothing to answer from, and the run fails.
 */
final class ModelOutage {
    private ModelOutage() {}

    static <R extends Enum<R>> Optional<Transition<R>> carryOn(Node<R> node, AgentState state, Throwable error) {
        if (state.finished()
                || !Errors.isModelUnavailable(error)
                || state.research().count(StepStatus.COMPLETED) == 0) {
            return Optional.empty();
        }
        var cause =
                new Degradation(DegradationKind.MODEL_UNAVAILABLE, node.name().id(), Errors.summary(error));
        return node.withoutModel(state.withDegradation(cause));
    }
}
