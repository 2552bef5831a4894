package io.legalagent.retrieval.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.legalagent.report.Mark;
import io.legalagent.report.SvgMarks;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The charts' marks against figures computed here, apart from the chart and from the bench's own sums. */
class CalibrationChartsTest {
    private static final List<Double> HITS = List.of(0.95, 0.85, 0.81, 0.7, 0.66, 0.62, 0.5, 0.35, 0.12);
    private static final List<Double> MISSES = List.of(0.9, 0.64, 0.45, 0.41, 0.3, 0.25, 0.22, 0.1, 0.05, 0.02);

    @Test
    void eachBandsPointStandsAtItsMeanPredictionAndObservedRateOnLinearAxes() {
        var figures = CalibrationFigures.ReliabilityFigures.of("default", new Reliability(HITS, MISSES));

        var marks = SvgMarks.read(CalibrationCharts.reliability(figures).svg(), CalibrationCharts.OBSERVED);

        // By hand: bands of 0.2; 0.0-0.2 holds 0.12 (hit) and 0.1, 0.05, 0.02; 0.8-1.0 holds 0.95, 0.85, 0.81, 0.9.
        var means = new ArrayList<Double>();
        var observed = new ArrayList<Double>();
        for (int band = 0; band < 5; band++) {
            var in = new ArrayList<Double>();
            int hits = 0;
            for (double v : HITS) {
                if (Math.min(4, (int) (v * 5)) == band) {
                    in.add(v);
                    hits++;
                }
            }
            for (double v : MISSES) {
                if (Math.min(4, (int) (v * 5)) == band) {
                    in.add(v);
                }
            }
            means.add(in.stream().mapToDouble(Double::doubleValue).average().orElseThrow());
            observed.add(hits / (double) in.size());
        }
        assertThat(observed).containsExactly(0.25, 0.25, 1 / 3.0, 0.75, 0.75);
        assertThat(marks).extracting(Mark::item).containsExactly("0", "1", "2", "3", "4");
        assertThat(SvgMarks.linearity(means, marks.stream().map(Mark::centreX).toList()))
                .isLessThan(1.0);
        assertThat(SvgMarks.linearity(
                        observed, marks.stream().map(Mark::centreY).toList()))
                .isLessThan(1.0);
        // Higher observed rate, higher on the page (SVG's y grows downwards).
        assertThat(marks.get(3).centreY()).isLessThan(marks.get(0).centreY());
        assertThat(figures.brier()).isCloseTo(brier(), within(1e-12));
    }

    @Test
    void anEmptyBandHasNoPointAndEachBandsBarIsAsTallAsItsQuestions() {
        var hits = List.of(0.9, 0.85, 0.1);
        var misses = List.of(0.15, 0.05, 0.3, 0.33, 0.7);
        var figures = CalibrationFigures.ReliabilityFigures.of("default", new Reliability(hits, misses));

        var points = SvgMarks.read(CalibrationCharts.reliability(figures).svg(), CalibrationCharts.OBSERVED);
        var bars = SvgMarks.read(CalibrationCharts.bandCounts(figures).svg(), CalibrationCharts.QUESTIONS);

        // 0.4-0.6 is empty: four points; four bars (a bar of zero draws nothing).
        assertThat(points).hasSize(4);
        assertThat(bars).extracting(Mark::item).containsExactly("0.0-0.2", "0.2-0.4", "0.6-0.8", "0.8-1.0");
        assertThat(SvgMarks.linearity(
                        List.of(3.0, 2.0, 1.0, 2.0),
                        bars.stream().map(Mark::height).toList()))
                .isLessThan(1.0);
        assertThat(bars.get(0).height()).isCloseTo(3 * bars.get(2).height(), within(1.0));
    }

