package io.legalagent.ports;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Citations;
import io.legalagent.contracts.PlanStep;
import io.legalagent.contracts.StepStatus;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The research part of an answer, built from the plan alone so that every node that needs it (MC
 * selection, memory, observer) sees the same text. Citations are scoped per step as
 * {@code [Query q][Source n]}, numbered like {@link io.legalagent.contracts.Research#reportedSteps()}.
 * Each step is headed by its phase, as the original headed them, with its question on the next line.
 */
public final class ResearchReport {

    static final String QUESTION = "**Question:** ";
    static final String WEAK_EVIDENCE = "What the research found, below the confidence threshold (read it with care):";

    private ResearchReport() {}

    /** True when no step completed: the research is too weak to answer from. */
    public static boolean foundNothing(AgentState state) {
        return state.research().count(StepStatus.COMPLETED) == 0;
    }

    public static String compose(AgentState state) {
        return foundNothing(state)
                ? failureNotice(state)
                : sections(state.research().reportedSteps());
    }

    /**
     * Built from the final plan, so the count is the number of steps that failed in the whole run. What
     * the steps did find still follows, marked as weak evidence: a reader can judge it, and it cites
     * its sources like any other research.
     */
    private static String failureNotice(AgentState state) {
        var tried = state.research().reportedSteps();
        double best = tried.stream().mapToDouble(PlanStep::confidence).max().orElse(0.0);
        var text = new StringBuilder(String.format(
                Locale.ROOT,
                "All %d research steps failed to find sufficient evidence (best confidence %.2f).",
                state.research().count(StepStatus.FAILED),
                best));
        if (!tried.isEmpty()) {
            text.append("\n\n").append(WEAK_EVIDENCE).append("\n\n").append(sections(tried));
        }
        return text.toString();
    }

    private static String sections(List<PlanStep> steps) {
        var sections = new ArrayList<String>(steps.size());
        for (int q = 1; q <= steps.size(); q++) {
            var step = steps.get(q - 1);
            sections.add(header(q, step) + "\n\n"
                    + scopeCitations(withoutSourceMap(step.execution().answer()), q));
        }
        return String.join("\n\n", sections);
    }

    /**
     * {@code ### Step q: phase} and the question on a line of its own; a step without a phase (one
     * rebuilt from a pack made before phases were kept) is headed by its question, as it was then.
     */
    static String header(int q, PlanStep step) {
        return step.phase().isBlank()
                ? "### Step " + q + ": " + step.question()
                : "### Step " + q + ": " + step.phase() + "\n\n" + QUESTION + step.question();
    }

    /** The answer lists all steps' sources once, scoped; each step's own map would repeat them. */
    static String withoutSourceMap(String answer) {
        return Citations.withoutSourceMap(answer);
    }

    /** Each step numbers its sources from 1, so a bare [Source n] is ambiguous across steps. */
    static String scopeCitations(String answer, int query) {
        return Citations.scoped(answer, query);
    }
}
