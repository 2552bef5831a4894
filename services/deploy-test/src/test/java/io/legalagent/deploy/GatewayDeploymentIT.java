package io.legalagent.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The gateway where it runs, read from the deployment files: in Kubernetes a Deployment logging in as
 * its own KafkaUser, a Service and an Ingress that reach its HTTP port, a NetworkPolicy that admits
 * only that port, a disruption budget that keeps one replica serving; in compose a published port on
 * the loopback address and a readiness health check.
 */
class GatewayDeploymentIT {

    static List<Rendering> renderings() {
        return Rendering.all();
    }

    @ParameterizedTest
    @MethodSource("renderings")
    void kubernetesRunsItBehindAServiceAndAnIngress(Rendering rendering) {
        Doc deployment = rendering.get("Deployment", Project.GATEWAY);
        Map<String, Object> pod = deployment.map("spec", "template", "metadata", "labels");
        var container = Tree.map(deployment.at("spec", "template", "spec", "containers", 0));
        assertThat(Tree.maps(container.get("env"))
                        .filter(e -> "SPRING_KAFKA_PROPERTIES_SASL_JAAS_CONFIG".equals(e.get("name")))
                        .map(e -> Tree.at(e, "valueFrom", "secretKeyRef"))
                        .toList())
                .containsExactly(Map.of("name", Project.GATEWAY, "key", "sasl.jaas.config"));
        assertThat(rendering.find("KafkaUser", Project.GATEWAY)).isPresent();
        assertThat((Integer) deployment.at("spec", "replicas")).isGreaterThanOrEqualTo(2);
        assertThat(Tree.at(container, "readinessProbe", "httpGet", "path")).isEqualTo("/actuator/health/readiness");
        assertThat(Tree.at(container, "ports", 0, "containerPort")).isEqualTo(8080);

        Doc service = rendering.get("Service", Project.GATEWAY);
        assertThat(pod).containsAllEntriesOf(service.map("spec", "selector"));
        assertThat(Tree.at(service.map("spec"), "ports", 0, "targetPort")).isEqualTo("http");

        Doc ingress = rendering.get("Ingress", Project.GATEWAY);
        var backend = Tree.map(Tree.at(ingress.map("spec"), "rules", 0, "http", "paths", 0, "backend", "service"));
        assertThat(backend.get("name")).isEqualTo(Project.GATEWAY);
        assertThat(Tree.at(backend, "port", "name")).isEqualTo(Tree.at(service.map("spec"), "ports", 0, "name"));
        assertThat(ingress.string("metadata", "annotations", "nginx.ingress.kubernetes.io/proxy-buffering"))
                .as("event streams pass through unbuffered")
                .isEqualTo("off");

        var policies = rendering
                .all("NetworkPolicy")
                .filter(p -> pod.entrySet()
                        .containsAll(p.map("spec", "podSelector", "matchLabels").entrySet()))
                .toList();
        assertThat(policies).hasSize(1);
        assertThat(Tree.maps(policies.get(0).at("spec", "ingress"))
                        .flatMap(rule -> Tree.maps(rule.get("ports")))
                        .map(port -> port.get("port"))
                        .toList())
                .as("the public port and the management port")
                .containsExactly(8080, 8081);

        Doc budget = rendering.get("PodDisruptionBudget", Project.GATEWAY);
        assertThat(pod).containsAllEntriesOf(budget.map("spec", "selector", "matchLabels"));
        assertThat(budget.at("spec", "minAvailable")).isEqualTo(1);
    }

    @Test
    void composePublishesItOnTheLoopbackAddressWithAHealthCheck() {
        Doc compose = Manifests.load(Project.file("docker-compose.yml")).get(0);
        var gateway = compose.map("services", Project.GATEWAY);
        assertThat(Tree.list(gateway.get("ports")).stream().map(ComposeFileIT::resolved))
                .containsExactly("127.0.0.1:8080:8080");
        assertThat(Tree.list(Tree.at(gateway, "healthcheck", "test")).toString())
                .contains("/actuator/health/readiness");
        assertThat(Tree.map(gateway.get("depends_on"))).containsKeys("kafka", "kafka-init", "chroma");
    }
}
