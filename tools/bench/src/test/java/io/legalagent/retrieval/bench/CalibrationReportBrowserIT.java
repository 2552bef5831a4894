package io.legalagent.retrieval.bench;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.report.SvgMarks;
import io.legalagent.report.support.ReportBrowser;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The calibration report of recorded calibrations, opened from its file in headless Chromium. */
class CalibrationReportBrowserIT {
    @Test
    void theReportOpensFromItsFileAndDrawsEveryChartWithNothingRefused() throws Exception {
        var page = CalibrationReportTest.twoVariants()
                .write(Path.of("target/reports/bench-calibrate-fixture"), "Retrieval calibration: made-up rankings");

        try (var browser = ReportBrowser.open(page)) {
            var svgs = browser.svgs();
            assertThat(svgs.keySet()).containsExactlyElementsOf(CalibrationReportTest.CHARTS);
            // The browser's SVG reads back to a point per non-empty band.
            assertThat(SvgMarks.read(svgs.get("reliability"), CalibrationCharts.OBSERVED))
                    .isNotEmpty();
            assertThat(browser.severeLogs()).isEmpty();
            browser.screenshot(Path.of("target/screenshots/bench-calibrate-fixture.png"));
        }
    }
}
