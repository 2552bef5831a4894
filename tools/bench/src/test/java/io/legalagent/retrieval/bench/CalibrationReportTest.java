package io.legalagent.retrieval.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.legalagent.report.Mark;
import io.legalagent.report.SvgMarks;
import io.legalagent.retrieval.search.ConfidenceSignal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The report of two variants' recorded calibrations: its files, figures and charts against those calibrations. */
class CalibrationReportTest {
    static final List<String> CHARTS = List.of(
            "reliability",
            "reliability-counts",
            "roc-model",
            "roc-cosine",
            "roc-agreement",
            "roc-reranker",
            "roc-learned-top",
            "roc-learned-pool");

    /** The report of two made-up variants, the first charted. */
    static CalibrationReport twoVariants() {
        var report = new CalibrationReport("80 questions of made-up rankings", false);
        for (var recorded : List.of(
                CalibrationFixture.run("choices+hybrid (default)", 47, 80), CalibrationFixture.run("other", 3, 80))) {
            report.add(recorded.variant(), recorded.board(), recorded.calibrations());
        }
        return report;
    }

    @Test
    void theReportHoldsEveryChartAndFiguresJsonTheTablesNumbers(@TempDir Path dir) throws Exception {
        var recorded = CalibrationFixture.run("choices+hybrid (default)", 47, 80);

        var page = twoVariants().write(dir, "Retrieval calibration: fixture");

        assertThat(page).isEqualTo(dir.resolve("index.html"));
        for (var id : CHARTS) {
            assertThat(dir.resolve("charts/" + id + ".svg")).isRegularFile();
        }
        var figures = JsonMapper.builder()
                .build()
                .readTree(dir.resolve("figures.json").toFile());
        var first = figures.get("variants").get(0);
        assertThat(first.get("name").asString()).isEqualTo("choices+hybrid (default)");
        assertThat(first.get("hit@5").asDouble()).isEqualTo(recorded.board().hitAt5());
        assertThat(figures.get("variants").get(1).get("name").asString()).isEqualTo("other");
        for (var row : first.get("signals")) {
            var signal = signal(row.get("signal").asString());
            var calibration = recorded.calibrations().of(signal);
            var estimate = AucEstimate.of(calibration.hits(), calibration.misses());
            assertThat(row.get("auc").asDouble()).isEqualTo(estimate.auc());
            assertThat(row.get("threshold").asDouble()).isEqualTo(calibration.threshold());
            // Every signal's ROC points, whose trapezoid area is the table's AUC.
            var curve = curve(figures, signal.id());
            assertThat(area(curve.get("points"))).isCloseTo(estimate.auc(), within(1e-9));
            assertThat(curve.get("auc").asDouble()).isEqualTo(estimate.auc());
        }
        assertThat(first.get("signals")).hasSize(ConfidenceSignal.values().length);
        var refitted = curve(figures, SignalCalibrations.REFITTED);
        assertThat(area(refitted.get("points")))
                .isCloseTo(first.get("cross_validated").get("auc").asDouble(), within(1e-9));
        var reliability = figures.get("reliability");
        var calibrated = recorded.calibrations().of(ConfidenceSignal.CALIBRATED);
        assertThat(reliability.get("brier").asDouble())
                .isCloseTo(brier(calibrated.hits(), calibrated.misses()), within(1e-12));
        int inBands = 0;
        for (var band : reliability.get("bands")) {
            inBands += band.get("questions").asInt();
        }
        assertThat(inBands).isEqualTo(80);
        assertThat(Files.readString(page))
                .contains(
                        "choices+hybrid (default)", "other", "mean_cosine", "Reliability of the calibrated confidence");
    }

