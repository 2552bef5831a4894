package io.legalagent.reviewer;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.PlanStep;
import io.legalagent.contracts.StepStatus;
import io.legalagent.contracts.review.ReviewKind;
import io.legalagent.contracts.review.ReviewRound;
import io.legalagent.contracts.route.ReviewerRoute;
import io.legalagent.runtime.Node;
import io.legalagent.runtime.Transition;
import java.time.Clock;

/**
 * Parks a run for review: opens a round showing what the reviewer decides on (the steps still to
 * run and the query type; for an answer, every step) and routes it PARKED, which writes it to
 * agent.review keyed by run id. The kind follows from who asked: the planner or replanner ask for
 * a plan review, the memory node for an answer review. Decisions resume it ({@link ReviewResumer}).
 */
final class ReviewerNode implements Node<ReviewerRoute> {
    private final Clock clock;

    ReviewerNode(Clock clock) {
        this.clock = clock;
    }

    @Override
    public NodeName name() {
        return NodeName.REVIEWER;
    }

    @Override
    public Class<ReviewerRoute> routeType() {
        return ReviewerRoute.class;
    }

    @Override
    public Transition<ReviewerRoute> apply(AgentState state) {
        var kind = kindOf(state);
        var shown = state.research().plan().stream()
                .filter(step -> kind == ReviewKind.ANSWER || step.status() == StepStatus.PENDING)
                .map(PlanStep::question)
                .toList();
        var review = state.review();
        var round = new ReviewRound(
                review.nextId(state.runId()),
                kind,
                clock.instant(),
                shown,
                state.intake().queryType(),
                null);
        return Transition.to(ReviewerRoute.PARKED, state.withReview(review.opened(round)));
    }

    /** What the hop before asked for: the planner's and replanner's plans, the memory node's answer. */
    static ReviewKind kindOf(AgentState state) {
        var trail = state.telemetry().trail();
        String asker = trail.isEmpty() ? "" : trail.get(trail.size() - 1).node();
        if (asker.equals(NodeName.PLANNER.id()) || asker.equals(NodeName.REPLANNER.id())) {
            return ReviewKind.PLAN;
        }
        if (asker.equals(NodeName.MEMORY.id())) {
            return ReviewKind.ANSWER;
        }
        throw new IllegalStateException("no review is asked for by " + (asker.isEmpty() ? "nobody" : asker));
    }
}
