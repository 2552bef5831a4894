package io.legalagent.loop;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.RunStatus;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.json.JsonMapper;

/**
 * Every metric the Grafana dashboard (deploy/grafana/legal-agent.json) queries is exported by the
 * services: after one run on the ollama provider, the Prometheus registry behind
 * /actuator/prometheus has a series of each name a panel's PromQL names.
 */
class DashboardMetricsLoopTest extends OllamaLoop {
    private static final Path DASHBOARD = Path.of("../../deploy/grafana/legal-agent.json");
    private static final Pattern GROUPING = Pattern.compile("\\b(by|without)\\s*\\([^)]*\\)|\\{[^}]*\\}|\\[[^\\]]*\\]");
    private static final Pattern NAME = Pattern.compile("\\b[a-z_][a-z0-9_]*_[a-z0-9_]+\\b");
    private static final Set<String> PROMQL = Set.of("histogram_quantile", "rate_interval");

    @Autowired
    PrometheusMeterRegistry prometheus;

    /** The metric names of every panel's queries: label matchers, groupings and ranges left out. */
    static Set<String> queriedMetrics() throws IOException {
        var names = new TreeSet<String>();
        var dashboard = JsonMapper.builder().build().readTree(Files.readString(DASHBOARD));
        for (var panel : dashboard.get("panels").values()) {
            for (var target : panel.get("targets").values()) {
                var expr = GROUPING.matcher(target.get("expr").stringValue()).replaceAll(" ");
                NAME.matcher(expr)
                        .results()
                        .map(m -> m.group())
                        .filter(name -> !PROMQL.contains(name))
                        .forEach(names::add);
            }
        }
        return names;
    }

    @Test
    void everyMetricTheDashboardQueriesIsExported() throws IOException {
        assertThat(exchange(StubResearch.SIMPLE_QUESTION, Map.of()).answer().status())
                .isEqualTo(RunStatus.ANSWERED);
        var scrape = prometheus.scrape();

        var names = queriedMetrics();
        assertThat(names)
                .contains(
                        "legal_node_duration_seconds_bucket",
                        "legal_run_duration_seconds_bucket",
                        "gen_ai_client_token_usage_sum",
                        "gen_ai_client_operation_duration_seconds_bucket",
                        "kafka_consumer_fetch_manager_records_lag_max");
        for (String name : names) {
            assertThat(scrape.lines().anyMatch(line -> line.startsWith(name + "{") || line.startsWith(name + " ")))
                    .as("a series of %s", name)
                    .isTrue();
        }
    }

    @Test
    void theHopBucketsBracketTheTargets() {
        exchange(StubResearch.SIMPLE_QUESTION, Map.of());
        var scrape = prometheus.scrape();

        assertThat(scrape)
                .containsPattern("legal_node_duration_seconds_bucket\\{[^}]*le=\"0.005\"")
                .containsPattern("legal_node_duration_seconds_bucket\\{[^}]*le=\"0.025\"");
    }
}
