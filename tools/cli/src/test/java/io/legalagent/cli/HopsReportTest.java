package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class HopsReportTest {

    private static Map<String, Object> bothModes() {
        var fast = HopFigures.of("idle", "one run at a time", HopFiguresTest.twoRuns());
        var slow = new HopFigures(
                "loaded",
                "10.0 runs/s",
                2,
                3,
                new LatencySummary(6, 9, 4, 20, 30, 30),
                Map.of(),
                LatencySummary.EMPTY,
                0,
                LatencySummary.EMPTY);
        var modes = new LinkedHashMap<String, Object>();
        var cold = HopFigures.of("warmup", "20.0 runs/s", HopFiguresTest.twoRuns());
        modes.put(HopsReport.modeKey(true, true), HopsReport.mode(true, true, 0, List.of(cold, fast, slow)));
        modes.put(HopsReport.modeKey(false, true), HopsReport.mode(false, true, 1, List.of(slow)));
        modes.put(HopsReport.modeKey(true, false), HopsReport.mode(true, false, 0, List.of(fast)));
        return modes;
    }

    @Test
    @SuppressWarnings("unchecked")
    void judgesTheTargetsPerPass() {
        var on = HopsReport.mode(
                true,
                true,
                0,
                List.of(
                        HopFigures.of("warmup", "x", HopFiguresTest.twoRuns()),
                        HopFigures.of("idle", "x", HopFiguresTest.twoRuns())));

        assertThat(on).containsEntry("exactly_once", true).containsKeys("warmup", "idle");
        assertThat((Map<String, Object>) on.get("meets_targets"))
                .containsOnlyKeys("idle")
                .containsEntry("idle", true);
    }

    @Test
    void theSummaryListsEachModeAndPassWithItsVerdict() {
        var summary = HopsReport.summary(bothModes());

        assertThat(summary)
                .contains("targets with exactly-once: p50 <= 5 ms, p99 <= 25 ms")
                .containsPattern("exactly-once +warmup \\(20.0 runs/s\\) +6 +3.00 .* -")
                .containsPattern("exactly-once +idle \\(one run at a time\\) +6 +3.00 .* met")
                .containsPattern("exactly-once +loaded \\(10.0 runs/s\\) +6 +4.00 +20.00 +30.00 .* MISSED")
                .containsPattern("at-least-once +loaded \\(10.0 runs/s\\) .* -")
                .containsPattern("exactly-once, untraced +idle \\(one run at a time\\) .* met")
                .contains("1 runs of this mode got no answer in time");
    }

    @Test
    @SuppressWarnings("unchecked")
    void theDocumentSurvivesAJsonRoundTripAndReadsBackTheSame() {
        var document = HopsReport.document(bothModes());
        var json = Json.MAPPER.writeValueAsString(document);
        var back = Json.MAPPER.readValue(json, Map.class);

        assertThat(back.get("bench")).isEqualTo("hops");
        assertThat((Map<String, Object>) back.get("targets")).containsEntry("p50_ms", 5.0);
        var modes = (Map<String, Object>) back.get("modes");
        assertThat(modes.keySet()).containsExactly("eos_on", "eos_off", "eos_on_untraced");
        assertThat(HopsReport.summary(modes)).isEqualTo(HopsReport.summary(bothModes()));
    }

    @Test
    void aCustodyPassIsLabelledWithItsSideAndRound() {
        var mode = HopsReport.mode(
                true, true, 0, List.of(HopFigures.of("idle", "one run at a time", HopFiguresTest.twoRuns())));
        mode.put("custody", false);
        mode.put("round", 2);
        var custody = new HopsBench.Custody(false, 2);

        var summary = HopsReport.summary(Map.of(HopsReport.modeKey(true, true) + custody.key(), mode));

        assertThat(custody.key()).isEqualTo("_custody_off_2");
        assertThat(summary)
                .containsPattern("exactly-once, custody off #2 +idle \\(one run at a time\\) +6 +3.00 .* met");
    }
}
