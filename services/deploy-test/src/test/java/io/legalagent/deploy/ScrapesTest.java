package io.legalagent.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ScrapesTest {
    @Test
    void readsNamesAndLabelNamesFromTheTextFormat() {
        var series = Scrapes.series(
                """
                # HELP legal_runs_finished_total
                # TYPE legal_runs_finished_total counter
                legal_runs_finished_total{service="observer",status="ANSWERED"} 3.0
                legal_node_duration_seconds_bucket{node="guard",le="0.005"} 1
                process_uptime_seconds 12.5
                """);

        assertThat(series)
                .isEqualTo(Map.of(
                        "legal_runs_finished_total", Set.of("service", "status"),
                        "legal_node_duration_seconds_bucket", Set.of("node", "le"),
                        "process_uptime_seconds", Set.of()));
    }
}
