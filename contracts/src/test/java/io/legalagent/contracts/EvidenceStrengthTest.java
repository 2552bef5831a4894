package io.legalagent.contracts;

import static io.legalagent.contracts.Fixtures.evidence;
import static io.legalagent.contracts.Fixtures.step;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class EvidenceStrengthTest {

    private static AgentState run(PlanStep... plan) {
        return AgentState.start("run-1", "request-1", Question.of("What is battery?"), Instant.EPOCH)
                .withPlan(List.of(plan));
    }

    private static PlanStep completed(int id) {
        return step(id, StepStatus.COMPLETED, evidence("c" + id, "found"));
    }

    private static PlanStep failed(int id) {
        return step(id, StepStatus.FAILED, evidence("f" + id, "weak"));
    }

    @Test
    void everyExecutedStepCompletedIsSufficient() {
        var research =
                run(completed(1), completed(2), step(3, StepStatus.PENDING)).research();

        assertThat(EvidenceStrength.of(research)).isEqualTo(EvidenceStrength.SUFFICIENT);
    }

    @Test
    void someCompletedAndSomeFailedIsPartialEvenWhenARetryFoundWhatTheFirstTryMissed() {
        assertThat(EvidenceStrength.of(run(failed(1), completed(2)).research())).isEqualTo(EvidenceStrength.PARTIAL);
        assertThat(EvidenceStrength.of(run(completed(1), failed(2)).research())).isEqualTo(EvidenceStrength.PARTIAL);
    }

    @Test
    void noStepCompletedIsInsufficientAlsoWhenNoneRan() {
        assertThat(EvidenceStrength.of(run(failed(1), failed(2)).research())).isEqualTo(EvidenceStrength.INSUFFICIENT);
        assertThat(EvidenceStrength.of(run().research())).isEqualTo(EvidenceStrength.INSUFFICIENT);
    }

    @Test
    void anAnswerReportsItOnlyForAnAnsweredRun() {
        var researched = run(completed(1), failed(2));

        assertThat(EvidenceStrength.reported(researched.withStatus(RunStatus.ANSWERED)))
                .isEqualTo(EvidenceStrength.PARTIAL);
        assertThat(EvidenceStrength.reported(researched))
                .as("still in progress")
                .isNull();
        assertThat(EvidenceStrength.reported(researched.withError(
                        RunStatus.FAILED, new RunError(ErrorKind.HOP_LIMIT, "runtime", "too many hops"))))
                .isNull();
    }

    @Test
    void cachedResearchReportsWhatTheRunThatMadeItHadAndNothingForAnEntryThatDidNotRecordIt() {
        var recorded = new MemoryHit("q", "a", 0.99, "run-0", List.of(), EvidenceStrength.PARTIAL);
        var unrecorded = new MemoryHit("q", "a", 0.99, "run-0", List.of());

        assertThat(EvidenceStrength.reported(run().withMemoryHit(recorded).withStatus(RunStatus.ANSWERED)))
                .isEqualTo(EvidenceStrength.PARTIAL);
        assertThat(EvidenceStrength.reported(run().withMemoryHit(unrecorded).withStatus(RunStatus.ANSWERED)))
                .isNull();
    }

    @Test
    void messagesSpellItInLowerCase() {
        assertThat(Json.write(EvidenceStrength.INSUFFICIENT)).isEqualTo("\"insufficient\"");
        assertThat(EvidenceStrength.PARTIAL.id()).isEqualTo("partial");
    }
}
