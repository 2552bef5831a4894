package io.legalagent.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Answer;
import io.legalagent.contracts.MemoryHit;
import io.legalagent.contracts.Owner;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.RunStatus;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** A cached answer names its source run only to a caller who may read that run. */
class SourceRunsTest {
    private static final Owner ALICE = new Owner("alice", "firm-a");
    private static final Caller BOB = new Caller(new Owner("bob", "firm-a"), Set.of(Role.ASKER));
    private static final Caller AUDITOR = new Caller(new Owner("erin", "firm-a"), Set.of(Role.AUDITOR));
    private final RunIndex index = new RunIndex(10, Clock.systemUTC(), new SimpleMeterRegistry());
    private final SourceRuns sourceRuns = new SourceRuns(index);

    private static Answer cached(String sourceRunId) {
        var state = AgentState.start("run-2", "u-bob", Question.of("What is battery?"), Instant.now())
                .withMemoryHit(new MemoryHit("What is battery?", "Battery is ...", 1.0, sourceRunId))
                .withStatus(RunStatus.ANSWERED)
                .withFinalAnswer("_Research reused from QA memory: run " + sourceRunId
                        + ", asked as a question of similarity 1.000 to this one._\n\nBattery is ...");
        return Answer.from(state, null, Instant.now());
    }

    private String shown(Caller caller, Answer answer) {
        byte[] raw = RunRecords.JSON.writeValueAsBytes(answer);
        return new String(sourceRuns.shown(caller, answer, raw), StandardCharsets.UTF_8);
    }

    @Test
    void aCallerWhoMayNotReadTheSourceRunDoesNotSeeItsId() {
        var log = index.log("u-alice-1");
        log.askedBy(ALICE, "q1", "What is battery?");
        log.progress(progressOf("run-1"), null);
        var answer = cached("run-1");
        assertThat(answer.fromCache()).isTrue();

        assertThat(shown(BOB, answer)).doesNotContain("run-1").contains(SourceRuns.HIDDEN);
        assertThat(shown(AUDITOR, answer)).contains("run run-1");
        assertThat(shown(new Caller(ALICE, Set.of(Role.ASKER)), answer)).contains("run run-1");
    }

    @Test
    void aSourceRunThisGatewayDoesNotKnowIsHidden() {
        assertThat(shown(AUDITOR, cached("run-9"))).doesNotContain("run-9");
    }

    private static io.legalagent.contracts.ProgressEvent progressOf(String runId) {
        return new io.legalagent.contracts.ProgressEvent(
                1,
                runId,
                "u-alice-1",
                "guard",
                "SAFE",
                "agent.classifier",
                null,
                null,
                1,
                RunStatus.IN_PROGRESS,
                null,
                Instant.now());
    }
}
