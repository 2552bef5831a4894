package io.legalagent.reviewer;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.Topics;
import io.legalagent.contracts.review.ReviewDecision;
import io.legalagent.contracts.route.ReviewerRoute;
import io.legalagent.runtime.Notice;
import io.legalagent.runtime.Resumer;
import io.legalagent.runtime.Resumption;
import java.time.Clock;
import java.util.List;
import java.util.Optional;

/**
 * Applies decisions from legal.decisions to the runs parked on agent.review: a refusal (a REFUSED
 * event with the reason, nothing else) or the resumed hop with its DECIDED or TIMED_OUT event.
 */
final class ReviewResumer implements Resumer<ReviewerRoute, ReviewDecision> {
    private final Clock clock;
    private final ReviewMetrics metrics;

    ReviewResumer(Clock clock, ReviewMetrics metrics) {
        this.clock = clock;
        this.metrics = metrics;
    }

    @Override
    public NodeName name() {
        return NodeName.REVIEWER;
    }

    @Override
    public String parked() {
        return Topics.REVIEW;
    }

    @Override
    public String decisions() {
        return Topics.DECISIONS;
    }

    @Override
    public Class<ReviewDecision> decisionType() {
        return ReviewDecision.class;
    }

    @Override
    public Resumption<ReviewerRoute> resume(Optional<AgentState> parked, ReviewDecision decision) {
        var refusal = Refusals.of(parked, decision);
        if (refusal.isPresent()) {
            metrics.decided("refused");
            return Resumption.refused(List.of(ReviewEvents.refused(parked, decision, refusal.get(), clock.instant())));
        }
        var state = parked.orElseThrow();
        var round = state.review().pending().orElseThrow();
        var transition = ReviewDecisions.apply(state, decision);
        metrics.decided(outcomeOf(decision));
        return Resumption.resumed(transition, List.of(ReviewEvents.decided(state, round, decision, clock.instant())));
    }

    @Override
    public List<Notice> unreadable(AgentState parked, String reason) {
        metrics.decided("refused");
        return List.of(ReviewEvents.unreadable(parked, reason, clock.instant()));
    }

    static String outcomeOf(ReviewDecision decision) {
        if (decision.timedOut()) {
            return "timed-out";
        }
        return switch (decision.action()) {
            case APPROVE -> "approved";
            case EDIT -> "edited";
            case MORE -> "more";
            case REJECT -> "rejected";
        };
    }
}
