package io.legalagent.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.boot.context.properties.bind.Bindable;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.kafka.autoconfigure.KafkaProperties;

/**
 * Kafka in Kubernetes speaks TLS only, read from the rendered manifests: every listener is
 * {@code tls: true} with SCRAM, and every Kafka client (a pod labelled
 * {@code legal-agent/kafka-client}, KEDA's lag reader, the kcat example) uses SASL_SSL on that
 * listener and trusts Strimzi's cluster CA, mounted from its Secret. A pod given Kafka settings without
 * the label fails too, so a new client cannot slip past the check.
 */
class KafkaTlsIT {
    static final String KAFKA_CLIENT = "legal-agent/kafka-client";
    private static final String KCAT = "k8s/examples/kcat.yaml";

    static Stream<Rendering> renderings() {
        return Rendering.all().stream();
    }

    @ParameterizedTest
    @MethodSource("renderings")
    void everyListenerIsTlsWithScram(Rendering rendering) {
        assertThat(Tree.maps(kafka(rendering).at("spec", "kafka", "listeners")))
                .isNotEmpty()
                .allSatisfy(listener -> {
                    assertThat(listener.get("tls"))
                            .as("listener %s", listener.get("name"))
                            .isEqualTo(true);
                    assertThat(Tree.at(listener, "authentication", "type"))
                            .as("listener %s", listener.get("name"))
                            .isEqualTo("scram-sha-512");
                });
    }

    @ParameterizedTest
    @MethodSource("renderings")
    void everyKafkaClientPodUsesSaslSslAndMountsTheClusterCa(Rendering rendering) {
        List<Doc> clients =
                rendering.workloads().filter(KafkaTlsIT::isKafkaClient).toList();
        assertThat(clients.stream().map(Doc::name))
                .as("the nine nodes, the gateway and the ingest")
                .contains("guard", "observer", Project.GATEWAY, "ingest")
                .hasSizeGreaterThanOrEqualTo(11);
        for (Doc client : clients) {
            Map<String, Object> pod = client.map("spec", "template", "spec");
            String caDirectory = caMount(rendering, pod, client.name());
            Map<String, String> env = environment(rendering, Tree.map(Tree.at(pod, "containers", 0)));
            assertThat(env)
                    .as("%s %s", client.kind(), client.name())
                    .containsEntry("SPRING_KAFKA_BOOTSTRAP_SERVERS", bootstrap(rendering))
                    .containsEntry("SPRING_KAFKA_SECURITY_PROTOCOL", "SASL_SSL")
                    .containsEntry("SPRING_KAFKA_PROPERTIES_SASL_MECHANISM", "SCRAM-SHA-512")
                    .containsEntry("SPRING_KAFKA_PROPERTIES_SSL_TRUSTSTORE_TYPE", "PEM")
                    .containsEntry("SPRING_KAFKA_PROPERTIES_SSL_TRUSTSTORE_LOCATION", caDirectory + "/ca.crt");
        }
    }

    /**
     * What the clients are given reaches Kafka's own configuration: bound as Spring Boot binds the
     * environment (the nodes' and the ingest's clients come from its KafkaProperties, and so do the
     * gateway's), producers, consumers and admin clients all get SASL_SSL and the PEM trust store.
     */
    @ParameterizedTest
    @MethodSource("renderings")
    void theSettingsGiveEveryKindOfClientSaslSslAndTheTrustStore(Rendering rendering) {
        Doc gateway = rendering.get("Deployment", Project.GATEWAY);
        Map<String, String> env =
                environment(rendering, Tree.map(gateway.at("spec", "template", "spec", "containers", 0)));
        KafkaProperties kafka = new Binder(Settings.environmentSource(env))
                .bindOrCreate("spring.kafka", Bindable.of(KafkaProperties.class));
        for (Map<String, Object> client : List.of(
                kafka.buildProducerProperties(), kafka.buildConsumerProperties(), kafka.buildAdminProperties())) {
            assertThat(client)
                    .containsEntry("security.protocol", "SASL_SSL")
                    .containsEntry("sasl.mechanism", "SCRAM-SHA-512")
                    .containsEntry("ssl.truststore.type", "PEM")
                    .containsEntry(
                            "ssl.truststore.location", env.get("SPRING_KAFKA_PROPERTIES_SSL_TRUSTSTORE_LOCATION"));
        }
    }

    /** Kafka settings without the label would be a client the listener's NetworkPolicy and this check miss. */
    @ParameterizedTest
    @MethodSource("renderings")
    void noPodGetsKafkaSettingsWithoutBeingAKafkaClient(Rendering rendering) {
        rendering.workloads().filter(workload -> !isKafkaClient(workload)).forEach(workload -> {
            Map<String, Object> pod = workload.map("spec", "template", "spec");
            Tree.maps(pod.get("containers")).forEach(container -> assertThat(
                            environment(rendering, container).keySet())
                    .as("%s %s", workload.kind(), workload.name())
                    .noneMatch(name -> name.startsWith("SPRING_KAFKA_")));
        });
    }

