package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ChaosVerdictTest {
    private static final String BATCH = "chaos-test-";
    private static final long T0 = 1_700_000_000_000L;

    /** Questions 0..n-1 published one a second, each seen on legal.progress. */
    private static ChaosRun run(int n, long deadlineSeconds) {
        var asked = new ArrayList<ChaosRun.Asked>();
        for (int i = 0; i < n; i++) {
            asked.add(
                    new ChaosRun.Asked(BATCH + i, T0 + i * 1000L, null, 9, "observer FINAL (hop 9)", List.of(), null));
        }
        return new ChaosRun(BATCH, "qa.csv", 1, deadlineSeconds, asked);
    }

    private static DeliveredAnswer answer(int i, String runId, String status, long afterMs) {
        return new DeliveredAnswer(BATCH + i, runId, status, T0 + i * 1000L + afterMs, i % 6, i);
    }

    @Test
    void everyQuestionAnsweredOnceInTimeHolds() {
        var v = ChaosVerdict.of(
                run(3, 60),
                List.of(
                        answer(0, "r0", "ANSWERED", 1200),
                        answer(1, "r1", "ANSWERED", 800),
                        answer(2, "r2", "FAILED", 3000)));

        assertThat(v.holds()).isTrue();
        assertThat(v.published()).isEqualTo(3);
        assertThat(v.answered()).isEqualTo(3);
        assertThat(v.lost() + v.stuck() + v.duplicated() + v.unknown() + v.unpublished())
                .isZero();
        assertThat(v.statuses()).containsExactly(java.util.Map.entry("ANSWERED", 2), java.util.Map.entry("FAILED", 1));
        assertThat(v.problems()).isEmpty();
    }

    @Test
    void aSecondAnswerForOneRequestIsADuplicateWhetherFromTheSameRunOrAnother() {
        var v = ChaosVerdict.of(
                run(3, 60),
                List.of(
                        answer(0, "r0", "ANSWERED", 1000),
                        answer(0, "r0", "ANSWERED", 1100),
                        answer(1, "r1", "ANSWERED", 1000),
                        answer(2, "r2", "ANSWERED", 1000),
                        answer(2, "r2-again", "FAILED", 50_000)));

        assertThat(v.holds()).isFalse();
        assertThat(v.duplicated()).isEqualTo(2);
        assertThat(v.answers()).isEqualTo(5);
        // each question is counted once, by its first answer
        assertThat(v.answered()).isEqualTo(3);
        assertThat(v.statuses()).containsEntry("ANSWERED", 3).doesNotContainKey("FAILED");
        assertThat(v.problems()).anySatisfy(p -> assertThat(p).contains(BATCH + "2: 2 answers", "r2-again"));
    }

    @Test
    void noAnswerIsStuckWhenTheRunWasSeenMovingAndLostWhenItNeverWas() {
        var asked = new ArrayList<>(run(2, 60).questions());
        asked.add(new ChaosRun.Asked(BATCH + "2", T0 + 2000, null, 0, null, List.of(), null));
        var v = ChaosVerdict.of(
                new ChaosRun(BATCH, "qa.csv", 1, 60, asked), List.of(answer(0, "r0", "ANSWERED", 1000)));

        assertThat(v.holds()).isFalse();
        assertThat(v.published()).isEqualTo(3);
        assertThat(v.answered()).isEqualTo(1);
        assertThat(v.stuck()).isEqualTo(1);
        assertThat(v.lost()).isEqualTo(1);
        assertThat(v.problems())
                .containsExactly(
                        BATCH + "1: stuck, no answer; last seen observer FINAL (hop 9)",
                        BATCH + "2: lost, no answer and no progress of its run");
    }

    @Test
    void anAnswerAfterTheDeadlineIsStuckYetCountedByStatusAndLatency() {
        var v = ChaosVerdict.of(
                run(2, 30), List.of(answer(0, "r0", "ANSWERED", 30_000), answer(1, "r1", "ANSWERED", 30_001)));

        assertThat(v.answered()).isEqualTo(1); // exactly at the deadline is in time
        assertThat(v.stuck()).isEqualTo(1);
        assertThat(v.statuses()).containsEntry("ANSWERED", 2);
        assertThat(v.latency().max()).isEqualTo(30_001);
        assertThat(v.problems()).containsExactly(BATCH + "1: stuck, answered only after 30.0 s (deadline 30 s)");
    }

    @Test
    void latencyIsFromPublishToTheFirstAnswerOfEachQuestion() {
        var v = ChaosVerdict.of(
                run(4, 60),
                List.of(
                        answer(0, "r0", "ANSWERED", 4000),
                        answer(1, "r1", "ANSWERED", 1000),
                        answer(2, "r2", "ANSWERED", 3000),
                        answer(3, "r3", "ANSWERED", 2000),
                        answer(3, "r3", "ANSWERED", 9000)));

        assertThat(v.latency().count()).isEqualTo(4);
        assertThat(v.latency().p50()).isEqualTo(2000);
        assertThat(v.latency().max()).isEqualTo(4000);
    }

    @Test
    void answersOfOtherRequestsAreIgnoredButUnknownOnesOfThisRunFailIt() {
        var others = List.of(
                answer(0, "r0", "ANSWERED", 1000),
                new DeliveredAnswer("eval-1234-1", "x", "ANSWERED", T0, 0, 0),
                new DeliveredAnswer(null, "y", "REJECTED", T0, 0, 1));
        assertThat(ChaosVerdict.of(run(1, 60), others).holds()).isTrue();

        var unknown = new ArrayList<>(others);
        unknown.add(new DeliveredAnswer(BATCH + "77", "z", "ANSWERED", T0, 0, 2));
        var v = ChaosVerdict.of(run(1, 60), unknown);
        assertThat(v.unknown()).isEqualTo(1);
        assertThat(v.holds()).isFalse();
    }

    @Test
    void aQuestionTheBrokerNeverTookIsNotPublishedAndFailsTheRun() {
        var asked = List.of(
                new ChaosRun.Asked(BATCH + "0", T0, null, 9, "observer FINAL (hop 9)", List.of(), null),
                new ChaosRun.Asked(BATCH + "1", T0 + 1000, "Expiring 1 record(s)", 0, null, List.of(), null));
        var v = ChaosVerdict.of(new ChaosRun(BATCH, "qa.csv", 1, 60, asked), List.of(answer(0, "r0", "ANSWERED", 10)));

        assertThat(v.published()).isEqualTo(1);
        assertThat(v.unpublished()).isEqualTo(1);
        assertThat(v.lost()).isZero();
        assertThat(v.holds()).isFalse();
    }
}
