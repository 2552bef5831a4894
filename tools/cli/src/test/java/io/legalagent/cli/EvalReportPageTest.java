package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.legalagent.report.Mark;
import io.legalagent.report.SvgMarks;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The eval report's charts read back from their SVG against the sample run's figures worked out by
 * hand ({@link EvalRunSamples}), and figures.json holding the same numbers.
 */
class EvalReportPageTest {
    private static final List<String> SUBJECTS = List.of("CONTRACTS", "EVIDENCE", "TORTS", EvalReport.OVERALL);
    private static final List<Double> ACCURACY = List.of(2 / 4.0, 1 / 2.0, 2 / 3.0, 5 / 9.0);
    private static final List<Double> HIT_AT_K =
            List.of(2 / 8.0, 3 / 8.0, 4 / 8.0, 5 / 8.0, 5 / 8.0, 5 / 8.0, 6 / 8.0, 6 / 8.0, 6 / 8.0, 6 / 8.0);
    /** Steps (confidence, kept gold): .9 T, .8 F, .35 T, .2 F, .55 T, .6 F, .95 T, .1 F, .45 T. */
    private static final double BRIER = (0.01 + 0.64 + 0.4225 + 0.04 + 0.2025 + 0.36 + 0.0025 + 0.01 + 0.3025) / 9;

    private final EvalReportFigures figures = EvalReportFigures.of(EvalRunSamples.records());

    @TempDir
    Path dir;

    @Test
    void accuracyBarsStandInProportionWithTheirWilsonIntervalsAroundThem() {
        assertThat(figures.accuracy()).extracting(SubjectAccuracy::subject).containsExactlyElementsOf(SUBJECTS);
        assertThat(figures.accuracy()).extracting(SubjectAccuracy::accuracy).containsExactlyElementsOf(ACCURACY);
        var svg = EvalCharts.accuracy(figures.accuracy()).svg();
        var bars = SvgMarks.read(svg, "accuracy");
        var intervals = SvgMarks.read(svg, "interval");

        assertThat(bars).extracting(Mark::item).containsExactlyElementsOf(SUBJECTS);
        assertThat(SvgMarks.linearity(ACCURACY, bars.stream().map(Mark::height).toList()))
                .isLessThan(1.0);
        for (int i = 0; i < SUBJECTS.size(); i++) {
            var bar = bars.get(i);
            var interval = intervals.get(i);
            var expected = WilsonInterval.of(
                    figures.accuracy().get(i).correct(),
                    figures.accuracy().get(i).questions());
            double perUnit = bar.height() / ACCURACY.get(i);
            assertThat(interval.item()).isEqualTo(SUBJECTS.get(i));
            assertThat(interval.centreX()).isCloseTo(bar.centreX(), within(1.0));
            assertThat(interval.y()).isCloseTo(bar.bottom() - expected.high() * perUnit, within(1.5));
            assertThat(interval.bottom()).isCloseTo(bar.bottom() - expected.low() * perUnit, within(1.5));
        }
    }

    @Test
    void hitAtKIsDrawnForKFromOneToTenAtItsShares() {
        assertThat(figures.goldQuestions()).isEqualTo(8);
        assertThat(figures.hitAtK()).containsExactlyElementsOf(HIT_AT_K);
        var points = SvgMarks.read(EvalCharts.hitAtK(figures.hitAtK()).svg(), "hit@k");

        assertThat(points).extracting(Mark::item).containsExactly("0", "1", "2", "3", "4", "5", "6", "7", "8", "9");
        var ks = List.of(1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0);
        assertThat(SvgMarks.linearity(ks, points.stream().map(Mark::centreX).toList()))
                .isLessThan(1.0);
        // Up the page is up the scale: the y coordinates fall as the shares rise.
        var ys = points.stream().map(Mark::centreY).toList();
        assertThat(SvgMarks.linearity(HIT_AT_K, ys)).isLessThan(1.0);
        assertThat(ys.get(9)).isLessThan(ys.get(0));
    }

    @Test
    void theReliabilityDiagramPlacesEachBinAtItsMeanConfidenceAndObservedRate() {
        var reliability = figures.reliability();
        assertThat(reliability.steps()).isEqualTo(9);
        assertThat(reliability.brier()).isCloseTo(BRIER, within(1e-12));
        assertThat(reliability.bins()).extracting(Reliability.Bin::count).containsExactly(1, 1, 1, 1, 1, 1, 1, 2);
        var chart = EvalCharts.reliability(reliability);
        var points = SvgMarks.read(chart.svg(), "observed");

        assertThat(chart.title()).contains(String.format(java.util.Locale.ROOT, "Brier %.3f", BRIER));
        assertThat(points).hasSize(8);
        var confidence =
                reliability.bins().stream().map(Reliability.Bin::meanConfidence).toList();
        var rates =
                reliability.bins().stream().map(Reliability.Bin::observedRate).toList();
        assertThat(confidence.get(7)).isCloseTo(0.925, within(1e-12));
        assertThat(SvgMarks.linearity(
                        confidence, points.stream().map(Mark::centreX).toList()))
                .isLessThan(1.0);
        assertThat(SvgMarks.linearity(rates, points.stream().map(Mark::centreY).toList()))
                .isLessThan(1.0);
        var counts = SvgMarks.read(EvalCharts.reliabilityCounts(reliability).svg(), "steps");
        assertThat(counts).hasSize(8);
        assertThat(counts.get(7).height() / counts.get(0).height()).isCloseTo(2.0, within(0.02));
    }

