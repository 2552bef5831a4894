package io.legalagent.reviewer;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Hop;
import io.legalagent.contracts.MemoryHit;
import io.legalagent.contracts.Owner;
import io.legalagent.contracts.PlanStep;
import io.legalagent.contracts.QueryType;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.SchemaVersion;
import io.legalagent.contracts.Topics;
import io.legalagent.contracts.review.Review;
import io.legalagent.contracts.review.ReviewAction;
import io.legalagent.contracts.review.ReviewDecision;
import io.legalagent.contracts.review.ReviewRequest;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.UUID;

/** Runs as they reach the reviewer, and decisions on them. */
final class Parked {
    static final Instant NOW = Instant.parse("2026-03-02T10:00:00Z");
    static final Clock CLOCK = Clock.fixed(NOW, ZoneOffset.UTC);
    static final Owner ASKER = new Owner("bob", "firm");
    static final Owner ANN = new Owner("ann", "firm");

    private Parked() {}

    /** A planned run asking for plan review, as the planner routes it to the reviewer. */
    static AgentState planAsked(String runId) {
        var state = AgentState.start(runId, "request-" + runId, Question.of("Is an oral lease valid?"), NOW)
                .withOwner(ASKER)
                .withReview(Review.requested(new ReviewRequest(true, true)))
                .withQueryType(QueryType.MULTI_HOP)
                .withPlan(List.of(
                        PlanStep.pending(1, "research", "What is the statute of frauds?"),
                        PlanStep.pending(2, "apply", "Does it cover leases under a year?")));
        return state.afterHop(new Hop("planner", "REVIEW_PLAN", Topics.REVIEWER), 1, NOW);
    }

    /** An answered run asking for answer review, as the memory node routes it to the reviewer. */
    static AgentState answerAsked(String runId) {
        var state = planAsked(runId).withFinalAnswer("Yes, under a year it need not be written.");
        return state.afterHop(new Hop("memory", "REVIEW_ANSWER", Topics.REVIEWER), 1, NOW);
    }

    /** An answer reused from QA memory, asking for answer review. */
    static AgentState cachedAnswerAsked(String runId) {
        var state = AgentState.start(runId, "request-" + runId, Question.of("Is an oral lease valid?"), NOW)
                .withOwner(ASKER)
                .withReview(Review.requested(new ReviewRequest(false, true)))
                .withMemoryHit(new MemoryHit("Oral leases?", "Yes, short ones.", 0.97, "run-0"));
        return state.afterHop(new Hop("memory", "REVIEW_ANSWER", Topics.REVIEWER), 1, NOW);
    }

    /** The state parked by the reviewer node. */
    static AgentState parked(AgentState asked) {
        return new ReviewerNode(CLOCK).apply(asked).state();
    }

    static ReviewDecision decision(AgentState parked, ReviewAction action) {
        return decision(parked, action, null, null, null);
    }

    static ReviewDecision decision(
            AgentState parked, ReviewAction action, List<String> plan, String step, String note) {
        return new ReviewDecision(
                SchemaVersion.CURRENT,
                UUID.randomUUID().toString(),
                parked.runId(),
                parked.review().pending().orElseThrow().id(),
                action,
                plan,
                null,
                step,
                note,
                ANN,
                NOW.plusSeconds(600),
                false);
    }
}
