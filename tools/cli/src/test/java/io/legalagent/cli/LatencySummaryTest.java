package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class LatencySummaryTest {

    @Test
    void nearestRankPercentilesOfOneToAHundred() {
        var values = IntStream.rangeClosed(1, 100).mapToObj(i -> (double) i).toList();
        var shuffled = new ArrayList<>(values);
        java.util.Collections.shuffle(shuffled, new java.util.Random(7));

        var s = LatencySummary.of(shuffled);

        assertThat(s.count()).isEqualTo(100);
        assertThat(s.p50()).isEqualTo(50);
        assertThat(s.p95()).isEqualTo(95);
        assertThat(s.p99()).isEqualTo(99);
        assertThat(s.max()).isEqualTo(100);
        assertThat(s.mean()).isEqualTo(50.5);
    }

    @Test
    void withFewValuesTheHighPercentilesAreTheMaximum() {
        var s = LatencySummary.of(List.of(4.0, 1.0, 3.0, 2.0, 10.0, 6.0, 5.0, 8.0, 7.0, 9.0));

        assertThat(s.p50()).isEqualTo(5);
        assertThat(s.p95()).isEqualTo(10);
        assertThat(s.p99()).isEqualTo(10);
        assertThat(LatencySummary.of(List.of(3.5))).isEqualTo(new LatencySummary(1, 3.5, 3.5, 3.5, 3.5, 3.5));
    }

    @Test
    void percentilesAreAlwaysMeasuredValues() {
        double[] ascending = {1.0, 2.0, 3.0, 4.0};

        assertThat(LatencySummary.percentile(ascending, 50)).isEqualTo(2.0);
        assertThat(LatencySummary.percentile(ascending, 51)).isEqualTo(3.0);
        assertThat(LatencySummary.percentile(ascending, 0)).isEqualTo(1.0);
        assertThat(LatencySummary.percentile(ascending, 100)).isEqualTo(4.0);
        assertThatThrownBy(() -> LatencySummary.percentile(new double[0], 50))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void noValuesGiveTheEmptySummary() {
        assertThat(LatencySummary.of(List.of())).isEqualTo(LatencySummary.EMPTY);
    }

    @Test
    void figuresAreRoundedToHundredthsOfAMillisecond() {
        var figures = LatencySummary.of(List.of(1.23456, 2.0)).figures();

        assertThat(figures)
                .containsExactly(
                        java.util.Map.entry("count", 2),
                        java.util.Map.entry("mean_ms", 1.62),
                        java.util.Map.entry("p50_ms", 1.23),
                        java.util.Map.entry("p95_ms", 2.0),
                        java.util.Map.entry("p99_ms", 2.0),
                        java.util.Map.entry("max_ms", 2.0));
    }
}
