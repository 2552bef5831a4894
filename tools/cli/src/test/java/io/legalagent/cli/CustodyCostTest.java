package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class CustodyCostTest {

    /** {@code count} runs of nine hops, each hop {@code millis} plus noise of up to {@code spread}. */
    private static List<RunSample> runs(int count, double millis, double spread, long seed) {
        var random = new Random(seed);
        var runs = new ArrayList<RunSample>();
        for (int r = 0; r < count; r++) {
            var hops = new ArrayList<HopGap>();
            for (int h = 1; h <= 9; h++) {
                hops.add(new HopGap(h, "node" + h, millis + random.nextDouble() * spread));
            }
            runs.add(new RunSample("r" + r, hops, Map.of(), 0));
        }
        return runs;
    }

    @Test
    void aSlowerModeShowsItsP50DifferenceInsideItsInterval() {
        var cost = CustodyCost.of("idle", runs(40, 1.5, 0.4, 1), runs(40, 1.0, 0.4, 2));

        assertThat(cost.on().count()).isEqualTo(360);
        assertThat(cost.off().count()).isEqualTo(360);
        assertThat(cost.p50Difference()).isBetween(0.4, 0.6);
        assertThat(cost.low()).isLessThanOrEqualTo(cost.p50Difference()).isGreaterThan(0.3);
        assertThat(cost.high()).isGreaterThanOrEqualTo(cost.p50Difference()).isLessThan(0.7);
        assertThat(cost.table())
                .contains("custody cost (idle passes): on 360 hops p50 1.")
                .contains("95 % bootstrap interval [+0.");
    }

    @Test
    void theSameModeTwiceGivesAnIntervalAroundZero() {
        var cost = CustodyCost.of("idle", runs(40, 1.0, 0.4, 3), runs(40, 1.0, 0.4, 4));

        assertThat(cost.low()).isNegative();
        assertThat(cost.high()).isPositive();
    }

    @Test
    void theIntervalIsTheSameForTheSameRunsAndWidensWithFewerRuns() {
        var on = runs(40, 1.2, 0.4, 5);
        var off = runs(40, 1.0, 0.4, 6);
        var again = CustodyCost.of("idle", on, off);
        var few = CustodyCost.of("idle", on.subList(0, 5), off.subList(0, 5));

        assertThat(CustodyCost.of("idle", on, off)).isEqualTo(again);
        assertThat(few.high() - few.low()).isGreaterThan(again.high() - again.low());
    }

    @Test
    void bothSidesNeedRuns() {
        assertThatThrownBy(() -> CustodyCost.of("idle", runs(3, 1, 0, 7), List.of()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("3 on, 0 off");
    }

    @Test
    void samplesAreComparedWithinOneModeAndPassOnlyWhenBothSidesRan() {
        var samples = new CustodySamples();
        samples.add("eos_on", "idle", true, runs(3, 1.2, 0.1, 8));
        samples.add("eos_on", "idle", false, runs(3, 1.0, 0.1, 9));
        samples.add("eos_on", "idle", true, runs(3, 1.2, 0.1, 10));
        samples.add("eos_on", "loaded", true, runs(3, 1.2, 0.1, 11));

        var costs = samples.costs();

        assertThat(costs).hasSize(1);
        assertThat(costs.get(0).pass()).isEqualTo("eos_on idle");
        assertThat(costs.get(0).on().count()).isEqualTo(54);
        assertThat(costs.get(0).off().count()).isEqualTo(27);
    }
}
