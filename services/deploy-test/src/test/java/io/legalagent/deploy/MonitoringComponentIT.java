package io.legalagent.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import org.junit.jupiter.api.Test;

/**
 * k8s/components/monitoring as the prod overlay renders it: the dashboard as a ConfigMap for
 * Grafana's sidecar (same bytes as deploy/grafana/legal-agent.json, label grafana_dashboard "1", no
 * hash suffix), the PrometheusRule legal-agent holding exactly the groups of the rules file, both
 * well formed, and the gateway scraped on the port its pods name for management.
 */
class MonitoringComponentIT {

    private static Rendering prod() {
        return Rendering.all().stream()
                .filter(r -> r.name().equals("k8s/overlays/prod"))
                .findFirst()
                .orElseThrow();
    }

    @Test
    void theDashboardIsAConfigMapForGrafanasSidecar() throws Exception {
        var dashboard = prod().get("ConfigMap", "legal-agent-dashboard");
        assertThat(dashboard.map("metadata", "labels")).containsEntry("grafana_dashboard", "1");
        assertThat(dashboard.string("data", "legal-agent.json"))
                .as("the ConfigMap holds deploy/grafana/legal-agent.json (run k8s/sync-monitoring.sh)")
                .isEqualTo(Files.readString(Project.file(DashboardQueriesIT.DASHBOARD)));
        assertThat(Manifests.strict(dashboard)).isNotNull();
    }

    @Test
    void thePrometheusRuleHoldsTheRulesFile() {
        var rule = prod().get("PrometheusRule", "legal-agent");
        var rulesFile = Manifests.load(Project.file(AlertRulesIT.RULES)).get(0);
        assertThat(rule.at("spec", "groups"))
                .as("PrometheusRule legal-agent equals %s (run k8s/sync-monitoring.sh)", AlertRulesIT.RULES)
                .isEqualTo(rulesFile.at("groups"));
        assertThat(rule.namespace()).isEqualTo("legal-agent");
        assertThat(CustomResources.problems(rule, false)).isEmpty();
    }

    @Test
    void aMisspeltRuleFieldIsCaught() {
        var rule = prod().get("PrometheusRule", "legal-agent");
        @SuppressWarnings("unchecked")
        var misspelt = (java.util.Map<String, Object>) Tree.copy(rule.body());
        var first = Tree.maps(Tree.at(misspelt, "spec", "groups", 0, "rules"))
                .findFirst()
                .orElseThrow();
        first.put("expression", first.remove("expr"));

        assertThat(CustomResources.problems(new Doc("a misspelt copy", misspelt), false))
                .anySatisfy(problem -> assertThat(problem).contains("expression"));
    }

    @Test
    void theGatewayIsScrapedOnItsManagementPort() {
        var monitor = prod().get("PodMonitor", "legal-gateway");
        var endpoint =
                Tree.maps(monitor.at("spec", "podMetricsEndpoints")).findFirst().orElseThrow();
        var gateway = prod().get("Deployment", Project.GATEWAY);
        assertThat(gateway.map("spec", "template", "metadata", "labels"))
                .containsAllEntriesOf(Tree.map(monitor.at("spec", "selector", "matchLabels")));
        var port = Tree.maps(gateway.at("spec", "template", "spec", "containers", 0, "ports"))
                .filter(p -> p.get("name").equals(endpoint.get("port")))
                .findFirst()
                .orElseThrow(() -> new AssertionError("the gateway has no port named " + endpoint.get("port")));
        assertThat(port.get("containerPort")).isEqualTo(8081);
        assertThat(endpoint.get("path")).isEqualTo("/actuator/prometheus");
    }
}
