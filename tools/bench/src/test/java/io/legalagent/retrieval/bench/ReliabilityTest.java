package io.legalagent.retrieval.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

class ReliabilityTest {
    // Hits (gold in the top 5) and misses, as a confidence predicted them.
    private final Reliability reliability = new Reliability(List.of(0.9, 0.7, 0.3), List.of(0.1, 0.5, 0.38));

    @Test
    void eachBandSaysHowOftenItsPredictionsCameTrue() {
        var bands = reliability.bands();

        assertThat(bands).hasSize(5);
        assertThat(bands.get(0)).isEqualTo(new Reliability.Band(0, 0.2, 1, 0.1, 0));
        assertThat(bands.get(1).questions()).isEqualTo(2);
        assertThat(bands.get(1).meanPredicted()).isCloseTo((0.3 + 0.38) / 2, within(1e-12));
        assertThat(bands.get(1).observed()).isEqualTo(0.5);
        assertThat(bands.get(2).questions()).isEqualTo(1);
        assertThat(bands.get(2).observed()).isZero();
        assertThat(bands.get(3).observed()).isEqualTo(1);
        assertThat(bands.get(4).observed()).isEqualTo(1);
    }

    @Test
    void theBrierScoreStandsBesideTheBaseRatesOwn() {
        // (0.1² + 0.3² + 0.7²) for the hits, (0.1² + 0.5² + 0.38²) for the misses, over 6.
        assertThat(reliability.brier()).isCloseTo((0.59 + 0.4044) / 6, within(1e-12));
        // Half are hits: predicting 0.5 for every question scores 0.25.
        assertThat(reliability.baseRateBrier()).isCloseTo(0.25, within(1e-12));
        assertThat(reliability.report("calibrated"))
                .startsWith("  calibrated read as a probability: Brier 0.166 (the base rate alone 0.250)")
                .contains("predicted 0.2-0.4:    2 questions, mean 0.34, gold in the top 5 for  50%");
    }

    @Test
    void aCertainPredictionFallsInTheLastBand() {
        var edges = new Reliability(List.of(1.0), List.of(0.0));

        assertThat(edges.bands().get(4).questions()).isEqualTo(1);
        assertThat(edges.bands().get(0).questions()).isEqualTo(1);
        assertThat(edges.brier()).isZero();
        assertThat(edges.report("x")).contains("predicted 0.4-0.6: no question");
    }
}
