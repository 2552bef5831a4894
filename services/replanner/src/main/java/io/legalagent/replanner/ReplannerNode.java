package io.legalagent.replanner;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.PlanStep;
import io.legalagent.contracts.route.ReplannerRoute;
import io.legalagent.ports.ReplanDecision;
import io.legalagent.ports.ReplanSkill;
import io.legalagent.ports.Skilled;
import io.legalagent.runtime.Node;
import io.legalagent.runtime.Transition;
import java.util.Objects;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Adds the next research step chosen from what the run has found so far, or ends the research. */
final class ReplannerNode implements Node<ReplannerRoute> {
    static final String NEXT_STEP_PHASE = "next_step";
    static final String RETRY_PHASE = "retry";
    private static final Logger log = LoggerFactory.getLogger(ReplannerNode.class);

    private final ReplanSkill replanSkill;

    ReplannerNode(ReplanSkill replanSkill) {
        this.replanSkill = Objects.requireNonNull(replanSkill, "replanSkill");
    }

    @Override
    public NodeName name() {
        return NodeName.REPLANNER;
    }

    @Override
    public Class<ReplannerRoute> routeType() {
        return ReplannerRoute.class;
    }

    @Override
    public Transition<ReplannerRoute> apply(AgentState state) {
        // The evaluator (legal.evaluator.max-completed-steps) only routes here while more steps may run.
        return decide(state).map(decided -> follow(state, decided)).orElseGet(() -> complete(state));
    }

    /**
     * The model's decision, or none when it could not be had: the run then finishes with the evidence
     * it already has instead of failing after research that may well suffice.
     */
    private Optional<Skilled<ReplanDecision>> decide(AgentState state) {
        try {
            // The objective without its choices, so that steps research the law, not the options.
            return Optional.of(
                    replanSkill.replan(state.question().text(), state.research().accumulatedContext()));
        } catch (RuntimeException e) {
            // The type only: a model server's error message may quote the question.
            log.warn(
                    "Replanning failed for run {} ({}); completing with the evidence found so far",
                    state.runId(),
                    e.getClass().getSimpleName());
            log.debug("Replanning failure of run {}", state.runId(), e);
            return Optional.empty();
        }
    }

    private Transition<ReplannerRoute> follow(AgentState state, Skilled<ReplanDecision> decided) {
        var accounted =
                state.usedModel(decided.output(NodeName.REPLANNER.id(), ReplanSkill.SKILL, null), decided.usage());
        var decision = decided.value();
        String phase = decision == null ? null : phaseOf(decision.action());
        if (phase == null || decision.question() == null || decision.question().isBlank()) {
            return complete(accounted);
        }
        var step = PlanStep.pending(
                accounted.research().nextStepId(), phase, decision.question().strip());
        return Transition.to(ReplannerRoute.CONTINUE, accounted.withStepAdded(step));
    }

    /** The phase a new step gets, or null when the decision is to stop. */
    private static String phaseOf(ReplanDecision.Action action) {
        return switch (action) {
            case NEXT_STEP -> NEXT_STEP_PHASE;
            case RETRY -> RETRY_PHASE;
            case COMPLETE -> null;
        };
    }

    private static Transition<ReplannerRoute> complete(AgentState state) {
        return Transition.to(ReplannerRoute.COMPLETE, state);
    }
}
