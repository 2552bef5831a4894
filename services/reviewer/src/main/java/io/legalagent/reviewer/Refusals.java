package io.legalagent.reviewer;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.review.ReviewAction;
import io.legalagent.contracts.review.ReviewDecision;
import io.legalagent.contracts.review.ReviewKind;
import io.legalagent.contracts.review.ReviewRound;
import java.util.List;
import java.util.Optional;

/** Why a decision cannot be applied to the run as the view last saw it; empty when it can. */
final class Refusals {
    private Refusals() {}

    static Optional<String> of(Optional<AgentState> parked, ReviewDecision decision) {
        if (parked.isEmpty() || !parked.get().runId().equals(decision.runId())) {
            return Optional.of("unknown run: no run " + decision.runId() + " was parked for review");
        }
        var state = parked.get();
        var round = state.review().rounds().stream()
                .filter(r -> r.id().equals(decision.reviewId()))
                .findFirst();
        if (round.isEmpty()) {
            return Optional.of("unknown review: run " + decision.runId() + " has no review " + decision.reviewId());
        }
        if (!round.get().pending()) {
            return Optional.of(closed(round.get().decision()));
        }
        return invalid(round.get(), decision, state);
    }

    /** "already decided by ann (firm) at T", or "closed: it timed out at T". */
    static String closed(ReviewDecision made) {
        return made.timedOut()
                ? "closed: no reviewer decided in time; it timed out at " + made.decidedAt()
                : "already decided by " + made.decidedBy() + " at " + made.decidedAt();
    }

    private static Optional<String> invalid(ReviewRound round, ReviewDecision decision, AgentState state) {
        var action = decision.action();
        if (!ReviewAction.allowedFor(round.kind()).contains(action)) {
            return Optional.of(action + " is not allowed on "
                    + (round.kind() == ReviewKind.PLAN ? "a plan" : "an answer") + " review");
        }
        return switch (action) {
            case EDIT -> blank(decision.plan()) ? Optional.of("an edit needs the plan's steps") : Optional.empty();
            case REJECT -> blank(decision.note()) ? Optional.of("a rejection needs a note") : Optional.empty();
            case MORE -> more(round, decision, state);
            case APPROVE -> Optional.empty();
        };
    }

    private static Optional<String> more(ReviewRound round, ReviewDecision decision, AgentState state) {
        if (blank(decision.step())) {
            return Optional.of("more research needs the step's text");
        }
        if (round.kind() == ReviewKind.ANSWER && state.research().memoryHit() != null) {
            return Optional.of("an answer from QA memory cannot take more research");
        }
        return Optional.empty();
    }

    private static boolean blank(String text) {
        return text == null || text.isBlank();
    }

    private static boolean blank(List<String> steps) {
        return steps == null || steps.stream().allMatch(Refusals::blank);
    }
}
