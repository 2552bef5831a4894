package io.legalagent.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Every panel of the Grafana dashboard (deploy/grafana/legal-agent.json) reads metrics the services
 * export: each name in each panel's PromQL is in the scrapes of a running stack (tests/scrape/),
 * and the gateway, dead-letter and signing panels are there.
 */
class DashboardQueriesIT {
    static final String DASHBOARD = "deploy/grafana/legal-agent.json";

    static List<Map<String, Object>> panels() {
        // JSON is YAML: read with the same strict loader (duplicate keys are an error).
        return Tree.maps(Manifests.load(Project.file(DASHBOARD)).get(0).at("panels"))
                .toList();
    }

    private static String exprs(Map<String, Object> panel) {
        return String.join(
                "\n",
                Tree.maps(panel.get("targets"))
                        .map(t -> t.get("expr").toString())
                        .toList());
    }

    @Test
    void everyPanelReadsMetricsTheServicesExport() {
        var scrapes = Scrapes.captured();
        for (var panel : panels()) {
            var read = PromQl.metrics(exprs(panel));
            assertThat(read).as("%s reads a metric", panel.get("title")).isNotEmpty();
            assertThat(scrapes.names())
                    .as("metrics of panel %s", panel.get("title"))
                    .containsAll(read);
        }
    }

    @Test
    void theGatewayDeadLettersAndSigningFailuresHavePanels() {
        var read = new TreeSet<String>();
        panels().forEach(panel -> read.addAll(PromQl.metrics(exprs(panel))));
        assertThat(read)
                .contains(
                        "legal_dead_letters_total",
                        "legal_signing_failures_total",
                        "legal_gateway_answer_seconds_bucket",
                        "http_server_requests_seconds_count",
                        "legal_gateway_unauthenticated_total",
                        "legal_gateway_sign_ins_total");
        var answerPanel = panels().stream()
                .filter(p -> exprs(p).contains("legal_gateway_answer_seconds_bucket"))
                .findFirst()
                .orElseThrow();
        assertThat(exprs(answerPanel))
                .contains("histogram_quantile(0.5,", "histogram_quantile(0.95,", "histogram_quantile(0.99,");
        assertThat(panels().stream().map(p -> p.get("id")).distinct()).hasSize(panels().size());
    }
}
