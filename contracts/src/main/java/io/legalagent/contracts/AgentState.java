package io.legalagent.contracts;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The envelope every node reads and writes. Immutable: each change returns a new state. Collections
 * are copied so that a state once sent cannot change.
 */
public record AgentState(
        int schemaVersion,
        String runId,
        String requestId,
        Question question,
        QueryType queryType,
        List<PlanStep> plan,
        List<StepSummary> accumulatedContext,
        int iteration,
        InjectionVerdict injection,
        MemoryHit memoryHit,
        String finalAnswer,
        McSelection mcSelection,
        RunStatus status,
        RunError error,
        RunMetrics metrics,
        int hops,
        List<Hop> trail,
        Instant createdAt,
        Instant updatedAt) {

    public AgentState {
        Objects.requireNonNull(runId, "runId");
        Objects.requireNonNull(question, "question");
        Objects.requireNonNull(status, "status");
        requestId = requestId == null ? runId : requestId;
        plan = plan == null ? List.of() : List.copyOf(plan);
        accumulatedContext = accumulatedContext == null ? List.of() : List.copyOf(accumulatedContext);
        metrics = metrics == null ? RunMetrics.EMPTY : metrics;
        trail = trail == null ? List.of() : List.copyOf(trail);
    }

    /** A new run for a question, before the guard has looked at it. */
    public static AgentState start(String runId, String requestId, Question question, Instant now) {
        return new AgentState(
                SchemaVersion.CURRENT,
                runId,
                requestId,
                question,
                null,
                List.of(),
                List.of(),
                0,
                null,
                null,
                null,
                null,
                RunStatus.IN_PROGRESS,
                null,
                RunMetrics.EMPTY,
                0,
                List.of(),
                now,
                now);
    }

    public boolean finished() {
        return status != RunStatus.IN_PROGRESS;
    }

    public Optional<PlanStep> firstPending() {
        return plan.stream().filter(s -> s.status() == StepStatus.PENDING).findFirst();
    }

    /** The step most recently worked on: the latest with an execution, else the first pending one. */
    public Optional<PlanStep> latestStep() {
        return plan.stream()
                .filter(s -> s.execution() != null)
                .max(java.util.Comparator.comparingInt(PlanStep::id))
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

    public AgentState withQueryType(QueryType type) {
        return new AgentState(
                schemaVersion,
                runId,
                requestId,
                question,
                type,
                plan,
                accumulatedContext,
                iteration,
                injection,
                memoryHit,
                finalAnswer,
                mcSelection,
                status,
                error,
                metrics,
                hops,
                trail,
                createdAt,
                updatedAt);
    }

    public AgentState withPlan(List<PlanStep> steps) {
        return new AgentState(
                schemaVersion,
                runId,
                requestId,
                question,
                queryType,
                steps,
                accumulatedContext,
                iteration,
                injection,
                memoryHit,
                finalAnswer,
                mcSelection,
                status,
                error,
                metrics,
                hops,
                trail,
                createdAt,
                updatedAt);
    }

    /** Replaces the step with the same id. */
    public AgentState withStep(PlanStep step) {
        var steps = new ArrayList<PlanStep>(plan.size());
        plan.forEach(s -> steps.add(s.id() == step.id() ? step : s));
        return withPlan(steps);
    }

    public AgentState withStepAdded(PlanStep step) {
        var steps = new ArrayList<>(plan);
        steps.add(step);
        return withPlan(steps);
    }

    public AgentState withEvaluation(List<PlanStep> steps, List<StepSummary> context, int newIteration) {
        return new AgentState(
                schemaVersion,
                runId,
                requestId,
                question,
                queryType,
                steps,
                context,
                newIteration,
                injection,
                memoryHit,
                finalAnswer,
                mcSelection,
                status,
                error,
                metrics,
                hops,
                trail,
                createdAt,
                updatedAt);
    }

    public AgentState withInjection(InjectionVerdict verdict) {
        return new AgentState(
                schemaVersion,
                runId,
                requestId,
                question,
                queryType,
                plan,
                accumulatedContext,
                iteration,
                verdict,
                memoryHit,
                finalAnswer,
                mcSelection,
                status,
                error,
                metrics,
                hops,
                trail,
                createdAt,
                updatedAt);
    }

    public AgentState withMemoryHit(MemoryHit hit) {
        return new AgentState(
                schemaVersion,
                runId,
                requestId,
                question,
                queryType,
                plan,
                accumulatedContext,
                iteration,
                injection,
                hit,
                hit.answer(),
                mcSelection,
                status,
                error,
                metrics,
                hops,
                trail,
                createdAt,
                updatedAt);
    }

    public AgentState withFinalAnswer(String answer) {
        return new AgentState(
                schemaVersion,
                runId,
                requestId,
                question,
                queryType,
                plan,
                accumulatedContext,
                iteration,
                injection,
                memoryHit,
                answer,
                mcSelection,
                status,
                error,
                metrics,
                hops,
                trail,
                createdAt,
                updatedAt);
    }

    public AgentState withMcSelection(McSelection selection) {
        return new AgentState(
                schemaVersion,
                runId,
                requestId,
                question,
                queryType,
                plan,
                accumulatedContext,
                iteration,
                injection,
                memoryHit,
                finalAnswer,
                selection,
                status,
                error,
                metrics,
                hops,
                trail,
                createdAt,
                updatedAt);
    }

    public AgentState withStatus(RunStatus newStatus) {
        return new AgentState(
                schemaVersion,
                runId,
                requestId,
                question,
                queryType,
                plan,
                accumulatedContext,
                iteration,
                injection,
                memoryHit,
                finalAnswer,
                mcSelection,
                newStatus,
                error,
                metrics,
                hops,
                trail,
                createdAt,
                updatedAt);
    }

    /** Ends the run with an error: rejected for bad or adversarial input, failed otherwise. */
    public AgentState withError(RunStatus finalStatus, RunError cause) {
        return new AgentState(
                schemaVersion,
                runId,
                requestId,
                question,
                queryType,
                plan,
                accumulatedContext,
                iteration,
                injection,
                memoryHit,
                finalAnswer,
                mcSelection,
                finalStatus,
                cause,
                metrics,
                hops,
                trail,
                createdAt,
                updatedAt);
    }

    public AgentState withMetrics(RunMetrics newMetrics) {
        return new AgentState(
                schemaVersion,
                runId,
                requestId,
                question,
                queryType,
                plan,
                accumulatedContext,
                iteration,
                injection,
                memoryHit,
                finalAnswer,
                mcSelection,
                status,
                error,
                newMetrics,
                hops,
                trail,
                createdAt,
                updatedAt);
    }

    public AgentState usedModel(String node, ModelUsage usage) {
        return withMetrics(metrics.used(node, usage));
    }

    /** Records a visit: one more hop, its trail entry, the node's time, and the update time. */
    public AgentState afterHop(Hop hop, long nodeMillis, Instant now) {
        var newTrail = new ArrayList<>(trail);
        newTrail.add(hop);
        return new AgentState(
                schemaVersion,
                runId,
                requestId,
                question,
                queryType,
                plan,
                accumulatedContext,
                iteration,
                injection,
                memoryHit,
                finalAnswer,
                mcSelection,
                status,
                error,
                metrics.visited(hop.node(), nodeMillis),
                hops + 1,
                newTrail,
                createdAt,
                now);
    }
}
