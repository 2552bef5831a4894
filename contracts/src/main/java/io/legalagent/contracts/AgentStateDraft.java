package io.legalagent.contracts;

import java.time.Instant;
import java.util.List;

/**
 * A mutable copy of an {@link AgentState}'s components, so that each of its with-methods names only
 * what it changes. Package-private and short-lived: built, edited and turned back into a state in
 * one expression.
 */
final class AgentStateDraft {
    int schemaVersion;
    String runId;
    String requestId;
    Question question;
    QueryType queryType;
    List<PlanStep> plan;
    List<StepSummary> accumulatedContext;
    int iteration;
    InjectionVerdict injection;
    MemoryHit memoryHit;
    String finalAnswer;
    McSelection mcSelection;
    RunStatus status;
    RunError error;
    RunMetrics metrics;
    int hops;
    List<Hop> trail;
    ResearchLog log;
    Instant createdAt;
    Instant updatedAt;

    AgentStateDraft(AgentState s) {
        schemaVersion = s.schemaVersion();
        runId = s.runId();
        requestId = s.requestId();
        question = s.question();
        queryType = s.queryType();
        plan = s.plan();
        accumulatedContext = s.accumulatedContext();
        iteration = s.iteration();
        injection = s.injection();
        memoryHit = s.memoryHit();
        finalAnswer = s.finalAnswer();
        mcSelection = s.mcSelection();
        status = s.status();
        error = s.error();
        metrics = s.metrics();
        hops = s.hops();
        trail = s.trail();
        log = s.log();
        createdAt = s.createdAt();
        updatedAt = s.updatedAt();
    }

    AgentState build() {
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
                metrics,
                hops,
                trail,
                log,
                createdAt,
                updatedAt);
    }
}
