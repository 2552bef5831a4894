package io.legalagent.observer;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.route.ObserverRoute;
import io.legalagent.ports.FinalAnswer;
import io.legalagent.runtime.Node;
import io.legalagent.runtime.Transition;

/**
 * Settles the run's final status and writes the answer the caller reads. Every run ends here, also
 * those the guard rejected, the runtime stopped or a reviewer declined, so the caller always gets one
 * answer.
 */
final class ObserverNode implements Node<ObserverRoute> {

    @Override
    public NodeName name() {
        return NodeName.OBSERVER;
    }

    @Override
    public Class<ObserverRoute> routeType() {
        return ObserverRoute.class;
    }

    @Override
    public Transition<ObserverRoute> apply(AgentState state) {
        var settled = state.withStatus(finalStatus(state.status()));
        return Transition.to(ObserverRoute.FINAL, settled.withFinalAnswer(FinalAnswer.compose(settled)));
    }

    /** A rejection, a failure or a reviewer's refusal stands; any run that got this far otherwise is answered. */
    private static RunStatus finalStatus(RunStatus status) {
        return switch (status) {
            case REJECTED, FAILED, DECLINED -> status;
            case IN_PROGRESS, ANSWERED -> RunStatus.ANSWERED;
        };
    }
}
