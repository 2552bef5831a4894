package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class FootprintReportTest {
    private static FootprintReport.Pass pass(String jvm, double seconds, long guardMb) {
        var work = ThroughputFigures.of(2, 0, seconds, HopFiguresTest.twoRuns());
        return new FootprintReport.Pass(
                jvm, Map.of("guard", 4.0, "observer", 6.5), Map.of("guard", guardMb, "observer", 150L), work);
    }

    @Test
    void thePassesAreComparedColumnByColumnOnThroughputLatencyAndTimePerHop() {
        String table = FootprintReport.comparison(List.of(pass("lean", 1.0, 300), pass("plain", 2.0, 420)));

        assertThat(table)
                .containsPattern("compared, same run +lean +plain")
                .containsPattern("questions/s +2\\.000 +1\\.000")
                // guard: 1 ms over two visits; observer: 2 + 1 ms over two
                .containsPattern("guard ms/hop +0\\.5 +0\\.5")
                .containsPattern("observer ms/hop +1\\.5 +1\\.5")
                .contains("latency p50 ms", "latency p95 ms");
    }

    @Test
    @SuppressWarnings("unchecked")
    void eachPassKeepsItsTargetsAndWhatItsQuestionsMeasured() {
        var lean = pass("lean", 1.0, 300);
        var plain = pass("plain", 2.0, 420);

        assertThat(lean.meetsMemoryTargets()).isTrue();
        assertThat(plain.meetsMemoryTargets()).as("the guard over its 320 MB").isFalse();
        assertThat(lean.allReadySeconds()).isEqualTo(6.5);
        var json = (Map<String, Object>) Json.MAPPER.readValue(
                Json.MAPPER.writeValueAsString(FootprintReport.json(List.of(lean, plain), 2)), Map.class);
        var passes = (Map<String, Map<String, Object>>) json.get("passes");
        assertThat(passes.get("lean")).containsEntry("total_rss_mb", 450).containsEntry("answered", 2);
        assertThat((Map<String, Object>) passes.get("plain").get("work")).containsEntry("questions_per_s", 1.0);
    }
}
