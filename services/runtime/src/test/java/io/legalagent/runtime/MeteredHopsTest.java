package io.legalagent.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Degradation;
import io.legalagent.contracts.DegradationKind;
import io.legalagent.contracts.Hop;
import io.legalagent.contracts.PlanStep;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.StepStatus;
import io.legalagent.contracts.Topics;
import io.legalagent.contracts.review.Review;
import io.legalagent.contracts.review.ReviewAction;
import io.legalagent.contracts.review.ReviewDecision;
import io.legalagent.contracts.review.ReviewKind;
import io.legalagent.contracts.review.ReviewRequest;
import io.legalagent.contracts.review.ReviewRound;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class MeteredHopsTest {
    private static final Instant NOW = Instant.parse("2026-03-14T09:21:10Z");
    private static final Hop ANSWER = new Hop("observer", "PUBLISH", Topics.ANSWERS);

    private final SimpleMeterRegistry registry = new SimpleMeterRegistry();
    private final MeteredHops hops = new MeteredHops(registry, Clock.fixed(NOW, ZoneOffset.UTC));

    @Test
    void aRunLastsFromItsQuestionsPublicationToItsAnswer() {
        var state = AgentState.start("run-1", "r-1", Question.of("What is battery?"), NOW.minusSeconds(2))
                .withPublishedAt(NOW.minusSeconds(5));

        hops.onHop(ANSWER, state, 1);

        assertThat(runSeconds()).isEqualTo(5.0);
    }

    @Test
    void aRunLeavesOutTheTimeItWaitedForReviewers() {
        // Published 2 h 10 s ago; waited 1 h for the plan's review and 1 h for the answer's.
        var plan = round(1, ReviewKind.PLAN, NOW.minusSeconds(7200), Duration.ofHours(1));
        var answer = round(2, ReviewKind.ANSWER, NOW.minusSeconds(3600), Duration.ofHours(1));
        var state = AgentState.start("run-1", "r-1", Question.of("What is battery?"), NOW.minusSeconds(7210))
                .withPublishedAt(NOW.minusSeconds(7210))
                .withReview(new Review(new ReviewRequest(true, true), List.of(plan, answer)));

        hops.onHop(ANSWER, state, 1);

        assertThat(state.review().waited()).isEqualTo(Duration.ofHours(2));
        assertThat(runSeconds()).isEqualTo(10.0);
    }

    private static ReviewRound round(int n, ReviewKind kind, Instant at, Duration waited) {
        var id = ReviewRound.idOf("run-1", n);
        var decision = new ReviewDecision(
                1, "d-" + n, "run-1", id, ReviewAction.APPROVE, null, null, null, null, null, at.plus(waited), true);
        return new ReviewRound(id, kind, at, List.of("One?"), null, decision);
    }

    @Test
    void aRunWhosePublicationIsUnknownLastsFromItsIntake() {
        var state = AgentState.start("run-1", "r-1", Question.of("What is battery?"), NOW.minusSeconds(2));

        hops.onHop(ANSWER, state, 1);

        assertThat(runSeconds()).isEqualTo(2.0);
    }

    @Test
    void aFinishedRunCountsItsStepsByHowTheyEndedAndWhetherItWasCutShort() {
        var state = AgentState.start("run-1", "r-1", Question.of("What is battery?"), NOW.minusSeconds(2))
                .withPlan(List.of(
                        new PlanStep(1, "", "One?", StepStatus.COMPLETED, null),
                        new PlanStep(2, "", "Two?", StepStatus.FAILED, null),
                        PlanStep.pending(3, "", "Three?"),
                        PlanStep.pending(4, "", "Four?")))
                .withDegradation(new Degradation(DegradationKind.MODEL_UNAVAILABLE, "executor", "503"));

        hops.onHop(ANSWER, state, 1);

        assertThat(registry.get("legal.run.steps")
                        .tag("status", "COMPLETED")
                        .counter()
                        .count())
                .isEqualTo(1.0);
        assertThat(registry.get("legal.run.steps")
                        .tag("status", "FAILED")
                        .counter()
                        .count())
                .isEqualTo(1.0);
        assertThat(registry.get("legal.run.steps")
                        .tag("status", "PENDING")
                        .counter()
                        .count())
                .isEqualTo(2.0);
        assertThat(registry.get("legal.runs.degraded")
                        .tag("kind", "MODEL_UNAVAILABLE")
                        .counter()
                        .count())
                .isEqualTo(1.0);
    }

    private double runSeconds() {
        var timer = registry.get("legal.run.duration").timer();
        assertThat(timer.count()).isEqualTo(1);
        return timer.totalTime(TimeUnit.MILLISECONDS) / Duration.ofSeconds(1).toMillis();
    }
}
