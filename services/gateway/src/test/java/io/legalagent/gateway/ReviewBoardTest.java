package io.legalagent.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Owner;
import io.legalagent.contracts.SchemaVersion;
import io.legalagent.contracts.Topics;
import io.legalagent.contracts.review.ReviewAction;
import io.legalagent.contracts.review.ReviewDecision;
import io.legalagent.gateway.testing.ParkedStates;
import java.time.Instant;
import java.util.List;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.junit.jupiter.api.Test;

class ReviewBoardTest {
    static final Owner ALICE = new Owner("alice", "firm-a");
    static final Owner CAROL = new Owner("carol", "firm-b");
    final ReviewBoard board = new ReviewBoard();

    void read(String runId, AgentState state) {
        board.accept(new ConsumerRecord<>(
                Topics.REVIEW, 0, 0, runId, state == null ? null : RunRecords.JSON.writeValueAsBytes(state)));
    }

    static ReviewDecision approval(AgentState state) {
        return new ReviewDecision(
                SchemaVersion.CURRENT,
                "d-" + state.runId(),
                state.runId(),
                state.runId() + "/1",
                ReviewAction.APPROVE,
                null,
                null,
                null,
                null,
                ALICE,
                Instant.now(),
                false);
    }

    @Test
    void pendingReviewsAreTheOrganisationsOldestFirstAndADecidedOrRemovedRunLeavesThem() {
        var at = java.time.Instant.parse("2026-11-28T09:00:00Z");
        var first = ParkedStates.planReview("r1", ALICE, "q1?", List.of("s1?"), at);
        var second = ParkedStates.planReview("r2", ALICE, "q2?", List.of("s2?"), at.plusSeconds(1));
        var elsewhere = ParkedStates.planReview("r3", CAROL, "q3?", List.of("s3?"));
        read(second.runId(), second);
        read(first.runId(), first);
        read(elsewhere.runId(), elsewhere);
        assertThat(board.pending("firm-a")).extracting(ParkedRun::runId).containsExactly(first.runId(), second.runId());

        read(first.runId(), ParkedStates.decided(first, approval(first)));
        read(second.runId(), null);
        assertThat(board.pending("firm-a")).isEmpty();
        assertThat(board.find(first.runId()).orElseThrow().standing()).isEqualTo(ParkedRun.Standing.DECIDED);
        assertThat(board.find(second.runId())).isEmpty();
    }

    @Test
    void aDecisionClaimedHereIsHeldUntilTheParkedStateSaysItWasDecided() {
        var state = ParkedStates.planReview("r1", ALICE, "q1?", List.of("s1?"));
        read(state.runId(), state);
        var decision = approval(state);
        assertThat(board.claim(decision)).isTrue();
        assertThat(board.claim(approval(state)))
                .as("a second claim on the same review")
                .isFalse();
        assertThat(board.publishedOn(decision.reviewId())).contains(decision);
        assertThat(board.pending("firm-a")).as("no longer waiting for anyone").isEmpty();
        read(state.runId(), ParkedStates.decided(state, decision));
        assertThat(board.publishedOn(decision.reviewId())).isEmpty();
    }

    @Test
    void aRecordWhoseKeyIsNotItsRunIsIgnored() {
        var state = ParkedStates.planReview("r1", ALICE, "q1?", List.of("s1?"));
        read("another-run", state);
        assertThat(board.find("another-run")).isEmpty();
        assertThat(board.find(state.runId())).isEmpty();
    }
}