    @ParameterizedTest
    @MethodSource("renderings")
    void kedaReadsLagOverTlsTrustingTheClusterCa(Rendering rendering) {
        var auth = rendering.get("TriggerAuthentication", "kafka-lag-reader");
        assertThat(Tree.maps(auth.at("spec", "secretTargetRef"))).anySatisfy(ref -> assertThat(ref)
                .containsEntry("parameter", "ca")
                .containsEntry("name", caSecret(rendering))
                .containsEntry("key", "ca.crt"));
        String bootstrap = kafka(rendering).name() + "-kafka-bootstrap." + rendering.namespace() + ".svc:"
                + KubernetesCrossReferenceIT.clientListenerPort(rendering);
        assertThat(rendering.all("ScaledObject")).isNotEmpty().allSatisfy(scaled -> assertThat(
                        Tree.maps(scaled.at("spec", "triggers")))
                .isNotEmpty()
                .allSatisfy(trigger -> assertThat(Tree.map(trigger.get("metadata")))
                        .as(scaled.name())
                        .containsEntry("bootstrapServers", bootstrap)
                        .containsEntry("sasl", "scram_sha512")
                        .containsEntry("tls", "enable")));
    }

    /** The kcat pod of the docs writes its kcat configuration at start; it must say SASL_SSL and the CA. */
    @Test
    void theKcatExampleUsesSaslSslAndTheClusterCa() {
        Doc pod = Manifests.load(Project.file(KCAT)).get(0);
        Rendering base = Rendering.all().get(0);
        assertThat(pod.kind()).isEqualTo("Pod");
        assertThat(pod.namespace()).isEqualTo(base.namespace());
        assertThat(isKafkaClient(pod.map("metadata", "labels"))).isTrue();
        Map<String, Object> spec = pod.map("spec");
        String caDirectory = caMount(base, spec, "kcat");
        String command = String.join(
                " ",
                Tree.list(Tree.at(spec, "containers", 0, "command")).stream()
                        .map(String::valueOf)
                        .toList());
        assertThat(command)
                .contains("\"bootstrap.servers=" + bootstrap(base) + "\"")
                .contains("\"security.protocol=SASL_SSL\"")
                .contains("\"sasl.mechanisms=SCRAM-SHA-512\"")
                .contains("\"ssl.ca.location=" + caDirectory + "/ca.crt\"");
    }

    private static boolean isKafkaClient(Doc workload) {
        return isKafkaClient(Tree.map(workload.at("spec", "template", "metadata", "labels")));
    }

    private static boolean isKafkaClient(Map<String, Object> labels) {
        return labels != null && "true".equals(String.valueOf(labels.get(KAFKA_CLIENT)));
    }

    /**
     * The directory where the pod's first container mounts the cluster CA's Secret; fails unless the
     * pod has a volume of exactly that Secret's {@code ca.crt} and the container mounts it.
     */
    private static String caMount(Rendering rendering, Map<String, Object> pod, String what) {
        String volume = Tree.maps(pod.get("volumes"))
                .filter(v -> caSecret(rendering).equals(Tree.at(v, "secret", "secretName")))
                .map(v -> String.valueOf(v.get("name")))
                .findFirst()
                .orElseThrow(() -> new AssertionError(what + " has no volume of the Secret " + caSecret(rendering)));
        return Tree.maps(Tree.at(pod, "containers", 0, "volumeMounts"))
                .filter(mount -> volume.equals(mount.get("name")))
                .map(mount -> String.valueOf(mount.get("mountPath")))
                .findFirst()
                .orElseThrow(() -> new AssertionError(what + " does not mount the cluster CA"));
    }

    /** The container's variables: its ConfigMaps' (envFrom), then its own env, which wins. */
    static Map<String, String> environment(Rendering rendering, Map<String, Object> container) {
        var env = new HashMap<String, String>();
        Tree.maps(container.get("envFrom"))
                .map(from -> Tree.at(from, "configMapRef", "name"))
                .filter(name -> name != null)
                .forEach(name -> rendering
                        .get("ConfigMap", String.valueOf(name))
                        .map("data")
                        .forEach((key, value) -> env.put(key, String.valueOf(value))));
        Tree.maps(container.get("env"))
                .forEach(e -> env.put(String.valueOf(e.get("name")), String.valueOf(e.get("value"))));
        return env;
    }

    private static String bootstrap(Rendering rendering) {
        return kafka(rendering).name() + "-kafka-bootstrap:" + KubernetesCrossReferenceIT.clientListenerPort(rendering);
    }

    /** Strimzi's Secret with the public certificate of the cluster CA. */
    private static String caSecret(Rendering rendering) {
        return kafka(rendering).name() + "-cluster-ca-cert";
    }

    private static Doc kafka(Rendering rendering) {
        return rendering.all("Kafka").findFirst().orElseThrow(() -> new AssertionError(rendering + " has no Kafka"));
    }
}
