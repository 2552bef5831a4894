package io.legalagent.reviewer;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.PlanStep;
import io.legalagent.contracts.QueryType;
import io.legalagent.contracts.StepStatus;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;

/**
 * A reviewer's edit of a plan: the steps still to run become the decision's, fresh and pending,
 * numbered after the steps already run (1..n for a plan before any research); a step whose text is
 * unchanged keeps its phase. Steps already run stay as they are, with their evidence.
 */
final class PlanEdit {
    /** The phase of a step the reviewer wrote. */
    static final String REVIEW_PHASE = "review";

    private PlanEdit() {}

    static AgentState apply(AgentState state, List<String> questions, QueryType queryType) {
        var done = new ArrayList<PlanStep>();
        var phases = new HashMap<String, String>();
        for (var step : state.research().plan()) {
            if (step.status() == StepStatus.PENDING) {
                phases.putIfAbsent(step.question().strip(), step.phase());
            } else {
                done.add(step);
            }
        }
        int id = done.stream().mapToInt(PlanStep::id).max().orElse(0);
        var plan = new ArrayList<>(done);
        for (var question : questions) {
            if (question != null && !question.isBlank()) {
                var text = question.strip();
                plan.add(PlanStep.pending(++id, phases.getOrDefault(text, REVIEW_PHASE), text));
            }
        }
        var edited = state.withPlan(plan);
        return queryType == null ? edited : edited.withQueryType(queryType);
    }
}
