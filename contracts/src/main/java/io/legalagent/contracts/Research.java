package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import jakarta.validation.constraints.Min;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The research of a run: its plan of steps, the summaries the evaluator accumulated, how often it
 * was judged, a cache hit if the research was reused, and the recorded model outputs.
 */
@JsonClassDescription(
        "The plan, the accumulated step summaries, the evaluations, a reused cache hit and the recorded model outputs.")
public record Research(
        List<PlanStep> plan,
        List<StepSummary> accumulatedContext,
        @JsonPropertyDescription("Evaluations that judged at least one step.") @Min(0) int iteration,
        @Nullable MemoryHit memoryHit,
        ResearchLog log) {

    public static final Research NONE = new Research(List.of(), List.of(), 0, null, ResearchLog.EMPTY);

    public Research {
        plan = plan == null ? List.of() : List.copyOf(plan);
        accumulatedContext = accumulatedContext == null ? List.of() : List.copyOf(accumulatedContext);
        log = log == null ? ResearchLog.EMPTY : log;
    }

    public Optional<PlanStep> firstPending() {
        return plan.stream().filter(s -> s.status() == StepStatus.PENDING).findFirst();
    }

    /** The step most recently worked on: the latest with an execution, else the first pending one. */
    public Optional<PlanStep> latestStep() {
        return plan.stream()
                .filter(s -> s.execution() != null)
                .max(Comparator.comparingInt(PlanStep::id))
                .or(this::firstPending);
    }

    public long count(StepStatus wanted) {
        return plan.stream().filter(s -> s.status() == wanted).count();
    }

    /**
     * The steps an answer reports and cites, numbered [Query 1], [Query 2], ... in this order: the
     * completed steps, or every executed step when none completed.
     */
    public List<PlanStep> reportedSteps() {
        var completed =
                plan.stream().filter(s -> s.status() == StepStatus.COMPLETED).toList();
        if (!completed.isEmpty()) {
            return completed;
        }
        return plan.stream().filter(s -> s.execution() != null).toList();
    }

    public int nextStepId() {
        return plan.stream().mapToInt(PlanStep::id).max().orElse(0) + 1;
    }

    Research withPlan(List<PlanStep> steps) {
        return new Research(steps, accumulatedContext, iteration, memoryHit, log);
    }

    Research withStep(PlanStep step) {
        var steps = new ArrayList<PlanStep>(plan.size());
        plan.forEach(s -> steps.add(s.id() == step.id() ? step : s));
        return withPlan(steps);
    }

    Research withStepAdded(PlanStep step) {
        var steps = new ArrayList<>(plan);
        steps.add(step);
        return withPlan(steps);
    }

    Research withEvaluation(List<PlanStep> steps, List<StepSummary> context, int newIteration) {
        return new Research(steps, context, newIteration, memoryHit, log);
    }

    Research withMemoryHit(MemoryHit hit) {
        return new Research(plan, accumulatedContext, iteration, hit, log);
    }

    Research withLog(ResearchLog newLog) {
        return new Research(plan, accumulatedContext, iteration, memoryHit, newLog);
    }
}