    @Test
    void eachRocChartDrawsItsFamilysCurvesAndTheFittedModelPointForPoint(@TempDir Path dir) throws Exception {
        twoVariants().write(dir, "Retrieval calibration: fixture");
        var figures = JsonMapper.builder()
                .build()
                .readTree(dir.resolve("figures.json").toFile());

        for (var family : SignalFamily.values()) {
            var svg = Files.readString(dir.resolve("charts/roc-" + family.id() + ".svg"));
            var drawn = SvgMarks.read(svg).stream().map(Mark::series).distinct().toList();
            // The shipped model is the first series on every chart, so the same colour throughout; JFreeChart
            // draws series in reverse, so it comes last, on top.
            assertThat(drawn.get(drawn.size() - 1)).isEqualTo(label(curve(figures, ConfidenceSignal.CALIBRATED.id())));
            // The shipped model is the first series on every chart, so the same colour throughout; JFreeChart
            // draws series in reverse, so it comes last, on top.
            assertThat(drawn.get(drawn.size() - 1)).isEqualTo(label(curve(figures, ConfidenceSignal.CALIBRATED.id())));
            var expected = new ArrayList<String>();
            for (var signal : family.signals()) {
                expected.add(label(curve(figures, signal.id())));
            }
            expected.add(label(curve(figures, ConfidenceSignal.CALIBRATED.id())));
            assertThat(drawn).containsExactlyInAnyOrderElementsOf(expected);
            for (var signal : family.signals()) {
                var curve = curve(figures, signal.id());
                assertThat(SvgMarks.read(svg, label(curve)))
                        .hasSize(curve.get("points").size());
            }
        }
        var models = Files.readString(dir.resolve("charts/roc-model.svg"));
        assertThat(SvgMarks.read(models).stream().map(Mark::series).distinct())
                .containsExactlyInAnyOrder(
                        label(curve(figures, ConfidenceSignal.CALIBRATED.id())),
                        label(curve(figures, SignalCalibrations.REFITTED)),
                        label(curve(figures, ConfidenceSignal.MEAN_COSINE.id())));
    }

    @Test
    void withJudgedEquivalentsTheReportAlsoHoldsTheirTable(@TempDir Path dir) throws Exception {
        var recorded = CalibrationFixture.run("choices+hybrid (default)", 47, 80);
        var report = new CalibrationReport("80 questions of made-up rankings", true);
        report.add(recorded.variant(), recorded.board(), recorded.calibrations());

        var page = report.write(dir, "Retrieval calibration: fixture");

        var first = JsonMapper.builder()
                .build()
                .readTree(dir.resolve("figures.json").toFile())
                .get("variants")
                .get(0);
        // No passage judged equivalent here: the evidence found is the hits.
        assertThat(first.get("evidence_found").asInt())
                .isEqualTo(first.get("gold_in_top5").asInt());
        assertThat(first.get("evidence_signals")).hasSize(ConfidenceSignal.values().length);
        assertThat(Files.readString(page))
                .contains("Against the gold or a passage judged equivalent in the top 5: "
                        + first.get("evidence_found").asInt() + " of 80 questions.");
        var unjudged = JsonMapper.builder().build().readTree(twoVariantsFigures(dir.resolve("unjudged")));
        assertThat(unjudged.get("variants").get(0).get("evidence_signals").isNull())
                .isTrue();
    }

    private static java.io.File twoVariantsFigures(Path dir) throws Exception {
        twoVariants().write(dir, "Retrieval calibration: fixture");
        return dir.resolve("figures.json").toFile();
    }

    private static JsonNode curve(JsonNode figures, String signal) {
        for (var curve : figures.get("roc")) {
            if (curve.get("signal").asString().equals(signal)) {
                return curve;
            }
        }
        throw new AssertionError("no curve for " + signal);
    }

    private static String label(JsonNode curve) {
        return String.format(
                java.util.Locale.ROOT,
                "%s (AUC %.3f)",
                curve.get("signal").asString(),
                curve.get("auc").asDouble());
    }

    private static double area(JsonNode points) {
        double area = 0;
        for (int i = 1; i < points.size(); i++) {
            var a = points.get(i - 1);
            var b = points.get(i);
            area += (b.get("false_positive_rate").asDouble()
                            - a.get("false_positive_rate").asDouble())
                    * (a.get("true_positive_rate").asDouble()
                            + b.get("true_positive_rate").asDouble())
                    / 2;
        }
        return area;
    }

    private static double brier(List<Double> hits, List<Double> misses) {
        double sum = 0;
        for (double v : hits) {
            sum += (1 - v) * (1 - v);
        }
        for (double v : misses) {
            sum += v * v;
        }
        return sum / (hits.size() + misses.size());
    }

    private static ConfidenceSignal signal(String id) {
        for (var signal : ConfidenceSignal.values()) {
            if (signal.id().equals(id)) {
                return signal;
            }
        }
        throw new AssertionError("no signal " + id);
    }
}
