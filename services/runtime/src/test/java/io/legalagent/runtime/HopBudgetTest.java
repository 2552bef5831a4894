package io.legalagent.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Hop;
import io.legalagent.contracts.Question;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class HopBudgetTest {
    private static AgentState after(String... nodes) {
        var state = AgentState.start("run-1", "r-1", Question.of("What is battery?"), Instant.EPOCH);
        for (var node : nodes) {
            state = state.afterHop(new Hop(node, "ROUTE", "agent.next"), 1, Instant.EPOCH);
        }
        return state;
    }

    @Test
    void aRunNoReviewerResumedHasSpentEveryHop() {
        assertThat(HopBudget.spent(after())).isZero();
        assertThat(HopBudget.spent(after("guard", "classifier", "planner", "executor")))
                .isEqualTo(4);
    }

    @Test
    void aReviewersDecisionGivesTheRunAFreshBudget() {
        var resumed = after("guard", "classifier", "planner", "reviewer", "reviewer", "executor", "evaluator");
        var parkedAgain = after(
                "guard",
                "planner",
                "reviewer",
                "reviewer",
                "executor",
                "mc-selector",
                "memory",
                "reviewer",
                "reviewer");

        assertThat(resumed.telemetry().hops()).isEqualTo(7);
        assertThat(HopBudget.spent(resumed)).isEqualTo(2);
        assertThat(HopBudget.spent(parkedAgain)).isZero();
    }
}
