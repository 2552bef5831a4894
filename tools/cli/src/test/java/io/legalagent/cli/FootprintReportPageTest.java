package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.report.Mark;
import io.legalagent.report.SvgMarks;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.json.JsonMapper;

class FootprintReportPageTest {
    @TempDir
    Path dir;

    @Test
    void eachServiceHasABarPerPassAndOneForItsTargetAllOnOneScale() {
        var svg = FootprintReportPage.perService(FootprintSamples.passes()).svg();
        var lean = SvgMarks.read(svg, "lean");
        var plain = SvgMarks.read(svg, "plain");
        var target = SvgMarks.read(svg, FootprintReportPage.TARGET);

        var services = FootprintSamples.SERVICES;
        assertThat(lean).extracting(Mark::item).containsExactlyElementsOf(services);
        assertThat(plain).extracting(Mark::item).containsExactlyElementsOf(services);
        assertThat(target).extracting(Mark::item).containsExactlyElementsOf(services);
        var values = new ArrayList<Double>();
        var heights = new ArrayList<Double>();
        for (int i = 0; i < services.size(); i++) {
            values.add((double) FootprintSamples.LEAN_MB.get(i));
            heights.add(lean.get(i).height());
            values.add((double) FootprintSamples.PLAIN_MB.get(i));
            heights.add(plain.get(i).height());
            values.add((double) FootprintSamples.targets().get(services.get(i)));
            heights.add(target.get(i).height());
            // Side by side, in the order lean, plain, target.
            assertThat(lean.get(i).right()).isLessThanOrEqualTo(plain.get(i).x());
            assertThat(plain.get(i).right()).isLessThanOrEqualTo(target.get(i).x());
        }
        assertThat(SvgMarks.linearity(values, heights)).isLessThan(1.0);
        // The plain guard (410 MB) stands above its 320 MB target, the lean one (290 MB) below it.
        assertThat(plain.get(0).y()).isLessThan(target.get(0).y());
        assertThat(lean.get(0).y()).isGreaterThan(target.get(0).y());
    }

    @Test
    void theTotalsStandAgainstTheTargetOfTheNine() {
        var svg = FootprintReportPage.total(FootprintSamples.passes()).svg();
        double leanTotal =
                FootprintSamples.LEAN_MB.stream().mapToLong(Long::longValue).sum();
        double plainTotal =
                FootprintSamples.PLAIN_MB.stream().mapToLong(Long::longValue).sum();

        var heights = List.of(
                SvgMarks.read(svg, "lean").get(0).height(),
                SvgMarks.read(svg, "plain").get(0).height(),
                SvgMarks.read(svg, FootprintReportPage.TARGET).get(0).height());
        assertThat(SvgMarks.linearity(List.of(leanTotal, plainTotal, 2048.0), heights))
                .isLessThan(1.0);
    }

    @Test
    void theReportWritesItsChartsTableAndTheBenchFigures() throws Exception {
        var report = FootprintReportPage.of(FootprintSamples.passes(), 50);
        var page = report.write(dir);

        assertThat(report.chartIds()).containsExactly("footprint-rss", "footprint-total");
        assertThat(Files.readString(page))
                .contains(
                        "<td>guard</td><td class=\"num\">320</td><td class=\"num\">290</td><td class=\"num\">410</td>");
        var figures = JsonMapper.builder()
                .build()
                .readTree(dir.resolve("figures.json").toFile());
        assertThat(figures.at("/questions").asInt()).isEqualTo(50);
        assertThat(figures.at("/targets/embedding_mb").asInt()).isEqualTo(320);
        for (int i = 0; i < FootprintSamples.SERVICES.size(); i++) {
            String service = FootprintSamples.SERVICES.get(i);
            assertThat(figures.at("/passes/lean/services/" + service + "/rss_mb")
                            .asLong())
                    .isEqualTo(FootprintSamples.LEAN_MB.get(i));
            assertThat(figures.at("/passes/plain/services/" + service + "/rss_mb")
                            .asLong())
                    .isEqualTo(FootprintSamples.PLAIN_MB.get(i));
        }
        assertThat(figures.at("/passes/plain/meets_memory_targets").asBoolean()).isFalse();
    }
}