    @Test
    void rocPointsRiseAsTheCurveSaysAndTheAreaUnderTheDrawnPointsIsTheReportedAuc() {
        var strong = calibration("strong", HITS, MISSES);
        var weak = calibration("weak", List.of(0.5, 0.4, 0.45, 0.3), List.of(0.5, 0.6, 0.35, 0.42, 0.2));
        var curves =
                List.of(CalibrationFigures.Curve.of("roc-test", strong), CalibrationFigures.Curve.of("roc-test", weak));

        var svg = CalibrationCharts.roc("test", "ROC", curves).svg();

        for (var curve : curves) {
            var marks = SvgMarks.read(svg, CalibrationCharts.label(curve));
            var points = curve.points();
            assertThat(marks).hasSize(points.size());
            // Pixels back to rates through the curve's own ends, (0, 0) and (1, 1).
            var origin = marks.get(0);
            var corner = marks.get(marks.size() - 1);
            var rates = new ArrayList<double[]>();
            for (int i = 0; i < marks.size(); i++) {
                var m = marks.get(i);
                double fpr = (m.centreX() - origin.centreX()) / (corner.centreX() - origin.centreX());
                double tpr = (m.centreY() - origin.centreY()) / (corner.centreY() - origin.centreY());
                assertThat(fpr).isCloseTo(points.get(i).falsePositives(), within(0.005));
                assertThat(tpr).isCloseTo(points.get(i).truePositives(), within(0.005));
                if (i > 0) {
                    assertThat(m.centreX())
                            .isGreaterThanOrEqualTo(marks.get(i - 1).centreX() - 0.01);
                    assertThat(m.centreY()).isLessThanOrEqualTo(marks.get(i - 1).centreY() + 0.01);
                }
                rates.add(new double[] {fpr, tpr});
            }
            double drawnArea = 0;
            for (int i = 1; i < rates.size(); i++) {
                drawnArea += (rates.get(i)[0] - rates.get(i - 1)[0]) * (rates.get(i)[1] + rates.get(i - 1)[1]) / 2;
            }
            // The AUC the table prints (3 decimals) from what was drawn.
            assertThat(drawnArea).isCloseTo(curve.auc(), within(0.0005));
            assertThat(CalibrationCharts.label(curve))
                    .endsWith(String.format(java.util.Locale.ROOT, "(AUC %.3f)", drawnArea));
        }
        // Both curves on one pair of axes: the same (0, 0) and (1, 1) pixels.
        var strongMarks = SvgMarks.read(svg, CalibrationCharts.label(curves.get(0)));
        var weakMarks = SvgMarks.read(svg, CalibrationCharts.label(curves.get(1)));
        assertThat(weakMarks.get(0).centreX()).isCloseTo(strongMarks.get(0).centreX(), within(0.01));
        assertThat(weakMarks.get(weakMarks.size() - 1).centreY())
                .isCloseTo(strongMarks.get(strongMarks.size() - 1).centreY(), within(0.01));
    }

    @Test
    void theDiagonalRunsFromZeroZeroToOneOneOfTheCurves() {
        var curve = CalibrationFigures.Curve.of("roc-test", calibration("strong", HITS, MISSES));
        var svg = CalibrationCharts.roc("test", "ROC", List.of(curve)).svg();
        var marks = SvgMarks.read(svg, CalibrationCharts.label(curve));
        var origin = marks.get(0);
        var corner = marks.get(marks.size() - 1);

        // The one dashed line of width 1 (grid lines are thinner, with shorter dashes).
        var line = Pattern.compile("<line x1='([-\\d.]+)' y1='([-\\d.]+)' x2='([-\\d.]+)' y2='([-\\d.]+)'"
                        + " style='stroke-width:1.0;[^']*stroke-dasharray:4.0,4.0")
                .matcher(svg);
        assertThat(line.find()).isTrue();
        assertThat(Double.parseDouble(line.group(1))).isCloseTo(origin.centreX(), within(0.5));
        assertThat(Double.parseDouble(line.group(2))).isCloseTo(origin.centreY(), within(0.5));
        assertThat(Double.parseDouble(line.group(3))).isCloseTo(corner.centreX(), within(0.5));
        assertThat(Double.parseDouble(line.group(4))).isCloseTo(corner.centreY(), within(0.5));
    }

    private static Calibration calibration(String name, List<Double> hits, List<Double> misses) {
        var calibration = new Calibration(name);
        hits.forEach(v -> calibration.add(v, true));
        misses.forEach(v -> calibration.add(v, false));
        return calibration;
    }

    private static double brier() {
        double sum = 0;
        for (double v : HITS) {
            sum += (1 - v) * (1 - v);
        }
        for (double v : MISSES) {
            sum += v * v;
        }
        return sum / (HITS.size() + MISSES.size());
    }
}
