package io.legalagent.loop;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.RunStatus;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;
import tools.jackson.databind.json.JsonMapper;

/**
 * Every metric the Grafana dashboard (deploy/grafana/legal-agent.json) queries is exported by the
 * services: after one run on the ollama provider, a scrape of /actuator/prometheus over HTTP has a
 * series of each name a panel's PromQL names. The nine nodes share this JVM, so one scrape holds the
 * figures every node exports.
 */
class DashboardMetricsLoopIT extends OllamaLoop {
    private static final Path DASHBOARD = Path.of("../../deploy/grafana/legal-agent.json");
    private static final Pattern GROUPING = Pattern.compile("\\b(by|without)\\s*\\([^)]*\\)|\\{[^}]*\\}|\\[[^\\]]*\\]");
    private static final Pattern NAME = Pattern.compile("\\b[a-z_][a-z0-9_]*_[a-z0-9_]+\\b");
    private static final Pattern SERIES = Pattern.compile("^([a-zA-Z_:][a-zA-Z0-9_:]*)[{ ]");
    private static final Set<String> PROMQL = Set.of("histogram_quantile", "rate_interval");

    @LocalServerPort
    int port;

    /**
     * The metric names of the node panels' queries: label matchers, groupings and ranges left out. The
     * gateway's panels are not this process's: DashboardQueriesIT (deploy-test) checks them against a
     * scrape of the gateway.
     */
    static Set<String> queriedMetrics() throws IOException {
        var names = new TreeSet<String>();
        var dashboard = JsonMapper.builder().build().readTree(Files.readString(DASHBOARD));
        for (var panel : dashboard.get("panels").values()) {
            if (panel.get("title").stringValue().startsWith("Gateway")) {
                continue;
            }
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

    /** The text the node processes serve to Prometheus, fetched as Prometheus would. */
    private String scrape() throws IOException, InterruptedException {
        var response = HttpClient.newHttpClient()
                .send(
                        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/actuator/prometheus"))
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        return response.body();
    }

    /** The series names of a scrape, comments left out. */
    private static Set<String> exported(String scrape) {
        return scrape.lines()
                .map(SERIES::matcher)
                .filter(java.util.regex.Matcher::find)
                .map(m -> m.group(1))
                .collect(Collectors.toCollection(TreeSet::new));
    }

    @Test
    void everyMetricTheDashboardQueriesIsExported() throws Exception {
        assertThat(exchange(StubResearch.SIMPLE_QUESTION, Map.of()).answer().status())
                .isEqualTo(RunStatus.ANSWERED);
        var exported = exported(scrape());

        var names = queriedMetrics();
        // The parse found the panels' figures, so an empty or broken reading cannot pass.
        assertThat(names)
                .contains(
                        "legal_node_duration_seconds_bucket",
                        "legal_run_duration_seconds_bucket",
                        "legal_runs_finished_total",
                        "gen_ai_client_token_usage_sum",
                        "gen_ai_client_operation_duration_seconds_bucket",
                        "kafka_consumer_fetch_manager_records_lag_max");
        assertThat(exported).as("series exported by /actuator/prometheus").containsAll(names);
    }

    @Test
    void theHopBucketsBracketTheTargets() throws Exception {
        exchange(StubResearch.SIMPLE_QUESTION, Map.of());
        var scrape = scrape();

        assertThat(scrape)
                .containsPattern("legal_node_duration_seconds_bucket\\{[^}]*le=\"0.005\"")
                .containsPattern("legal_node_duration_seconds_bucket\\{[^}]*le=\"0.025\"");
    }
}
