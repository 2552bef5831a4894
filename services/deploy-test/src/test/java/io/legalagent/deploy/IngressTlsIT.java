package io.legalagent.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The way in from outside, read from the rendered manifests: every Ingress has TLS from cert-manager
 * (a ClusterIssuer annotation and a Secret of its own), where an overlay names the host the
 * certificate is for that host, and every Ingress reaches only the gateway's public port, never the
 * management port that serves /actuator.
 */
class IngressTlsIT {
    static final String ISSUER = "cert-manager.io/cluster-issuer";

    static Stream<Rendering> renderings() {
        return Rendering.all().stream();
    }

    @ParameterizedTest
    @MethodSource("renderings")
    void everyIngressHasTlsFromCertManagerInASecretOfItsOwn(Rendering rendering) {
        List<Doc> ingresses = rendering.all("Ingress").toList();
        assertThat(ingresses.stream().map(Doc::name)).contains(Project.GATEWAY, "gateway-uploads");
        List<Object> secrets = ingresses.stream()
                .flatMap(ingress -> Tree.maps(ingress.at("spec", "tls")))
                .map(tls -> tls.get("secretName"))
                .toList();
        assertThat(secrets).as("one certificate Secret per Ingress").doesNotHaveDuplicates();
        for (Doc ingress : ingresses) {
            assertThat(ingress.string("metadata", "annotations", ISSUER))
                    .as("%s: cert-manager's issuer", ingress.name())
                    .isNotBlank();
            var tls = Tree.maps(ingress.at("spec", "tls")).toList();
            assertThat(tls).as("%s: tls", ingress.name()).hasSize(1);
            assertThat(String.valueOf(tls.get(0).get("secretName"))).isNotBlank();
            Object host = ingress.at("spec", "rules", 0, "host");
            if (host != null) {
                assertThat(Tree.list(tls.get(0).get("hosts")))
                        .as("%s: the certificate is for the host it answers on", ingress.name())
                        .containsExactly(host);
            }
        }
    }

    @ParameterizedTest
    @MethodSource("renderings")
    void theProductionIngressesNameTheirHostForTheCertificate(Rendering rendering) {
        if (rendering.name().endsWith("prod")) {
            rendering.all("Ingress").forEach(ingress -> assertThat(Tree.list(ingress.at("spec", "tls", 0, "hosts")))
                    .as(ingress.name())
                    .isNotEmpty());
        }
    }

    @ParameterizedTest
    @MethodSource("renderings")
    void everyIngressReachesThePublicPortOnlyAndTheServiceExposesNothingElse(Rendering rendering) {
        Doc gateway = rendering.get("Deployment", Project.GATEWAY);
        Map<String, Integer> containerPorts = GatewayManagementPortIT.containerPorts(gateway);
        assertThat(containerPorts).containsEntry("http", 8080).containsEntry("management", 8081);

        Doc service = rendering.get("Service", Project.GATEWAY);
        var servicePorts = Tree.maps(service.at("spec", "ports")).toList();
        assertThat(servicePorts)
                .as("the Service passes on the public port only")
                .isNotEmpty()
                .allSatisfy(port -> assertThat(port.get("targetPort")).isIn("http", 8080));

        rendering.all("Ingress").forEach(ingress -> Tree.maps(ingress.at("spec", "rules"))
                .flatMap(rule -> Tree.maps(Tree.at(rule, "http", "paths")))
                .forEach(path -> {
                    assertThat(Tree.at(path, "backend", "service", "name")).isEqualTo(Project.GATEWAY);
                    Object port = Tree.at(path, "backend", "service", "port", "name");
                    assertThat(servicePorts)
                            .as("%s reaches a port of the Service", ingress.name())
                            .anySatisfy(servicePort ->
                                    assertThat(servicePort.get("name")).isEqualTo(port));
                }));
    }
}
