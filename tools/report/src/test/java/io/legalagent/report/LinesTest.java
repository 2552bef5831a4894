package io.legalagent.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

class LinesTest {
    @Test
    void eachPointIsDrawnWhereItsValuesSayOnLinearAxes() {
        var xs = List.of(0.5, 1.2, 2.0, 7.5);
        var ys = List.of(0.25, 0.5, 0.75, 1.0);
        var lines = Lines.of("cdf", "Latency").axes("seconds", "share").stepped();
        for (int i = 0; i < xs.size(); i++) {
            lines.point("on", xs.get(i), ys.get(i));
        }
        var marks = SvgMarks.read(lines.draw().svg(), "on");

        assertThat(marks).extracting(Mark::item).containsExactly("0", "1", "2", "3");
        assertThat(SvgMarks.linearity(xs, marks.stream().map(Mark::centreX).toList()))
                .isLessThan(1.0);
        assertThat(SvgMarks.linearity(ys, marks.stream().map(Mark::centreY).toList()))
                .isLessThan(1.0);
        // y grows upwards on the chart, downwards in SVG.
        assertThat(marks.get(3).centreY()).isLessThan(marks.get(0).centreY());
    }

    @Test
    void aMarkerStandsAtItsXBetweenThePointsAroundIt() {
        var chart = Lines.of("timeline", "Answers over time")
                .point("latency", 1, 2)
                .point("latency", 3, 2.5)
                .point("latency", 9, 1)
                .marker(5, "kill executor")
                .draw();
        var points = SvgMarks.read(chart.svg(), "latency");
        var kill = SvgMarks.read(chart.svg(), "marker").get(0);

        assertThat(kill.item()).isEqualTo("kill executor");
        double pixelsPerSecond = (points.get(2).centreX() - points.get(0).centreX()) / 8;
        assertThat(kill.x()).isCloseTo(points.get(0).centreX() + 4 * pixelsPerSecond, within(1.0));
    }

    @Test
    void aMarkerAfterTheLastPointStillStandsInsideThePlot() {
        var chart = Lines.of("late-kill", "A kill after the last question")
                .dots("latency")
                .point("latency", 0, 50)
                .point("latency", 10, 30)
                .marker(4, "kill a")
                .marker(40, "kill b")
                .draw();
        var points = SvgMarks.read(chart.svg(), "latency");
        var kills = SvgMarks.read(chart.svg(), "marker");

        assertThat(kills).extracting(Mark::item).containsExactly("kill a", "kill b");
        double pixelsPerSecond = (points.get(1).centreX() - points.get(0).centreX()) / 10;
        assertThat(kills.get(1).x()).isCloseTo(points.get(0).centreX() + 40 * pixelsPerSecond, within(1.0));
        // Near the right edge the label reads leftwards; the line itself stays on the chart.
        assertThat(kills.get(1).right()).isLessThanOrEqualTo(Style.WIDTH);
    }

    @Test
    void dotsAndLinesShareOneChart() {
        var chart = Lines.of("reliability", "Reliability")
                .dots("steps")
                .point("steps", 0.1, 0.0)
                .point("steps", 0.9, 1.0)
                .point("bins", 0.2, 0.3)
                .diagonal()
                .xRange(0, 1)
                .yRange(0, 1)
                .draw();

        assertThat(SvgMarks.read(chart.svg(), "steps")).hasSize(2);
        assertThat(SvgMarks.read(chart.svg(), "bins")).hasSize(1);
    }
}
