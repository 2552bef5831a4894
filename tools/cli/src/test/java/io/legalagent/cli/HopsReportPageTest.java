package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.report.Mark;
import io.legalagent.report.SvgMarks;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.json.JsonMapper;

class HopsReportPageTest {
    static final String ON = "exactly-once";
    static final String OFF = "at-least-once";
    /** Hop gaps in ms (2.0 on an edge: it counts in the bin it starts), and by hand their counts per bin. */
    static final List<Double> ON_GAPS = List.of(0.5, 1.5, 2.0, 3.0, 3.0, 3.0, 7.0, 12.0, 30.0, 60.0);

    static final List<Double> OFF_GAPS = List.of(0.4, 0.8, 1.2, 2.5, 2.5, 4.0, 6.0);
    static final List<Integer> ON_COUNTS = List.of(1, 1, 4, 1, 1, 1, 1, 0, 0);
    static final List<Integer> OFF_COUNTS = List.of(2, 1, 3, 1, 0, 0, 0, 0, 0);
    /** Nearest rank by hand: p50, p95, p99, max. */
    static final List<Double> ON_PERCENTILES = List.of(3.0, 60.0, 60.0, 60.0);

    static final List<Double> OFF_PERCENTILES = List.of(2.5, 6.0, 6.0, 6.0);

    @TempDir
    Path dir;

    /** Two runs a mode, the gaps split between them as a pass would see them. */
    static HopsReportPage page() {
        var page = new HopsReportPage();
        page.add(ON, "idle", runs(ON_GAPS));
        page.add(OFF, "idle", runs(OFF_GAPS));
        return page;
    }

    static List<RunSample> runs(List<Double> gaps) {
        var first = new ArrayList<HopGap>();
        var second = new ArrayList<HopGap>();
        for (int i = 0; i < gaps.size(); i++) {
            (i % 2 == 0 ? first : second).add(new HopGap(i / 2 + 1, "guard", gaps.get(i)));
        }
        return List.of(new RunSample("a", first, Map.of(), 0), new RunSample("b", second, Map.of(), 0));
    }

    static Map<String, List<Double>> bothModes() {
        var modes = new LinkedHashMap<String, List<Double>>();
        modes.put(ON, ON_GAPS);
        modes.put(OFF, OFF_GAPS);
        return modes;
    }

    @Test
    void theHistogramsBarsAreEachModesShareOfHopsPerBinSideBySide() {
        var svg = HopsReportPage.histogram("idle", bothModes()).svg();
        var on = SvgMarks.read(svg, ON);
        var off = SvgMarks.read(svg, OFF);

        var values = new ArrayList<Double>();
        var heights = new ArrayList<Double>();
        collect(on, ON_COUNTS, ON_GAPS.size(), values, heights);
        collect(off, OFF_COUNTS, OFF_GAPS.size(), values, heights);
        // Every non-empty bin of both modes is a bar, each as tall as its share, on one axis.
        assertThat(on).hasSize((int) ON_COUNTS.stream().filter(c -> c > 0).count());
        assertThat(off).hasSize((int) OFF_COUNTS.stream().filter(c -> c > 0).count());
        assertThat(SvgMarks.linearity(values, heights)).isLessThan(1.0);
        // Side by side: in the 2-5 ms bin, on stands left of off.
        assertThat(bar(on, "2-5").right()).isLessThanOrEqualTo(bar(off, "2-5").x());
    }

    @Test
    void eachPassGetsAHistogramAndAPercentileChart() {
        assertThat(page().report("lead").chartIds()).containsExactly("hops-histogram-idle", "hops-percentiles-idle");
        assertThat(HopsReportPage.lead(200, 10, 2000, List.of("both", "on", "off", "on")))
                .contains(
                        "200 runs one at a time",
                        "200 at 10.0/s",
                        "2000 warm-up",
                        "Exactly-once both, tracing on," + " security off, custody on.");
    }

    @Test
    void thePercentileBarsAreTheNearestRankGapsOfEachMode() {
        var svg = HopsReportPage.percentiles("idle", bothModes()).svg();

        var values = new ArrayList<Double>();
        var heights = new ArrayList<Double>();
        var names = List.of("p50", "p95", "p99", "max");
        for (int i = 0; i < names.size(); i++) {
            values.add(ON_PERCENTILES.get(i));
            heights.add(bar(SvgMarks.read(svg, ON), names.get(i)).height());
            values.add(OFF_PERCENTILES.get(i));
            heights.add(bar(SvgMarks.read(svg, OFF), names.get(i)).height());
        }
        assertThat(SvgMarks.linearity(values, heights)).isLessThan(1.0);
    }

    @Test
    void aModeSeenInALaterRoundAddsToItsOwnSeries() throws Exception {
        var page = new HopsReportPage();
        page.add("custody on", "loaded", runs(ON_GAPS.subList(0, 4)));
        page.add("custody on", "loaded", runs(ON_GAPS.subList(4, 10)));

        page.report("lead").write(dir);

        var figures = JsonMapper.builder()
                .build()
                .readTree(dir.resolve("figures.json").toFile());
        assertThat(figures.at("/passes").size()).isOne();
        assertThat(figures.at("/passes/0/count").asInt()).isEqualTo(ON_GAPS.size());
        // The drawn bars of the one series: every non-empty bin of all ten hops.
        var svg = java.nio.file.Files.readString(dir.resolve("charts/hops-histogram-loaded.svg"));
        var drawn = SvgMarks.read(svg, "custody on");
        assertThat(drawn).hasSize((int) ON_COUNTS.stream().filter(c -> c > 0).count());
    }

    @Test
    void figuresJsonHoldsTheSamePercentilesAndBins() throws Exception {
        page().report("lead").write(dir);

        var figures = JsonMapper.builder()
                .build()
                .readTree(dir.resolve("figures.json").toFile());
        assertThat(figures.at("/bench").asString()).isEqualTo("hops");
        var on = figures.at("/passes/0");
        assertThat(on.at("/mode").asString()).isEqualTo(ON);
        assertThat(on.at("/count").asInt()).isEqualTo(ON_GAPS.size());
        assertThat(on.at("/p50_ms").asDouble()).isEqualTo(ON_PERCENTILES.get(0));
        assertThat(on.at("/p95_ms").asDouble()).isEqualTo(ON_PERCENTILES.get(1));
        assertThat(on.at("/max_ms").asDouble()).isEqualTo(ON_PERCENTILES.get(3));
        for (int bin = 0; bin < ON_COUNTS.size(); bin++) {
            assertThat(on.at("/histogram/" + bin + "/hops").asInt()).isEqualTo(ON_COUNTS.get(bin));
        }
        var off = figures.at("/passes/1");
        assertThat(off.at("/p50_ms").asDouble()).isEqualTo(OFF_PERCENTILES.get(0));
        assertThat(off.at("/histogram/0/percent").asDouble()).isEqualTo(28.57);
    }

    private static void collect(
            List<Mark> marks, List<Integer> counts, int total, List<Double> values, List<Double> heights) {
        var bins = List.of("0-1", "1-2", "2-5", "5-10", "10-25", "25-50", "50-100", "100-250", "250+");
        for (int i = 0; i < bins.size(); i++) {
            if (counts.get(i) > 0) {
                values.add(100.0 * counts.get(i) / total);
                heights.add(bar(marks, bins.get(i)).height());
            }
        }
    }

    private static Mark bar(List<Mark> marks, String item) {
        return marks.stream()
                .filter(m -> m.item().equals(item))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no bar " + item + " in " + marks));
    }
}
