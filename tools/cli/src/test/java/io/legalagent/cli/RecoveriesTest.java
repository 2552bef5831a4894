package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RecoveriesTest {
    private static final long T0 = 1_700_000_000_000L;

    @TempDir
    Path dir;

    private Recoveries read(String... lines) throws Exception {
        var file = dir.resolve("kills.jsonl");
        Files.write(file, List.of(lines));
        return Recoveries.read(file);
    }

    @Test
    void readsTheLauncherLinesInKillOrderAndFindsTheSlowestServiceAndTheBroker() throws Exception {
        var r = read(
                "{\"target\":\"planner\",\"pid\":12,\"killed_at_ms\":" + (T0 + 20_000) + ",\"ready_at_ms\":"
                        + (T0 + 41_000) + "}",
                "",
                "{\"target\":\"guard\",\"pid\":11,\"killed_at_ms\":" + (T0 + 10_000) + ",\"ready_at_ms\":"
                        + (T0 + 24_500) + "}",
                "{\"target\":\"kafka\",\"pid\":10,\"killed_at_ms\":" + (T0 + 30_000) + ",\"ready_at_ms\":"
                        + (T0 + 37_250) + "}");

        assertThat(r.kills()).extracting(Recoveries.Kill::target).containsExactly("guard", "planner", "kafka");
        assertThat(r.serviceKills()).hasSize(2);
        assertThat(r.slowestService().orElseThrow().target()).isEqualTo("planner");
        assertThat(r.slowestService().orElseThrow().recoveryMillis()).isEqualTo(21_000);
        assertThat(r.slowestBroker().orElseThrow().recoveryMillis()).isEqualTo(7_250);
        assertThat(r.notBack()).isEmpty();
    }

    @Test
    void aProcessThatDidNotComeBackHasNoRecoveryTimeAndFailsTheReport() throws Exception {
        var r = read(
                "{\"target\":\"executor\",\"pid\":12,\"killed_at_ms\":" + (T0 + 5_000) + ",\"ready_at_ms\":null}",
                "{\"target\":\"memory\",\"pid\":13,\"killed_at_ms\":" + (T0 + 9_000) + ",\"ready_at_ms\":"
                        + (T0 + 12_000) + "}");

        assertThat(r.notBack()).extracting(Recoveries.Kill::target).containsExactly("executor");
        assertThat(r.slowestService().orElseThrow().target()).isEqualTo("memory");
        assertThat(r.slowestBroker()).isEmpty();
        assertThatThrownBy(() -> r.kills().get(0).recoveryMillis()).isInstanceOf(IllegalStateException.class);

        var run = new ChaosRun(
                "chaos-t-",
                "qa.csv",
                1,
                60,
                List.of(new ChaosRun.Asked("chaos-t-0", T0, null, 9, "observer FINAL", List.of(), null)));
        var verdict = ChaosVerdict.of(run, List.of(new DeliveredAnswer("chaos-t-0", "r", "ANSWERED", T0 + 900, 0, 0)));
        assertThat(verdict.holds()).isTrue();
        var report = new ChaosReport(run, verdict, r, 42L, 5.0);
        assertThat(report.holds()).isFalse();
        assertThat(report.table()).contains("executor was not back in time", "verdict: FAILED");
        assertThat(report.figures()).containsEntry("not_back", 1).containsEntry("ok", false);
    }

    @Test
    void theFiguresGiveEveryKillInSecondsFromTheFirstQuestion() throws Exception {
        var r = read(
                "{\"target\":\"guard\",\"pid\":11,\"killed_at_ms\":" + (T0 + 10_000) + ",\"ready_at_ms\":"
                        + (T0 + 24_500) + "}",
                "{\"target\":\"kafka\",\"pid\":10,\"killed_at_ms\":" + (T0 + 30_000) + ",\"ready_at_ms\":"
                        + (T0 + 37_250) + "}");
        var run = new ChaosRun(
                "chaos-t-",
                "qa.csv",
                1,
                60,
                List.of(
                        new ChaosRun.Asked("chaos-t-0", T0, null, 9, "observer FINAL", List.of(), null),
                        new ChaosRun.Asked("chaos-t-1", T0 + 1000, null, 9, "observer FINAL", List.of(), null)));
        var verdict = ChaosVerdict.of(
                run,
                List.of(
                        new DeliveredAnswer("chaos-t-0", "r0", "ANSWERED", T0 + 1500, 0, 0),
                        new DeliveredAnswer("chaos-t-1", "r1", "ANSWERED", T0 + 3500, 1, 0)));

        var figures = new ChaosReport(run, verdict, r, 42L, 10.0).figures();

        assertThat(figures)
                .containsEntry("published", 2)
                .containsEntry("answered", 2)
                .containsEntry("lost", 0)
                .containsEntry("duplicated", 0)
                .containsEntry("stuck", 0)
                .containsEntry("seed", 42L)
                .containsEntry("broker_recovery_ms", 7_250L)
                .containsEntry("ok", true);
        assertThat(figures.get("slowest_service_recovery"))
                .isEqualTo(Map.of("target", "guard", "recovery_ms", 14_500L));
        @SuppressWarnings("unchecked")
        var kills = (List<Map<String, Object>>) figures.get("kills");
        assertThat(kills.get(0))
                .containsEntry("target", "guard")
                .containsEntry("killed_at_s", 10.0)
                .containsEntry("back_at_s", 24.5)
                .containsEntry("recovery_ms", 14_500L);
        @SuppressWarnings("unchecked")
        var latency = (Map<String, Object>) figures.get("latency");
        assertThat(latency).containsEntry("p50_ms", 1500.0).containsEntry("max_ms", 2500.0);
    }

    @Test
    void aLineThatIsNotJsonIsNamedAndAMissingFileHasNoKills() throws Exception {
        assertThatThrownBy(() -> read("{\"target\":\"guard\"}", "killed guard")).hasMessageContaining("line 2");
        assertThat(Recoveries.read(dir.resolve("none.jsonl")).kills()).isEmpty();
    }
}
