package io.legalagent.cli;

import static io.legalagent.cli.BenchSamples.T0;
import static io.legalagent.cli.BenchSamples.event;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class HopGapsTest {

    @Test
    void eachGapRunsFromThePreviousEventAndTheFirstFromPublishing() {
        var events = List.of(
                event("r", 3, "planner", 9_500), event("r", 1, "guard", 2_000), event("r", 2, "classifier", 5_000));

        var gaps = HopGaps.of(T0, events);

        assertThat(gaps)
                .containsExactly(
                        new HopGap(1, "guard", 2.0), new HopGap(2, "classifier", 3.0), new HopGap(3, "planner", 4.5));
    }

    @Test
    void aRepeatedHopCountsOnceFromItsFirstEvent() {
        // At-least-once: a hop redone after a crash publishes its event again, later.
        var events = List.of(
                event("r", 1, "guard", 1_000),
                event("r", 2, "classifier", 3_000),
                event("r", 2, "classifier", 40_000),
                event("r", 3, "planner", 4_000));

        assertThat(HopGaps.of(T0, events)).extracting(HopGap::millis).containsExactly(1.0, 2.0, 1.0);
    }

    @Test
    void noEventsNoGaps() {
        assertThat(HopGaps.of(T0, List.of())).isEmpty();
    }

    @Test
    void aRunSampleSumsItsGapsAndSubtractsTheTimeInsideTheNodes() {
        var events = BenchSamples.run("r", List.of("guard", "classifier", "observer"), 2_000, 5_000, 11_000);
        var answer = BenchSamples.answer("r", Map.of("guard", 1L, "classifier", 0L, "observer", 2L), false);

        var sample = RunSample.of("r", T0, events, answer, T0.plusMillis(14));

        assertThat(sample.hopTotal()).isEqualTo(11.0);
        assertThat(sample.nodeTotal()).isEqualTo(3);
        assertThat(sample.overhead()).isEqualTo(8.0);
        assertThat(sample.endToEndMillis()).isEqualTo(14.0);
        assertThat(sample.gapsOf("observer")).isEqualTo(6.0);
        assertThat(sample.visitsOf("classifier")).isEqualTo(1);
    }
}
