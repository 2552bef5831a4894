package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Wilson intervals and McNemar's test against values published for them. */
class StatisticsTest {
    @Test
    void wilsonIntervalsMatchTheirKnownValues() {
        var eightOfTen = WilsonInterval.of(8, 10);
        assertThat(eightOfTen.low()).isCloseTo(0.4902, within(1e-4));
        assertThat(eightOfTen.high()).isCloseTo(0.9433, within(1e-4));
        // At 0 and n the interval keeps a width and stays within [0, 1].
        assertThat(WilsonInterval.of(0, 10).low()).isZero();
        assertThat(WilsonInterval.of(0, 10).high()).isCloseTo(0.2775, within(1e-4));
        assertThat(WilsonInterval.of(10, 10).low()).isCloseTo(0.7225, within(1e-4));
        assertThat(WilsonInterval.of(10, 10).high()).isCloseTo(1.0, within(1e-12));
        assertThat(WilsonInterval.of(0, 0)).isEqualTo(new WilsonInterval(0, 1));
    }

    @Test
    void mcNemarIsTheExactTwoSidedBinomialOfTheDiscordantPairs() {
        var test = McNemar.of(10, 2);
        // 2 * (C(12,0) + C(12,1) + C(12,2)) / 2^12 = 2 * 79 / 4096
        assertThat(test.p()).isCloseTo(158.0 / 4096, within(1e-12));
        assertThat(test.p()).isCloseTo(0.0386, within(5e-5));
        assertThat(test.chiSquared()).isCloseTo(49.0 / 12, within(1e-12));
        assertThat(McNemar.of(2, 10).p()).isEqualTo(test.p());
        assertThat(McNemar.of(0, 5).p()).isCloseTo(2.0 / 32, within(1e-12));
        assertThat(McNemar.of(3, 3).p()).isEqualTo(1.0);
        assertThat(McNemar.of(0, 0).p()).isEqualTo(1.0);
        // Thousands of pairs neither overflow nor lose the tail.
        assertThat(McNemar.of(1000, 1000).p()).isEqualTo(1.0);
        assertThat(McNemar.of(900, 1100).p()).isBetween(1e-6, 1e-4);
    }

    @Test
    void reliabilityBinsStepsByConfidenceAndScoresThemByBrier() {
        var outcomes = List.of(
                new Reliability.Outcome(0.05, false),
                new Reliability.Outcome(0.15, false),
                new Reliability.Outcome(0.12, true),
                new Reliability.Outcome(0.9, true),
                new Reliability.Outcome(1.0, true));

        var reliability = Reliability.of(outcomes);

        assertThat(reliability.bins()).extracting(Reliability.Bin::count).containsExactly(1, 2, 2);
        var middle = reliability.bins().get(1);
        assertThat(middle.low()).isCloseTo(0.1, within(1e-12));
        assertThat(middle.meanConfidence()).isCloseTo(0.135, within(1e-12));
        assertThat(middle.observedRate()).isEqualTo(0.5);
        // 1.0 falls in the last bin, not an eleventh.
        assertThat(reliability.bins().get(2).low()).isCloseTo(0.9, within(1e-12));
        double brier = (0.05 * 0.05 + 0.15 * 0.15 + 0.88 * 0.88 + 0.1 * 0.1 + 0) / 5;
        assertThat(reliability.brier()).isCloseTo(brier, within(1e-12));
    }

    @Test
    void hitAtKCountsRanksWithinKOverEveryQuestionWithAGoldPassage() {
        var shares = GoldRank.hitAtK(Arrays.asList(1, 3, null, 11));

        assertThat(shares).hasSize(10);
        assertThat(shares.get(0)).isEqualTo(0.25);
        assertThat(shares.get(1)).isEqualTo(0.25);
        assertThat(shares.get(2)).isEqualTo(0.5);
        assertThat(shares.get(9)).isEqualTo(0.5);
    }
}
