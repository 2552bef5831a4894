package io.legalagent.cli;

import io.legalagent.report.Report;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code bench chaos --report DIR}: the run's timeline with the kills marked, what each kill cost
 * (process back, work resumed, next answer) and the verdict, from the same figures the table prints;
 * figures.json holds the bench's JSON document plus the timeline's points and kills.
 */
final class ChaosReportPage {
    private ChaosReportPage() {}

    static Report of(ChaosReport chaos, List<DeliveredAnswer> delivered) {
        var timeline = ChaosTimeline.of(chaos.run(), delivered, chaos.recoveries());
        var v = chaos.verdict();
        var report = Report.titled("Benchmark: chaos")
                .lead(chaos.table().lines().findFirst().orElse("chaos"))
                .section("Answers over time")
                .text(String.format(
                        Locale.ROOT,
                        "Published %d, answered in time %d, lost %d, duplicated %d, stuck %d (deadline %d s)."
                                + " Each dot is a question at the time it was asked; a dashed line is a kill."
                                + " Verdict: %s.",
                        v.published(),
                        v.answered(),
                        v.lost(),
                        v.duplicated(),
                        v.stuck(),
                        chaos.run().deadlineSeconds(),
                        chaos.holds() ? "every question answered exactly once" : "FAILED"))
                .chart(timeline.latencyChart());
        if (!timeline.kills().isEmpty()) {
            report.section("Resume times")
                    .text("Back: the killed process answered its readiness probe (the broker: logged that it"
                            + " started). Work resumed: the killed node's next committed hop (any node's, for the"
                            + " broker). Next answer: the first answer committed after the kill.")
                    .chart(timeline.resumeChart())
                    .table(List.of("kill", "at s", "back s", "work resumed s", "next answer s"), rows(timeline));
        }
        chaos.figures().forEach(report::figures);
        return report.figures("timeline", timeline.figures());
    }

    private static List<List<String>> rows(ChaosTimeline timeline) {
        var rows = new ArrayList<List<String>>();
        for (var k : timeline.kills()) {
            rows.add(List.of(
                    k.label(),
                    seconds(k.killedS()),
                    k.backS() == null ? "never" : seconds(k.backS()),
                    k.resumedS() == null ? "idle" : seconds(k.resumedS()),
                    k.nextAnswerS() == null ? "none" : seconds(k.nextAnswerS())));
        }
        return rows;
    }

    private static String seconds(double value) {
        return String.format(Locale.ROOT, "%.1f", value);
    }
}
