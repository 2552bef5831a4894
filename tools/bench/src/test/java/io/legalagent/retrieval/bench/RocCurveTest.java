package io.legalagent.retrieval.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class RocCurveTest {
    @Test
    void eachThresholdFromTheHighestDownPassesMoreOfBoth() {
        var curve = RocCurve.of(List.of(0.9, 0.7, 0.3), List.of(0.8, 0.1));

        assertThat(curve.points())
                .containsExactly(
                        new RocCurve.Point(null, 0, 0),
                        new RocCurve.Point(0.9, 0, 1 / 3.0),
                        new RocCurve.Point(0.8, 0.5, 1 / 3.0),
                        new RocCurve.Point(0.7, 0.5, 2 / 3.0),
                        new RocCurve.Point(0.3, 0.5, 1),
                        new RocCurve.Point(0.1, 1, 1));
        // Pairs a hit outranks: 0.9 > both, 0.7 > 0.1, 0.3 > 0.1: 4 of 6.
        assertThat(curve.area()).isCloseTo(4 / 6.0, within(1e-12));
    }

    @Test
    void theTrapezoidAreaIsTheAucOfThePlacementsTiesIncluded() {
        var random = new Random(47);
        for (int run = 0; run < 50; run++) {
            var hits = new ArrayList<Double>();
            var misses = new ArrayList<Double>();
            for (int i = 0; i < 5 + random.nextInt(60); i++) {
                // Values on a coarse grid, so that hits and misses tie often.
                double value = Math.round(random.nextDouble() * 10) / 10.0;
                (random.nextDouble() < value ? hits : misses).add(value);
            }
            hits.add(0.5);
            misses.add(0.5);

            var curve = RocCurve.of(hits, misses);

            assertThat(curve.area()).isCloseTo(AucEstimate.of(hits, misses).auc(), within(1e-12));
            var points = curve.points();
            for (int i = 1; i < points.size(); i++) {
                assertThat(points.get(i).falsePositives())
                        .isGreaterThanOrEqualTo(points.get(i - 1).falsePositives());
                assertThat(points.get(i).truePositives())
                        .isGreaterThanOrEqualTo(points.get(i - 1).truePositives());
            }
            assertThat(points.get(points.size() - 1))
                    .isEqualTo(new RocCurve.Point(points.get(points.size() - 1).threshold(), 1, 1));
        }
    }

    @Test
    void withoutHitsOrMissesTheCurveIsTheDiagonalAsTheAucIsOneHalf() {
        var curve = RocCurve.of(List.of(0.4, 0.6), List.of());

        assertThat(curve.points()).extracting(RocCurve.Point::truePositives).containsExactly(0.0, 1.0);
        assertThat(curve.area())
                .isEqualTo(0.5)
                .isEqualTo(AucEstimate.of(List.of(0.4, 0.6), List.of()).auc());
    }
}
