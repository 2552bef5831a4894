package io.legalagent.memory;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Answer;
import io.legalagent.contracts.EvidenceStrength;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.PlanStep;
import io.legalagent.contracts.StepStatus;
import io.legalagent.contracts.route.MemoryRoute;
import io.legalagent.ports.QaMemory;
import io.legalagent.runtime.Node;
import io.legalagent.runtime.Transition;
import java.util.Objects;
import java.util.OptionalDouble;

/**
 * Caches well-supported research for later questions. The final answer holds research only (the
 * choice is kept in the selection), so a cached answer never carries a stale letter.
 */
final class MemoryNode implements Node<MemoryRoute> {
    private final QaMemory memory;
    private final MemorySettings settings;

    MemoryNode(QaMemory memory, MemorySettings settings) {
        this.memory = Objects.requireNonNull(memory, "memory");
        this.settings = Objects.requireNonNull(settings, "settings");
    }

    @Override
    public NodeName name() {
        return NodeName.MEMORY;
    }

    @Override
    public Class<MemoryRoute> routeType() {
        return MemoryRoute.class;
    }

    @Override
    public Transition<MemoryRoute> apply(AgentState state) {
        var confidence = completedConfidence(state);
        if (worthRemembering(state, confidence)) {
            // Stored by run, so a redelivered hop does not store the answer twice; keyed as the
            // planner looks it up: the question with its choices.
            memory.remember(
                    state.runId(),
                    state.question().withChoices(),
                    state.outcome().finalAnswer(),
                    confidence.getAsDouble(),
                    state.intake().questionEmbedding(),
                    Answer.keptSourcesOf(state),
                    EvidenceStrength.of(state.research()));
        }
        // Its last reader: the vector need not travel on to the observer.
        var next = state.intake().questionEmbedding() == null ? state : state.withQuestionEmbedding(null);
        return Transition.to(MemoryRoute.RECORDED, next);
    }

    /**
     * Not an answer that came from the cache or from a frozen context (its passages need not be this
     * corpus's), nor one cut short while the model was unavailable (a later ask should research it
     * in full), not empty, and backed by confident completed steps.
     */
    private boolean worthRemembering(AgentState state, OptionalDouble confidence) {
        return state.research().memoryHit() == null
                && !state.degraded()
                && state.intake().frozenContext() == null
                && state.outcome().finalAnswer() != null
                && !state.outcome().finalAnswer().isBlank()
                && confidence.isPresent()
                && confidence.getAsDouble() >= settings.minConfidence();
    }

    /** Mean confidence of the completed steps; empty when none completed. */
    private static OptionalDouble completedConfidence(AgentState state) {
        return state.research().plan().stream()
                .filter(s -> s.status() == StepStatus.COMPLETED)
                .mapToDouble(PlanStep::confidence)
                .average();
    }
}
