package io.legalagent.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

class BarsTest {
    private static final List<String> SUBJECTS = List.of("TORTS", "EVIDENCE", "CONTRACTS", "CRIM. LAW");
    private static final List<Double> SHARES = List.of(0.23, 0.6, 0.0, 0.41);

    private static Chart accuracy() {
        var bars = Bars.of("accuracy", "Accuracy by subject")
                .axes("subject", "share correct")
                .range(0, 1);
        for (int i = 0; i < SUBJECTS.size(); i++) {
            bars.bar("accuracy", SUBJECTS.get(i), SHARES.get(i));
        }
        return bars.interval("TORTS", 0.08, 0.5).draw();
    }

    @Test
    void barsAreAsTallAsTheirValuesOnOneScale() {
        var marks = SvgMarks.read(accuracy().svg(), "accuracy");

        // A bar of zero draws nothing, so it leaves no mark.
        assertThat(marks).extracting(Mark::item).containsExactly("TORTS", "EVIDENCE", "CRIM. LAW");
        var heights = SUBJECTS.stream().map(s -> heightOf(marks, s)).toList();
        assertThat(SvgMarks.linearity(SHARES, heights)).isLessThan(1.0);
        // One scale from zero: EVIDENCE's bar is 0.6 / 0.23 times TORTS's.
        assertThat(heightOf(marks, "EVIDENCE") / heightOf(marks, "TORTS")).isCloseTo(0.6 / 0.23, within(0.02));
    }

    @Test
    void theIntervalSpansItsEndsAroundItsBar() {
        var chart = accuracy();
        var bar = SvgMarks.read(chart.svg(), "accuracy").stream()
                .filter(m -> m.item().equals("TORTS"))
                .findFirst()
                .orElseThrow();
        var interval = SvgMarks.read(chart.svg(), "interval").get(0);

        assertThat(interval.item()).isEqualTo("TORTS");
        assertThat(interval.centreX()).isCloseTo(bar.centreX(), within(1.0));
        double pixelsPerUnit = bar.height() / 0.23;
        assertThat(interval.height()).isCloseTo((0.5 - 0.08) * pixelsPerUnit, within(1.0));
        assertThat(interval.y()).isLessThan(bar.y()).as("the upper end is above the bar's top");
        assertThat(interval.bottom()).isGreaterThan(bar.y()).as("the lower end is below it");
    }

    @Test
    void seriesStandSideBySide() {
        var chart = Bars.of("on-off", "p50")
                .bar("on", "p50", 10)
                .bar("off", "p50", 40)
                .draw();
        var on = SvgMarks.read(chart.svg(), "on").get(0);
        var off = SvgMarks.read(chart.svg(), "off").get(0);

        assertThat(off.height() / on.height()).isCloseTo(4.0, within(0.05));
        assertThat(on.right()).isLessThanOrEqualTo(off.x());
    }

    private static double heightOf(List<Mark> marks, String subject) {
        return marks.stream()
                .filter(m -> m.item().equals(subject))
                .mapToDouble(Mark::height)
                .findFirst()
                .orElse(0);
    }
}
