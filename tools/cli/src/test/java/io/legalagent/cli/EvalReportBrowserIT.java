package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.report.SvgMarks;
import io.legalagent.report.support.ReportBrowser;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The eval report and the comparison opened from their files in headless Chromium. */
class EvalReportBrowserIT {
    private static final Path REPORTS = Path.of("target/reports");

    @Test
    void theEvalReportOpensFromItsFileWithEveryChartDrawn() throws Exception {
        var run = EvalRunSamples.run(EvalRunSamples.PACK_SET, EvalRunSamples.records());
        var page = EvalReportPage.of(run).write(REPORTS.resolve("eval-report"));

        try (var browser = ReportBrowser.open(page)) {
            var svgs = browser.svgs();
            assertThat(svgs)
                    .containsOnlyKeys(
                            EvalCharts.ACCURACY,
                            EvalCharts.HIT_AT_K,
                            EvalCharts.RELIABILITY,
                            EvalCharts.RELIABILITY_COUNTS,
                            EvalCharts.LATENCY,
                            EvalCharts.NODES,
                            EvalCharts.MODEL_USE);
            // What the browser drew reads back to the bars the writer drew: one per subject and all.
            assertThat(SvgMarks.read(svgs.get(EvalCharts.ACCURACY), "accuracy")).hasSize(4);
            assertThat(SvgMarks.read(svgs.get(EvalCharts.HIT_AT_K), "hit@k")).hasSize(10);
            assertThat(browser.severeLogs()).isEmpty();
            browser.screenshot(Path.of("target/screenshots/eval-report.png"));
        }
    }

    @Test
    void theComparisonOpensFromItsFileWithBothCharts() throws Exception {
        var a = EvalRunSamples.run(EvalRunSamples.PACK_SET, EvalRunSamples.records());
        var other = new ArrayList<QuestionRecord>();
        for (var q : EvalRunSamples.records()) {
            // B picks A everywhere: right where the gold is A, wrong elsewhere.
            other.add(EvalRunSamples.record(
                    q.id(), q.subject(), "A", q.gold(), null, null, q.latencyMs(), q.llmCalls(), Map.of()));
        }
        var b = EvalRunSamples.run(EvalRunSamples.PACK_SET, other);
        var comparison = EvalComparison.of(a, b);
        var page = ComparisonPage.of(comparison, "run-a (ollama qwen2.5:7b)", "run-b (openai gpt-4o-mini)")
                .write(REPORTS.resolve("eval-compare"));

        try (var browser = ReportBrowser.open(page)) {
            assertThat(browser.svgs()).containsOnlyKeys(ComparisonPage.ACCURACY, ComparisonPage.SUBJECTS);
            assertThat(SvgMarks.read(browser.svgs().get(ComparisonPage.ACCURACY), "accuracy"))
                    .hasSize(2);
            assertThat(browser.severeLogs()).isEmpty();
            browser.screenshot(Path.of("target/screenshots/eval-compare.png"));
        }
    }
}
