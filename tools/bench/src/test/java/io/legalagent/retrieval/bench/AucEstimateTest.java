package io.legalagent.retrieval.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;

/** DeLong's AUC variance, checked against placements worked out by hand. */
class AucEstimateTest {
    private static final Offset<Double> CLOSE = Offset.offset(1e-4);

    private static Calibration calibration(String name, double[] hits, double[] misses) {
        var calibration = new Calibration(name);
        for (double h : hits) {
            calibration.add(h, true);
        }
        for (double m : misses) {
            calibration.add(m, false);
        }
        return calibration;
    }

    @Test
    void theStandardErrorComesFromEachQuestionsPlacement() {
        // Hits outrank 1, 1 and 1/2 of the misses; misses are outranked by 2/3 and 3/3 of the hits.
        var estimate = AucEstimate.of(List.of(0.9, 0.8, 0.4), List.of(0.5, 0.3));

        assertThat(estimate.auc()).isCloseTo(5.0 / 6, CLOSE);
        // Variances 1/12 over 3 hits and 1/18 over 2 misses.
        assertThat(estimate.standardError()).isCloseTo(Math.sqrt(1.0 / 36 + 1.0 / 36), CLOSE);
        assertThat(estimate.interval(false)).isEqualTo("[0.371, 1.000]");
    }

    @Test
    void aPairedDifferenceUsesTheDifferenceOfEachQuestionsPlacements() {
        var a = calibration("a", new double[] {0.9, 0.8, 0.4}, new double[] {0.5, 0.3});
        var b = calibration("b", new double[] {0.2, 0.8, 0.9}, new double[] {0.5, 0.3});

        var difference = AucEstimate.difference(a, b);

        assertThat(difference.auc()).isCloseTo(5.0 / 6 - 2.0 / 3, CLOSE);
        // Hit differences 1, 0, −1/2 (variance 7/12), miss differences 0, 1/3 (variance 1/18).
        assertThat(difference.standardError()).isCloseTo(Math.sqrt(7.0 / 36 + 1.0 / 36), CLOSE);
        assertThat(difference.interval(true)).isEqualTo("[-0.757, +1.091]");
    }

    @Test
    void aSignalComparedWithItselfDiffersByNothingWithCertainty() {
        var a = calibration("a", new double[] {0.9, 0.8, 0.4}, new double[] {0.5, 0.3});

        var difference = AucEstimate.difference(a, a);

        assertThat(difference.auc()).isZero();
        assertThat(difference.standardError()).isZero();
    }

    @Test
    void perfectSeparationHasNoSpreadAndNoSideIsNoEstimate() {
        assertThat(AucEstimate.of(List.of(0.9, 0.8), List.of(0.1, 0.2))).isEqualTo(new AucEstimate(1, 0));
        assertThat(AucEstimate.of(List.of(), List.of(0.1))).isEqualTo(new AucEstimate(0.5, 0));
    }

    @Test
    void signalsReadOnDifferentQuestionsCannotBePaired() {
        var a = calibration("a", new double[] {0.9, 0.8}, new double[] {0.5});
        var b = calibration("b", new double[] {0.9}, new double[] {0.5, 0.3});

        assertThatThrownBy(() -> AucEstimate.difference(a, b))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("same questions");
    }
}
