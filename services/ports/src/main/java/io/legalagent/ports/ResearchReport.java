package io.legalagent.ports;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.PlanStep;
import io.legalagent.contracts.StepStatus;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The research part of an answer, built from the plan alone so that every node that needs it (MC
 * selection, memory, observer) sees the same text. Citations are scoped per step as
 * {@code [Query q][Source n]}, numbered like {@link AgentState#reportedSteps()}.
 */
public final class ResearchReport {
    private static final Pattern SOURCE_CITATION = Pattern.compile("\\[Source\\s+(\\d+)]");
    /** A step's own source map: a "Sources" heading and everything after it. */
    private static final Pattern SOURCE_MAP = Pattern.compile("(?ms)^#{1,6}\\s*Sources\\s*$.*");

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
            sections.add("### Step " + q + ": " + step.question() + "\n\n"
                    + scopeCitations(withoutSourceMap(step.execution().answer()), q));
        }
        return String.join("\n\n", sections);
    }

    /** The answer lists all steps' sources once, scoped; each step's own map would repeat them. */
    static String withoutSourceMap(String answer) {
        return SOURCE_MAP.matcher(answer).replaceFirst("").strip();
    }

    /** Each step numbers its sources from 1, so a bare [Source n] is ambiguous across steps. */
    static String scopeCitations(String answer, int query) {
        return SOURCE_CITATION
                .matcher(answer)
                .replaceAll(m -> Matcher.quoteReplacement("[Query " + query + "][Source " + m.group(1) + "]"));
    }
}
