package io.legalagent.memory;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.PlanStep;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.StepStatus;
import io.legalagent.contracts.route.MemoryRoute;
import io.legalagent.runtime.Node;
import io.legalagent.runtime.Transition;
import java.util.Objects;
import java.util.OptionalDouble;

/**
 * Decides whether a run's research deserves a place in QA memory, and records the decision on the
 * state ({@code outcome.remember}, the CACHING part it vouches for). It writes nothing: the entry is
 * made from the answer the observer signs and publishes ({@link AnswerMemory}), so QA memory holds
 * answers, never claims of a state in the loop. The final answer holds research only (the choice is
 * kept in the selection), so a cached answer never carries a stale letter.
 *
 * <p>A run that asked for answer review goes to the reviewer first, with no decision yet; it comes
 * back here once approved (or, after more research, to be reviewed again). So an answer the question
 * asked to review is remembered only once a reviewer approved it.
 */
final class MemoryNode implements Node<MemoryRoute> {
    private final MemorySettings settings;

    MemoryNode(MemorySettings settings) {
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
        // Its last reader: the vector need not travel on to the observer, nor wait with the reviewer.
        var next = state.intake().questionEmbedding() == null ? state : state.withQuestionEmbedding(null);
        if (answerReviewDue(state)) {
            return Transition.to(MemoryRoute.REVIEW_ANSWER, next);
        }
        boolean remember = worthRemembering(state, completedConfidence(state));
        return Transition.to(MemoryRoute.RECORDED, next.withRemember(remember));
    }

    /** The answer as it stands has not been approved by the review its question asked for. */
    private static boolean answerReviewDue(AgentState state) {
        return state.status() == RunStatus.IN_PROGRESS
                && state.review().requested().answer()
                && !state.review().answerApproved();
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
