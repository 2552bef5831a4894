package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.legalagent.report.Mark;
import io.legalagent.report.SvgMarks;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.json.JsonMapper;

class ChaosTimelineTest {
    @TempDir
    Path dir;

    private static ChaosTimeline timeline(List<DeliveredAnswer> answers) {
        return ChaosTimeline.of(ChaosSamples.run(), answers, ChaosSamples.recoveries());
    }

    @Test
    void everyQuestionIsAPointAtWhenItWasAskedAndHowLongItsAnswerTook() {
        var svg = timeline(ChaosSamples.answers()).latencyChart().svg();
        var points = SvgMarks.read(svg, ChaosTimeline.ANSWERED);

        assertThat(points).hasSize(ChaosSamples.QUESTIONS);
        var asked = new ArrayList<Double>();
        var latency = new ArrayList<Double>();
        for (int q = 0; q < ChaosSamples.QUESTIONS; q++) {
            asked.add(q * 1.0);
            latency.add(ChaosSamples.latencyMs(q) / 1000.0);
        }
        assertThat(points).extracting(Mark::item).containsExactly(indices(ChaosSamples.QUESTIONS));
        assertThat(SvgMarks.linearity(asked, points.stream().map(Mark::centreX).toList()))
                .isLessThan(1.0);
        assertThat(SvgMarks.linearity(
                        latency, points.stream().map(Mark::centreY).toList()))
                .isLessThan(1.0);
        // The question in flight at the first kill (asked at 4 s) stands higher than the one before it.
        assertThat(points.get(4).centreY()).isLessThan(points.get(3).centreY() - 20);
    }

    @Test
    void eachKillIsALabelledLineBetweenTheQuestionsAskedJustBeforeAndAfterIt() {
        var svg = timeline(ChaosSamples.answers()).latencyChart().svg();
        var points = SvgMarks.read(svg, ChaosTimeline.ANSWERED);
        var markers = SvgMarks.read(svg, "marker");

        assertThat(markers)
                .extracting(Mark::item)
                .containsExactly("kill executor", "kill planner", "kill kafka", "kill guard");
        for (int k = 0; k < ChaosSamples.KILLS.size(); k++) {
            double at = (double) ChaosSamples.KILLS.get(k)[1];
            var before = points.get((int) Math.floor(at));
            var after = points.get((int) Math.ceil(at));
            assertThat(markers.get(k).x()).isBetween(before.centreX(), after.centreX());
            double fraction = at - Math.floor(at);
            assertThat(markers.get(k).x())
                    .isCloseTo(before.centreX() + fraction * (after.centreX() - before.centreX()), within(1.0));
        }
    }

    @Test
    void aQuestionWithoutAnAnswerIsAPointAtTheDeadline() {
        var answers = ChaosSamples.answers().subList(0, ChaosSamples.QUESTIONS - 1);
        var svg = timeline(answers).latencyChart().svg();

        assertThat(SvgMarks.read(svg, ChaosTimeline.ANSWERED)).hasSize(ChaosSamples.QUESTIONS - 1);
        var none = SvgMarks.read(svg, ChaosTimeline.NONE);
        assertThat(none).hasSize(1);
        var answered = SvgMarks.read(svg, ChaosTimeline.ANSWERED);
        // 60 s high, on the axis where 2 s and 8 s answers stand.
        var two = answered.get(0);
        var eight = answered.get(4);
        double pixelsPerSecond =
                (two.centreY() - eight.centreY()) / ((ChaosSamples.latencyMs(4) - ChaosSamples.latencyMs(0)) / 1000.0);
        assertThat(two.centreY() - none.get(0).centreY())
                .isCloseTo(
                        (ChaosSamples.DEADLINE_S - ChaosSamples.latencyMs(0) / 1000.0) * pixelsPerSecond, within(1.0));
    }

    @Test
    void theResumeBarsAreTheSecondsUntilBackResumedAndTheNextAnswer() {
        var svg = timeline(ChaosSamples.answers()).resumeChart().svg();
        var run = ChaosSamples.run();
        var answers = ChaosSamples.answers();

        var values = new ArrayList<Double>();
        var widths = new ArrayList<Double>();
        for (int k = 0; k < ChaosSamples.KILLS.size(); k++) {
            var kill = ChaosSamples.KILLS.get(k);
            String target = (String) kill[0];
            long killed = ChaosSamples.T0 + (long) ((double) kill[1] * 1000);
            String label = "#" + (k + 1) + " " + target;
            long resumed = run.questions().stream()
                    .flatMap(q -> q.hops().stream())
                    .filter(h -> target.equals("kafka") || h.node().equals(target))
                    .mapToLong(ChaosRun.NodeHop::atMs)
                    .filter(at -> at > killed)
                    .min()
                    .orElseThrow();
            long next = answers.stream()
                    .mapToLong(DeliveredAnswer::atMs)
                    .filter(at -> at > killed)
                    .min()
                    .orElseThrow();
            values.add((double) kill[2]);
            widths.add(bar(svg, "process back", label).width());
            values.add((resumed - killed) / 1000.0);
            widths.add(bar(svg, "work resumed", label).width());
            values.add((next - killed) / 1000.0);
            widths.add(bar(svg, "next answer", label).width());
        }
        assertThat(SvgMarks.linearity(values, widths)).isLessThan(1.0);
    }

    @Test
    void theReportHoldsBothChartsAndFiguresJsonTheSamePoints() throws Exception {
        var answers = ChaosSamples.answers();
        var report = ChaosReportPage.of(ChaosSamples.report(answers), answers);
        report.write(dir);

        assertThat(report.chartIds()).containsExactly("chaos-timeline", "chaos-resume");
        var figures = JsonMapper.builder()
                .build()
                .readTree(dir.resolve("figures.json").toFile());
        assertThat(figures.at("/bench").asString()).isEqualTo("chaos");
        assertThat(figures.at("/ok").asBoolean()).isTrue();
        assertThat(figures.at("/timeline/questions").size()).isEqualTo(ChaosSamples.QUESTIONS);
        for (int q = 0; q < ChaosSamples.QUESTIONS; q++) {
            var point = figures.at("/timeline/questions/" + q);
            assertThat(point.at("/asked_s").asDouble()).isEqualTo(q);
            assertThat(point.at("/latency_s").asDouble()).isEqualTo(ChaosSamples.latencyMs(q) / 1000.0);
        }
        assertThat(figures.at("/timeline/kills/2/target").asString()).isEqualTo("kafka");
        assertThat(figures.at("/timeline/kills/2/back_s").asDouble()).isEqualTo(9.0);
        assertThat(figures.at("/timeline/kills/2/killed_s").asDouble()).isEqualTo(18.5);
    }

    private static Mark bar(String svg, String series, String kill) {
        return SvgMarks.read(svg, series).stream()
                .filter(m -> m.item().equals(kill))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no " + series + " bar for " + kill));
    }

    private static String[] indices(int n) {
        var items = new String[n];
        for (int i = 0; i < n; i++) {
            items[i] = String.valueOf(i);
        }
        return items;
    }
}
