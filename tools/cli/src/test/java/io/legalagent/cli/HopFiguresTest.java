package io.legalagent.cli;

import static io.legalagent.cli.BenchSamples.T0;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class HopFiguresTest {
    private static final List<String> PATH = List.of("guard", "classifier", "observer");

    /** Two runs: gaps 2, 3, 6 ms and 4, 1, 5 ms; 3 ms and 1 ms inside the nodes. */
    static List<RunSample> twoRuns() {
        var first = RunSample.of(
                "a",
                T0,
                BenchSamples.run("a", PATH, 2_000, 5_000, 11_000),
                BenchSamples.answer("a", Map.of("guard", 1L, "observer", 2L), false),
                T0.plusMillis(12));
        var second = RunSample.of(
                "b",
                T0,
                // out of flow order on purpose: the table still lists guard first
                BenchSamples.run("b", List.of("observer", "classifier", "guard"), 4_000, 5_000, 10_000),
                BenchSamples.answer("b", Map.of("observer", 1L), false),
                T0.plusMillis(11));
        return List.of(first, second);
    }

    @Test
    void summarisesEveryHopEachNodeAndEachRun() {
        var figures = HopFigures.of("idle", "one run at a time", twoRuns());

        assertThat(figures.runs()).isEqualTo(2);
        assertThat(figures.hopsPerRun()).isEqualTo(3.0);
        assertThat(figures.allHops().count()).isEqualTo(6);
        assertThat(figures.allHops().p50()).isEqualTo(3.0); // 1 2 3 | 4 5 6
        assertThat(figures.allHops().p99()).isEqualTo(6.0);
        assertThat(figures.perNode().keySet()).containsExactly("guard", "classifier", "observer");
        assertThat(figures.perNode().get("guard").p50()).isEqualTo(2.0); // 2 and 5
        assertThat(figures.perNode().get("observer").max()).isEqualTo(6.0); // 6 and 4
        assertThat(figures.runTotal().p50()).isEqualTo(10.0); // 11 and 10
        assertThat(figures.meanNodeMillis()).isEqualTo(2.0); // 3 and 1
        assertThat(figures.overhead().p50()).isEqualTo(8.0); // 8 and 9
        assertThat(figures.overhead().p99()).isEqualTo(9.0);
    }

    @Test
    void meetsTheTargetsOnlyWhenBothPercentilesDo() {
        var figures = HopFigures.of("idle", "one run at a time", twoRuns());

        assertThat(figures.meets(5, 25)).isTrue();
        assertThat(figures.meets(2, 25)).isFalse();
        assertThat(figures.meets(5, 5)).isFalse();
        assertThat(HopFigures.of("idle", "-", List.of()).meets(5, 25)).isFalse();
    }

    @Test
    void theTableShowsEveryHopThenEachNode() {
        var table = HopFigures.of("loaded", "10.0 runs/s", twoRuns()).table();

        assertThat(table)
                .startsWith("loaded: 2 runs, 10.0 runs/s, 3.0 hops per run")
                .contains("every hop           6     3.00")
                .containsSubsequence("guard", "classifier", "observer")
                .contains("orchestration overhead (the difference) p50 8.0 / p95 9.0 / p99 9.0 ms");
    }

    @Test
    @SuppressWarnings("unchecked")
    void theJsonFiguresHoldTheSameNumbers() {
        var json = Json.MAPPER.writeValueAsString(
                HopFigures.of("idle", "one run at a time", twoRuns()).figures());
        var back = Json.MAPPER.readValue(json, Map.class);

        assertThat(back.get("runs")).isEqualTo(2);
        assertThat(back.get("hops_per_run")).isEqualTo(3.0);
        assertThat((Map<String, Object>) back.get("every_hop"))
                .containsEntry("p50_ms", 3.0)
                .containsEntry("count", 6);
        assertThat(((Map<String, Object>) back.get("per_node")).keySet())
                .containsExactly("guard", "classifier", "observer");
        assertThat((Map<String, Object>) back.get("run_overhead")).containsEntry("p99_ms", 9.0);
        assertThat(back.get("node_time_mean_ms")).isEqualTo(2.0);
    }
}
