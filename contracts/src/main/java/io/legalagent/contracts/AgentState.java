package io.legalagent.contracts;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;

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
        ResearchLog log,
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
        log = log == null ? ResearchLog.EMPTY : log;
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
                ResearchLog.EMPTY,
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
        return edit(d -> d.queryType = type);
    }

    public AgentState withPlan(List<PlanStep> steps) {
        return edit(d -> d.plan = steps);
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
        return edit(d -> {
            d.plan = steps;
            d.accumulatedContext = context;
            d.iteration = newIteration;
        });
    }

    public AgentState withInjection(InjectionVerdict verdict) {
        return edit(d -> d.injection = verdict);
    }

    public AgentState withMemoryHit(MemoryHit hit) {
        return edit(d -> {
            d.memoryHit = hit;
            d.finalAnswer = hit.answer();
        });
    }

    public AgentState withFinalAnswer(String answer) {
        return edit(d -> d.finalAnswer = answer);
    }

    public AgentState withMcSelection(McSelection selection) {
        return edit(d -> d.mcSelection = selection);
    }

    public AgentState withStatus(RunStatus newStatus) {
        return edit(d -> d.status = newStatus);
    }

    /** Ends the run with an error: rejected for bad or adversarial input, failed otherwise. */
    public AgentState withError(RunStatus finalStatus, RunError cause) {
        return edit(d -> {
            d.status = finalStatus;
            d.error = cause;
        });
    }

    public AgentState withMetrics(RunMetrics newMetrics) {
        return edit(d -> d.metrics = newMetrics);
    }

    public AgentState withLog(ResearchLog newLog) {
        return edit(d -> d.log = newLog);
    }

    public AgentState usedModel(String node, ModelUsage usage) {
        return withMetrics(metrics.used(node, usage));
    }

    /**
     * One skill call, accounted and recorded: its cost in the metrics, and the value the node used in
     * the research log, so that a replay can rebuild the answer without calling the model again.
     */
    public AgentState usedModel(ModelOutput output, ModelUsage usage) {
        return usedModel(output.node(), usage).withLog(log.withOutput(output));
    }

    /** Records a visit: one more hop, its trail entry, the node's time, and the update time. */
    public AgentState afterHop(Hop hop, long nodeMillis, Instant now) {
        var newTrail = new ArrayList<>(trail);
        newTrail.add(hop);
        return edit(d -> {
            d.metrics = metrics.visited(hop.node(), nodeMillis);
            d.hops = hops + 1;
            d.trail = newTrail;
            d.updatedAt = now;
        });
    }

    private AgentState edit(Consumer<AgentStateDraft> change) {
        var draft = new AgentStateDraft(this);
        change.accept(draft);
        return draft.build();
    }
}
