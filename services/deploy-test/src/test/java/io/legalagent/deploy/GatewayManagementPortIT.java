package io.legalagent.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringReader;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The gateway's actuator (health, metrics) is on a management port of its own, apart from the public
 * one, in its settings, in Kubernetes (probes, scrape annotations, the PodMonitor) and in compose
 * (health check; only the public port published).
 */
class GatewayManagementPortIT {
    private static final String PROPERTIES = "services/gateway/src/main/resources/gateway.properties";

    static Stream<Rendering> renderings() {
        return Rendering.all().stream();
    }

    @Test
    void theGatewaysActuatorHasAPortOfItsOwn() throws IOException {
        var properties = new Properties();
        properties.load(new StringReader(Project.read(PROPERTIES)));
        assertThat(properties.getProperty("server.port")).isEqualTo("8080");
        assertThat(properties.getProperty("management.server.port")).isEqualTo("8081");
    }

    @ParameterizedTest
    @MethodSource("renderings")
    void probesAndPrometheusAskTheManagementPort(Rendering rendering) {
        Doc gateway = rendering.get("Deployment", Project.GATEWAY);
        Map<String, Integer> ports = containerPorts(gateway);
        var container = Tree.map(gateway.at("spec", "template", "spec", "containers", 0));
        for (String probe : new String[] {"startupProbe", "livenessProbe", "readinessProbe"}) {
            Object port = Tree.at(container, probe, "httpGet", "port");
            assertThat(port instanceof Integer number ? number : ports.get(String.valueOf(port)))
                    .as(probe)
                    .isEqualTo(8081);
        }
        assertThat(gateway.string("spec", "template", "metadata", "annotations", "prometheus.io/port"))
                .isEqualTo("8081");
        rendering.all("PodMonitor").forEach(monitor -> {
            if (Project.GATEWAY.equals(
                    monitor.string("spec", "selector", "matchLabels", "app.kubernetes.io/component"))) {
                assertThat(Tree.maps(monitor.at("spec", "podMetricsEndpoints")))
                        .allSatisfy(endpoint -> assertThat(ports.get(String.valueOf(endpoint.get("port"))))
                                .isEqualTo(8081));
            }
        });
        if (rendering.name().endsWith("prod")) {
            assertThat(rendering.find("PodMonitor", "legal-gateway"))
                    .as("Prometheus scrapes the gateway")
                    .isPresent();
        }
    }

    @Test
    void composeChecksHealthOnTheManagementPortAndPublishesOnlyThePublicOne() {
        Doc compose = Manifests.load(Project.file("docker-compose.yml")).get(0);
        var gateway = compose.map("services", Project.GATEWAY);
        assertThat(Tree.list(gateway.get("ports")).stream().map(ComposeFileIT::resolved))
                .containsExactly("127.0.0.1:8080:8080");
        assertThat(Tree.list(Tree.at(gateway, "healthcheck", "test")).toString())
                .contains("http://127.0.0.1:8081/actuator/health/readiness");
        assertThat(String.valueOf(Tree.at(gateway, "build", "args", "HEALTH_PORT")))
                .as("the image's own health check asks the same port")
                .isEqualTo("8081");
    }

    /** The container's named ports. */
    static Map<String, Integer> containerPorts(Doc deployment) {
        var ports = new HashMap<String, Integer>();
        Tree.maps(deployment.at("spec", "template", "spec", "containers", 0, "ports"))
                .forEach(port -> ports.put(String.valueOf(port.get("name")), (Integer) port.get("containerPort")));
        return ports;
    }
}
