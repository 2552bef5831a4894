package io.legalagent.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.report.support.ReportBrowser;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class ReportBrowserIT {
    @Test
    void aReportOpensFromItsFileAndDrawsItsChartsWithNothingRefused() throws Exception {
        var page = ReportTest.sample()
                .chart(Lines.of("cdf", "Latency")
                        .stepped()
                        .point("on", 1, 0.5)
                        .point("on", 2, 1)
                        .draw())
                .write(Path.of("target/reports/sample"));

        try (var browser = ReportBrowser.open(page)) {
            var svgs = browser.svgs();
            assertThat(svgs).containsOnlyKeys("accuracy", "cdf");
            // The browser's own SVG reads back to the same marks the writer drew.
            assertThat(SvgMarks.read(svgs.get("cdf"), "on")).hasSize(2);
            assertThat(browser.severeLogs()).isEmpty();
            browser.screenshot(Path.of("target/screenshots/sample-report.png"));
        }
    }
}
