package io.legalagent.observer;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.McSelection;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.route.ObserverRoute;
import io.legalagent.runtime.Node;
import io.legalagent.runtime.Transition;
import java.util.ArrayList;

/**
 * Settles the run's final status and writes the answer the caller reads. Every run ends here, also
 * those the guard rejected or the runtime stopped, so the caller always gets one answer.
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
        return Transition.to(ObserverRoute.FINAL, settled.withFinalAnswer(markdown(settled)));
    }

    /** A rejection or failure stands; any run that got this far otherwise is answered. */
    private static RunStatus finalStatus(RunStatus status) {
        return status == RunStatus.REJECTED || status == RunStatus.FAILED ? status : RunStatus.ANSWERED;
    }

    private static String markdown(AgentState state) {
        return switch (state.status()) {
            case REJECTED -> "Rejected: " + reason(state);
            case FAILED -> "Failed: " + reason(state);
            default -> answered(state);
        };
    }

    /** The research (fresh, or cached: a memory hit set it), the choice if any, and the sources. */
    private static String answered(AgentState state) {
        String research = state.finalAnswer() == null ? "" : state.finalAnswer();
        return research + selection(state.mcSelection()) + sources(state);
    }

    private static String reason(AgentState state) {
        return state.error() == null ? "no reason was recorded" : state.error().reason();
    }

    /** The chosen letter and its reasoning, or why none was chosen; nothing for an open question. */
    private static String selection(McSelection selection) {
        if (selection == null) {
            return "";
        }
        if (selection.selected()) {
            String reasoning =
                    selection.reasoning() == null || selection.reasoning().isBlank()
                            ? ""
                            : "\n\n" + selection.reasoning();
            return "\n\n---\n\n**Answer: (" + selection.letter() + ")**" + reasoning;
        }
        String because = selection.skippedBecause() == null ? "no reason was given" : selection.skippedBecause();
        return "\n\n---\n\n_No answer choice was selected: " + because + "_";
    }

    /** One line per cited passage, numbered as the research cites them. */
    private static String sources(AgentState state) {
        var lines = new ArrayList<String>();
        var steps = state.reportedSteps();
        for (int q = 1; q <= steps.size(); q++) {
            var evidence = steps.get(q - 1).execution().evidence();
            for (int n = 1; n <= evidence.size(); n++) {
                var passage = evidence.get(n - 1);
                String origin = passage.source().isBlank() ? "" : " — " + passage.source();
                lines.add("- [Query " + q + "][Source " + n + "] " + passage.id() + origin);
            }
        }
        return lines.isEmpty() ? "" : "\n\n## Sources\n" + String.join("\n", lines);
    }
}
