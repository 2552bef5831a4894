package io.legalagent.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.Owner;
import io.legalagent.contracts.ProgressEvent;
import io.legalagent.contracts.RunStatus;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Who finds which run: its asker by their own id, an auditor of its organisation by the pipeline's, no one else. */
class RunIndexAccessTest {
    private static final Caller ALICE = new Caller(new Owner("alice", "firm-a"), Set.of(Role.ASKER));
    private static final Caller BOB = new Caller(new Owner("bob", "firm-a"), Set.of(Role.ASKER));
    private static final Caller AUDITOR_A = new Caller(new Owner("carol", "firm-a"), Set.of(Role.AUDITOR));
    private static final Caller AUDITOR_B = new Caller(new Owner("dave", "firm-b"), Set.of(Role.AUDITOR));
    private final Clock clock = Clock.fixed(Instant.parse("2026-11-29T10:00:00Z"), ZoneOffset.UTC);
    private final RunIndex index = new RunIndex(100, clock, new SimpleMeterRegistry());

    private String asked(Caller caller, String localId) {
        String runId = RunIds.pipelineId(caller.owner(), localId);
        var log = index.log(runId);
        log.asked(clock.instant(), null);
        log.askedBy(caller.owner(), localId, "What is battery?");
        return runId;
    }

    @Test
    void theAskerFindsTheirRunByTheirOwnId() {
        String runId = asked(ALICE, "q1");
        assertThat(index.readable(ALICE, "q1"))
                .hasValueSatisfying(log -> assertThat(log.requestId()).isEqualTo(runId));
    }

    @Test
    void anotherUserFindsNothingUnderEitherId() {
        String runId = asked(ALICE, "q1");
        assertThat(index.readable(BOB, "q1")).isEmpty();
        assertThat(index.readable(BOB, runId)).isEmpty();
        assertThat(index.readable(AUDITOR_B, runId))
                .as("an auditor of another organisation")
                .isEmpty();
    }

    @Test
    void anAuditorOfTheOrganisationFindsItByThePipelinesId() {
        String runId = asked(ALICE, "q1");
        assertThat(index.readable(AUDITOR_A, runId)).isPresent();
        assertThat(index.readable(AUDITOR_A, "q1"))
                .as("the asker's own id is theirs")
                .isEmpty();
    }

    @Test
    void twoAskersOfOneIdHaveTwoRuns() {
        String alices = asked(ALICE, "same");
        String bobs = asked(BOB, "same");
        assertThat(index.readable(ALICE, "same").orElseThrow().requestId()).isEqualTo(alices);
        assertThat(index.readable(BOB, "same").orElseThrow().requestId()).isEqualTo(bobs);
    }

    @Test
    void aRunNoOneOwnsIsReadByNoOne() {
        index.log("old-run");
        assertThat(index.readable(AUDITOR_A, "old-run")).isEmpty();
    }

    @Test
    void aRunAskedOnTheQuestionsTopicIsItsConfiguredOwnersById() {
        index.progress(
                new ProgressEvent(
                        1,
                        "run-1",
                        "kcat-1",
                        "guard",
                        "SAFE",
                        "agent.classifier",
                        null,
                        null,
                        1,
                        RunStatus.IN_PROGRESS,
                        null,
                        clock.instant()),
                "kcat-1",
                ALICE.owner());
        assertThat(index.readable(ALICE, "kcat-1")).isPresent();
        assertThat(index.readable(BOB, "kcat-1")).isEmpty();
    }

    @Test
    void aCallerListsTheirOwnRunsAndAnAuditorTheOrganisations() {
        asked(ALICE, "q1");
        asked(BOB, "q2");
        assertThat(index.runsOf(ALICE, false, 10))
                .extracting(RequestLog::localId)
                .containsExactly("q1");
        assertThat(index.runsOf(AUDITOR_A, true, 10))
                .extracting(RequestLog::localId)
                .containsExactlyInAnyOrder("q1", "q2");
        assertThat(index.runsOf(AUDITOR_B, true, 10)).isEmpty();
    }
}
