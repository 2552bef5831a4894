package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class WorkResumptionTest {
    private static final long T0 = 1_700_000_000_000L;

    private static ChaosRun.NodeHop hop(String node, long offsetMs) {
        return new ChaosRun.NodeHop(node, T0 + offsetMs);
    }

    private static ChaosRun.Asked asked(String id, long publishedMs, long answeredMs, ChaosRun.NodeHop... hops) {
        return new ChaosRun.Asked(id, T0 + publishedMs, null, hops.length, null, List.of(hops), T0 + answeredMs);
    }

    @Test
    void workResumesAtTheKilledNodesNextHopAndTheBrokersAtAnyNodes() {
        var run = new ChaosRun(
                "c-",
                "qa.csv",
                1,
                60,
                List.of(
                        // Executor killed at 10 s: its next hop is at 13.5 s, on the second question.
                        asked("c-0", 0, 9_000, hop("guard", 100), hop("executor", 2_000), hop("observer", 8_900)),
                        asked(
                                "c-1",
                                8_000,
                                20_000,
                                hop("guard", 8_100),
                                hop("executor", 13_500),
                                hop("observer", 19_000)),
                        asked(
                                "c-2",
                                15_000,
                                30_000,
                                hop("guard", 15_100),
                                hop("executor", 16_000),
                                hop("observer", 29_000))));
        var recoveries = new Recoveries(List.of(
                new Recoveries.Kill("executor", 1, T0 + 10_000, T0 + 12_000),
                new Recoveries.Kill("kafka", 2, T0 + 21_000, T0 + 28_000),
                new Recoveries.Kill("planner", 3, T0 + 25_000, T0 + 27_000)));

        var resumption = WorkResumption.of(run, recoveries);

        assertThat(resumption.resumedMs().get(recoveries.kills().get(0))).isEqualTo(3_500L);
        assertThat(resumption.resumedMs().get(recoveries.kills().get(1))).isEqualTo(8_000L);
        // No planner hop after 25 s: nothing to resume, not a failure.
        assertThat(resumption.idle(recoveries))
                .extracting(Recoveries.Kill::target)
                .containsExactly("planner");
        assertThat(resumption.services().count()).isEqualTo(1);
        assertThat(resumption.meetsTarget()).isTrue();
        // In flight: c-1 during the executor's kill, c-2 during the broker's and the planner's; not c-0.
        assertThat(resumption.inFlight()).isEqualTo(2);
        assertThat(resumption.inFlightLatency().max()).isEqualTo(15_000);
    }

    @Test
    void aSlowResumptionMissesTheTarget() {
        var run = new ChaosRun(
                "c-", "qa.csv", 1, 60, List.of(asked("c-0", 0, 30_000, hop("memory", 100), hop("memory", 22_000))));
        var recoveries = new Recoveries(List.of(new Recoveries.Kill("memory", 1, T0 + 5_000, T0 + 15_000)));

        var resumption = WorkResumption.of(run, recoveries);

        assertThat(resumption.resumedMs()).containsValue(17_000L);
        assertThat(resumption.meetsTarget()).isFalse();
    }
}
