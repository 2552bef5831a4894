package io.legalagent.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.json.JsonMapper;

class ReportTest {
    @TempDir
    Path dir;

    static Report sample() {
        return Report.titled("Evaluation <validation>")
                .lead("124 questions, offline provider")
                .section("Accuracy")
                .chart(Bars.of("accuracy", "Accuracy")
                        .bar("accuracy", "all", 0.2)
                        .draw())
                .table(List.of("subject", "n"), List.of(List.of("TORTS & more", "13")))
                .figures("overall", Map.of("mc_accuracy", 0.2));
    }

    @Test
    void writesThePageItsChartsAndItsFigures() throws Exception {
        var page = sample().write(dir);

        var html = Files.readString(page);
        assertThat(html).contains("<title>Evaluation &lt;validation&gt;</title>", "TORTS &amp; more");
        assertThat(html).contains("<figure id=\"chart-accuracy\"><svg id='accuracy'");
        assertThat(Files.readString(dir.resolve("charts/accuracy.svg"))).startsWith("<svg id='accuracy'");
        var figures = JsonMapper.builder()
                .build()
                .readTree(dir.resolve("figures.json").toFile());
        assertThat(figures.at("/overall/mc_accuracy").asDouble()).isEqualTo(0.2);
    }

    @Test
    void loadsNothingAndRunsNothing() throws Exception {
        var html = Files.readString(sample().write(dir));

        assertThat(html).contains("content=\"default-src 'none'; style-src 'unsafe-inline'\"");
        assertThat(html).doesNotContain("<script", "src=", "href=", "url(http");
    }

    @Test
    void aSecondWriteLeavesNoChartOfTheFirst() throws Exception {
        Report.titled("first")
                .chart(Lines.of("old", "old").point("s", 1, 1).draw())
                .write(dir);
        sample().write(dir);

        try (var files = Files.list(dir.resolve("charts"))) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactly("accuracy.svg");
        }
    }

    @Test
    void refusesTwoChartsOfOneName() {
        var chart = Bars.of("same", "a").bar("s", "c", 1).draw();
        assertThatThrownBy(() -> Report.titled("t").chart(chart).chart(chart))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("same");
    }
}
