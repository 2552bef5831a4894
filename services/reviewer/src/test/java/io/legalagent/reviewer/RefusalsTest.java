package io.legalagent.reviewer;

import static io.legalagent.contracts.review.ReviewAction.APPROVE;
import static io.legalagent.contracts.review.ReviewAction.EDIT;
import static io.legalagent.contracts.review.ReviewAction.MORE;
import static io.legalagent.contracts.review.ReviewAction.REJECT;
import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.review.ReviewDecision;
import io.legalagent.runtime.ReviewSettings;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class RefusalsTest {
    private final AgentState plan = Parked.parked(Parked.planAsked("run-1"));
    private final AgentState answer = Parked.parked(Parked.answerAsked("run-2"));

    @Test
    void aDecisionForARunNeverParkedIsRefusedAsUnknown() {
        assertThat(Refusals.of(Optional.empty(), Parked.decision(plan, APPROVE)))
                .contains("unknown run: no run run-1 was parked for review");
    }

    @Test
    void aDecisionNamingAnotherRunThanItsKeyIsRefusedAsUnknown() {
        var other = Parked.decision(answer, APPROVE);

        assertThat(Refusals.of(Optional.of(plan), other)).contains("unknown run: no run run-2 was parked for review");
    }

    @Test
    void aReviewIdTheRunNeverHadIsRefused() {
        var decision = withReviewId(Parked.decision(plan, APPROVE), "run-1/7");

        assertThat(Refusals.of(Optional.of(plan), decision))
                .contains("unknown review: run run-1 has no review run-1/7");
    }

    @Test
    void aSecondDecisionNamesWhoDecidedAndWhen() {
        var first = Parked.decision(plan, APPROVE);
        var resumed = ReviewDecisions.apply(plan, first).state();

        assertThat(Refusals.of(Optional.of(resumed), Parked.decision(plan, REJECT, null, null, "no")))
                .contains("already decided by ann (firm) at 2026-03-02T10:10:00Z");
    }

    @Test
    void aDecisionAfterTheTimeoutIsRefusedAsClosed() {
        var timeouts = new Timeouts(new ReviewSettings(
                false, false, false, Duration.ofHours(72), ReviewSettings.OnTimeout.REJECT, Duration.ofMinutes(1)));
        var timedOut =
                timeouts.overdue(plan, Parked.NOW.plus(Duration.ofHours(73))).orElseThrow();
        var closed = ReviewDecisions.apply(plan, timedOut).state();

        assertThat(Refusals.of(Optional.of(closed), Parked.decision(plan, APPROVE)))
                .contains("closed: no reviewer decided in time; it timed out at 2026-03-05T11:00:00Z");
    }

    @Test
    void anEditOfAnAnswerIsRefused() {
        assertThat(Refusals.of(Optional.of(answer), Parked.decision(answer, EDIT, List.of("x?"), null, null)))
                .contains("EDIT is not allowed on an answer review");
    }

    @Test
    void anEditWithoutStepsIsRefused() {
        assertThat(Refusals.of(Optional.of(plan), Parked.decision(plan, EDIT, List.of(" ", ""), null, null)))
                .contains("an edit needs the plan's steps");
        assertThat(Refusals.of(Optional.of(plan), Parked.decision(plan, EDIT)))
                .contains("an edit needs the plan's steps");
    }

    @Test
    void aRejectionWithoutANoteIsRefused() {
        assertThat(Refusals.of(Optional.of(plan), Parked.decision(plan, REJECT, null, null, "  ")))
                .contains("a rejection needs a note");
    }

    @Test
    void moreResearchWithoutAStepIsRefused() {
        assertThat(Refusals.of(Optional.of(answer), Parked.decision(answer, MORE)))
                .contains("more research needs the step's text");
    }

    @Test
    void moreResearchOnAnAnswerFromQaMemoryIsRefused() {
        var cached = Parked.parked(Parked.cachedAnswerAsked("run-3"));

        assertThat(Refusals.of(Optional.of(cached), Parked.decision(cached, MORE, null, "And tenancies?", null)))
                .contains("an answer from QA memory cannot take more research");
    }

    @Test
    void validDecisionsAreAccepted() {
        assertThat(Refusals.of(Optional.of(plan), Parked.decision(plan, APPROVE)))
                .isEmpty();
        assertThat(Refusals.of(Optional.of(plan), Parked.decision(plan, EDIT, List.of("x?"), null, null)))
                .isEmpty();
        assertThat(Refusals.of(Optional.of(plan), Parked.decision(plan, MORE, null, "y?", null)))
                .isEmpty();
        assertThat(Refusals.of(Optional.of(answer), Parked.decision(answer, REJECT, null, null, "thin")))
                .isEmpty();
    }

    private static ReviewDecision withReviewId(ReviewDecision d, String reviewId) {
        return new ReviewDecision(
                d.schemaVersion(),
                d.decisionId(),
                d.runId(),
                reviewId,
                d.action(),
                d.plan(),
                d.queryType(),
                d.step(),
                d.note(),
                d.reviewer(),
                d.decidedAt(),
                d.timedOut());
    }
}
