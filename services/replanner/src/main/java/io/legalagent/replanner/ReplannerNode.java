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

/**
 * Adds the next research step chosen from what the run has found so far, or ends the research. A
 * step added to a run that asked for plan review runs without another review, unless replans are
 * reviewed ({@code legal.review.replans}): then it goes to the reviewer first.
 */
final class ReplannerNode implements Node<ReplannerRoute> {
    static final String NEXT_STEP_PHASE = "next_step";
    static final String RETRY_PHASE = "retry";

    private final ReplanSkill replanSkill;
    private final boolean reviewReplans;

    ReplannerNode(ReplanSkill replanSkill) {
        this(replanSkill, false);
    }

    /** @param reviewReplans whether steps added to a run that asked for plan review are reviewed too */
    ReplannerNode(ReplanSkill replanSkill, boolean reviewReplans) {
        this.replanSkill = Objects.requireNonNull(replanSkill, "replanSkill");
        this.reviewReplans = reviewReplans;
    }

    @Override
    public NodeName name() {
        return NodeName.REPLANNER;
    }

    @Override
    public Class<ReplannerRoute> routeType() {
        return ReplannerRoute.class;
    }

    /**
     * A failed call is the runtime's to retry, as in every node; an unusable reply has already become
     * the skill's fallback, a decision to complete with the evidence found.
     */
    @Override
    public Transition<ReplannerRoute> apply(AgentState state) {
        // The evaluator (legal.evaluator.max-completed-steps) only routes here while more steps may run.
        // The objective without its choices, so that steps research the law, not the options.
        return follow(
                state,
                replanSkill.replan(state.question().text(), state.research().accumulatedContext()));
    }

    /** As the original's replanner on a failed call: complete with the evidence found. */
    @Override
    public Optional<Transition<ReplannerRoute>> withoutModel(AgentState state) {
        return Optional.of(complete(state));
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
        var route = reviewReplans && state.review().requested().plan()
                ? ReplannerRoute.REVIEW_PLAN
                : ReplannerRoute.CONTINUE;
        return Transition.to(route, accounted.withStepAdded(step));
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
