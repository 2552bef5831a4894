package io.legalagent.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** The prod overlay scrapes every node where its Deployments expose metrics; dev stays without the CRD. */
class MonitoringManifestsIT {

    private static Rendering rendering(String name) {
        return Rendering.all().stream()
                .filter(r -> r.name().equals(name))
                .findFirst()
                .orElseThrow();
    }

    @Test
    void prodScrapesEveryNodesPrometheusEndpoint() {
        var prod = rendering("k8s/overlays/prod");
        var monitor = prod.get("PodMonitor", "legal-nodes");
        @SuppressWarnings("unchecked")
        var selector = (Map<String, Object>) monitor.at("spec", "selector", "matchLabels");
        var endpoint =
                Tree.maps(monitor.at("spec", "podMetricsEndpoints")).findFirst().orElseThrow();

        var nodes = prod.all("Deployment")
                .filter(d -> "node"
                        .equals(d.string("spec", "template", "metadata", "labels", "app.kubernetes.io/component")))
                .toList();
        assertThat(nodes).hasSize(io.legalagent.contracts.NodeName.values().length);
        for (var node : nodes) {
            var labels = node.map("spec", "template", "metadata", "labels");
            assertThat(labels).as(node.name()).containsAllEntriesOf(Tree.map(selector));
            var ports = Tree.maps(node.at("spec", "template", "spec", "containers", 0, "ports"))
                    .map(p -> p.get("name"))
                    .toList();
            assertThat(ports).as(node.name()).contains(endpoint.get("port"));
            assertThat(node.string("spec", "template", "metadata", "annotations", "prometheus.io/path"))
                    .isEqualTo(endpoint.get("path"));
        }
        assertThat(prod.find("PodMonitor", "legal-nodes").get().namespace()).isEqualTo("legal-agent");
    }

    @Test
    void devNeedsNoPrometheusOperator() {
        assertThat(rendering("k8s/overlays/dev").all("PodMonitor")).isEmpty();
    }
}
