package io.legalagent.ports;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.McSelection;
import java.util.ArrayList;

/**
 * The markdown answer the caller reads, composed from a settled state alone: the observer writes it,
 * and a replay composes it again from a ResearchPack to check it byte for byte.
 */
public final class FinalAnswer {
    private FinalAnswer() {}

    public static String compose(AgentState state) {
        return switch (state.status()) {
            case REJECTED -> "Rejected: " + reason(state);
            case FAILED -> "Failed: " + reason(state);
            default -> answered(state);
        };
    }

    /** The chosen letter and its reasoning, or why none was chosen; nothing for an open question. */
    public static String selection(McSelection selection) {
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

    /** The research (fresh, or cached: a memory hit set it), the choice if any, and the sources. */
    private static String answered(AgentState state) {
        String research =
                state.outcome().finalAnswer() == null ? "" : state.outcome().finalAnswer();
        return research + selection(state.outcome().mcSelection()) + sources(state);
    }

    private static String reason(AgentState state) {
        return state.outcome().error() == null
                ? "no reason was recorded"
                : state.outcome().error().reason();
    }

    /** One line per cited passage, numbered as the research cites them. */
    private static String sources(AgentState state) {
        var lines = new ArrayList<String>();
        var steps = state.research().reportedSteps();
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