    @Test
    void theLatencyCdfStepsUpThroughEveryAnsweredQuestionInOrder() {
        var seconds = List.of(0.9, 1.2, 1.5, 1.8, 2.0, 2.5, 3.0, 4.0, 6.0);
        assertThat(figures.latencySeconds()).containsExactlyElementsOf(seconds);
        var points = SvgMarks.read(EvalCharts.latency(seconds).svg(), "answered");

        assertThat(points).hasSize(9);
        var shares = new ArrayList<Double>();
        for (int i = 1; i <= 9; i++) {
            shares.add(i / 9.0);
        }
        assertThat(SvgMarks.linearity(
                        seconds, points.stream().map(Mark::centreX).toList()))
                .isLessThan(1.0);
        assertThat(SvgMarks.linearity(shares, points.stream().map(Mark::centreY).toList()))
                .isLessThan(1.0);
    }

    @Test
    void eachNodesBarIsAsLongAsItsShareOfTheTime() {
        // executor 11300, planner 1200, replanner 500 of 13000 ms.
        var shares = Map.of("executor", 11300 / 13000.0, "planner", 1200 / 13000.0, "replanner", 500 / 13000.0);
        assertThat(figures.nodeShares().keySet()).containsExactly("executor", "planner", "replanner");
        shares.forEach(
                (node, share) -> assertThat(figures.nodeShares().get(node)).isCloseTo(share, within(1e-12)));
        var bars = SvgMarks.read(EvalCharts.nodeShares(figures.nodeShares()).svg(), "share");

        assertThat(bars).extracting(Mark::item).containsExactly("executor", "planner", "replanner");
        var widths = bars.stream().map(Mark::width).toList();
        assertThat(SvgMarks.linearity(List.copyOf(figures.nodeShares().values()), widths))
                .isLessThan(1.0);
        assertThat(widths.get(0) / widths.get(2)).isCloseTo(11300 / 500.0, within(0.3));
    }

    @Test
    void figuresJsonHoldsTheSameNumbersAndEveryQuestionsRecord() throws Exception {
        var run = EvalRunSamples.run(EvalRunSamples.PACK_SET, EvalRunSamples.records());

        var page = EvalReportPage.of(run).write(dir);

        var json = Json.MAPPER.readTree(Files.readString(dir.resolve("figures.json")));
        assertThat(json.get("pack_set_sha256").asString()).isEqualTo(EvalRunSamples.PACK_SET);
        assertThat(json.at("/run/questions_file").asString()).isEqualTo("data/qa/sample.csv");
        var accuracy = json.get("accuracy");
        for (int i = 0; i < SUBJECTS.size(); i++) {
            assertThat(accuracy.get(i).get("subject").asString()).isEqualTo(SUBJECTS.get(i));
            assertThat(accuracy.get(i).get("accuracy").asDouble()).isCloseTo(ACCURACY.get(i), within(1e-4));
        }
        for (int k = 0; k < 10; k++) {
            assertThat(json.get("hit_at_k").get(k).asDouble()).isCloseTo(HIT_AT_K.get(k), within(1e-4));
        }
        assertThat(json.at("/reliability/brier").asDouble()).isCloseTo(BRIER, within(1e-4));
        assertThat(json.get("questions")).hasSize(10);
        assertThat(json.at("/questions/1/gold_rank").asInt()).isEqualTo(3);
        assertThat(json.at("/questions/0/verdict").asString()).isEqualTo("VERIFIED, custody INTACT");
        // What --compare reads back is the run that was written.
        assertThat(EvalRun.read(dir)).isEqualTo(run);
        for (var id : List.of(
                EvalCharts.ACCURACY,
                EvalCharts.HIT_AT_K,
                EvalCharts.RELIABILITY,
                EvalCharts.RELIABILITY_COUNTS,
                EvalCharts.LATENCY,
                EvalCharts.NODES,
                EvalCharts.MODEL_USE)) {
            assertThat(dir.resolve("charts/" + id + ".svg")).exists();
        }
        assertThat(Files.readString(page))
                .contains("qwen2.5:7b")
                .contains(EvalRunSamples.PACK_SET)
                .contains("data/qa/sample.csv");
    }
}
