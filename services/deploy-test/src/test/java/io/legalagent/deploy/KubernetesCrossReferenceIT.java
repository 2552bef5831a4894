package io.legalagent.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.NodeName;
import java.net.URI;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What the rendered objects of each kustomization say about each other: topics, ConfigMaps and
 * Secrets, probes and limits, KEDA targets, network admission. Each test runs for the base and for
 * both overlays, as `kubectl kustomize` renders them.
 */
class KubernetesCrossReferenceIT {

    static List<Rendering> renderings() {
        return Rendering.all();
    }

    // ---------------------------------------------------------------------------------------------
    // Namespace
    // ---------------------------------------------------------------------------------------------

    @ParameterizedTest
    @MethodSource("renderings")
    void everyObjectLivesInTheNamespaceAndCarriesThePartOfLabel(Rendering rendering) {
        String namespace = rendering.namespace();
        for (Doc doc : rendering.docs()) {
            if (!doc.is("Namespace")) {
                // Without it, kubectl puts the object into the context's namespace, where the others
                // (the Kafka cluster of a node pool, the Service of a Deployment) are not.
                assertThat(doc.namespace()).as("%s namespace", doc).isEqualTo(namespace);
            }
            assertThat(doc.string("metadata", "labels", "app.kubernetes.io/part-of"))
                    .as("%s part-of label", doc)
                    .isEqualTo("legal-agent");
        }
    }

    // ---------------------------------------------------------------------------------------------
    // Kafka and topics
    // ---------------------------------------------------------------------------------------------

    @ParameterizedTest
    @MethodSource("renderings")
    void theClusterIsKraftAndItsTransactionLogFitsItsBrokers(Rendering rendering) {
        Doc kafka = kafka(rendering);
        List<Doc> pools = rendering.all("KafkaNodePool").toList();
        assertThat(pools).allSatisfy(pool -> assertThat(pool.string("metadata", "labels", "strimzi.io/cluster"))
                .isEqualTo(kafka.name()));
        int controllers = pools.stream()
                .filter(pool -> pool.list("spec", "roles").contains("controller"))
                .mapToInt(pool -> (Integer) pool.at("spec", "replicas"))
                .sum();
        assertThat(controllers).as("KRaft controllers (odd, for a quorum)").isOdd();
        assertThat(kafka.at("spec", "zookeeper")).isNull();

        int brokers = brokers(rendering);
        Map<String, Object> config = kafka.map("spec", "kafka", "config");
        for (String factor : List.of(
                "offsets.topic.replication.factor",
                "transaction.state.log.replication.factor",
                "default.replication.factor")) {
            assertThat((Integer) config.get(factor)).as(factor).isBetween(1, brokers);
        }
        assertThat((Integer) config.get("transaction.state.log.min.isr"))
                .as("transaction.state.log.min.isr")
                .isLessThanOrEqualTo((Integer) config.get("transaction.state.log.replication.factor"));
        assertThat((Integer) config.get("min.insync.replicas"))
                .isLessThanOrEqualTo((Integer) config.get("default.replication.factor"));
    }

    @ParameterizedTest
    @MethodSource("renderings")
    void theNodesFindKafkaJaegerOllamaAndChromaWhereTheyRun(Rendering rendering) {
        Map<String, String> common = rendering.configData("legal-config");
        assertThat(common.get("SPRING_KAFKA_BOOTSTRAP_SERVERS"))
                .isEqualTo(kafka(rendering).name() + "-kafka-bootstrap:" + clientListenerPort(rendering));
        assertThat(common.get("OTEL_TRACES_EXPORTER")).isEqualTo("otlp");
        assertThat(common.get("OTEL_EXPORTER_OTLP_PROTOCOL")).isEqualTo("http/protobuf");
        assertServiceServes(rendering, common.get("OTEL_EXPORTER_OTLP_ENDPOINT"));
        assertServiceServes(
                rendering, rendering.configData("legal-model-config").get("LEGAL_MODEL_OLLAMA_BASE_URL"));
        assertServiceServes(
                rendering, rendering.configData("legal-retrieval-config").get("LEGAL_RETRIEVAL_CHROMA_URL"));
        assertThat(rendering.configData("legal-model-config").get("LEGAL_MODEL_PROVIDER"))
                .isIn("offline", "ollama", "openai");
    }

    // ---------------------------------------------------------------------------------------------
    // The ten node Deployments
    // ---------------------------------------------------------------------------------------------

    @ParameterizedTest
    @MethodSource("renderings")
    void everyNodeRunsAsADeploymentOfItsOwnImage(Rendering rendering) {
        Set<String> nodes = rendering
                .all("Deployment")
                .filter(doc -> "node".equals(doc.string("metadata", "labels", "app.kubernetes.io/component")))
                .map(Doc::name)
                .collect(Collectors.toSet());
        assertThat(nodes).containsExactlyInAnyOrderElementsOf(Project.nodeIds());
        for (String node : Project.nodeIds()) {
            Map<String, Object> container = container(rendering.get("Deployment", node));
            assertThat(container.get("name")).isEqualTo(node);
            String image = String.valueOf(container.get("image"));
            assertThat(image)
                    .as("%s image", node)
                    .matches(".*/" + node + ":[^:/]+")
                    .doesNotEndWith(":latest");
        }
    }

    @ParameterizedTest
    @MethodSource("renderings")
    void everyNodeHasProbesLimitsAndAGracefulShutdown(Rendering rendering) {
        for (String node : Project.nodeIds()) {
            Doc deployment = rendering.get("Deployment", node);
            Map<String, Object> container = container(deployment);
            int port = containerPort(container, "http");
            assertThat(port).isEqualTo(8080);

            assertHttpProbe(container, "livenessProbe", "/actuator/health/liveness", node);
            assertHttpProbe(container, "readinessProbe", "/actuator/health/readiness", node);
            assertHttpProbe(container, "startupProbe", "/actuator/health/liveness", node);

            Map<String, Object> resources = Tree.map(container.get("resources"));
            assertThat(Tree.map(resources.get("limits"))).as("%s limits", node).containsKeys("cpu", "memory");
            assertThat(Tree.map(resources.get("requests")))
                    .as("%s requests", node)
                    .containsKeys("cpu", "memory");
            assertThat(Tree.at(resources, "requests", "memory"))
                    .as("%s: memory cannot be taken back from a JVM, so request all of the limit", node)
                    .isEqualTo(Tree.at(resources, "limits", "memory"));

            assertThat(Tree.at(container, "lifecycle", "preStop"))
                    .as("%s preStop", node)
                    .isNotNull();
            assertThat((Integer) deployment.at("spec", "template", "spec", "terminationGracePeriodSeconds"))
                    .as("%s: room for Spring's 45 s shutdown phase", node)
                    .isGreaterThanOrEqualTo(60);
            assertThat(deployment.at(
                            "spec",
                            "template",
                            "spec",
                            "affinity",
                            "podAntiAffinity",
                            "preferredDuringSchedulingIgnoredDuringExecution",
                            0,
                            "podAffinityTerm",
                            "labelSelector",
                            "matchLabels",
                            "app.kubernetes.io/name"))
                    .as("%s anti-affinity to its own replicas", node)
                    .isEqualTo(node);
            assertThat(deployment.at("spec", "template", "spec", "securityContext", "runAsNonRoot"))
                    .isEqualTo(true);
        }
    }

    @ParameterizedTest
    @MethodSource("renderings")
    void everyNodeGetsTheSettingsOfWhatItUses(Rendering rendering) {
        String common = rendering.configMap("legal-config").name();
        String model = rendering.configMap("legal-model-config").name();
        String retrieval = rendering.configMap("legal-retrieval-config").name();
        String skills = rendering.configMap("legal-skills").name();
        String skillsDirectory = rendering.configData("legal-model-config").get("LEGAL_MODEL_SKILLS_DIRECTORY");

        for (String node : Project.nodeIds()) {
            Doc deployment = rendering.get("Deployment", node);
            Map<String, Object> container = container(deployment);
            Set<String> configMaps = Tree.maps(container.get("envFrom"))
                    .map(from -> Tree.at(from, "configMapRef", "name"))
                    .filter(Objects::nonNull)
                    .map(Object::toString)
                    .collect(Collectors.toSet());
            Map<String, Object> env = env(container);
            assertThat(env.get("OTEL_SERVICE_NAME")).as("%s service name", node).isEqualTo(node);
            assertThat(configMaps).as("%s settings", node).contains(common);

            boolean modelBound = Project.MODEL_BOUND.contains(node);
            assertThat(configMaps.contains(model)).as("%s model settings", node).isEqualTo(modelBound);
            assertThat(mountPath(deployment, container, skills))
                    .as("%s skills mount", node)
                    .isEqualTo(modelBound ? skillsDirectory : null);
            assertThat(env.containsKey("LEGAL_MODEL_OPENAI_API_KEY"))
                    .as("%s OpenAI key", node)
                    .isEqualTo(modelBound);

            assertThat(configMaps.contains(retrieval))
                    .as("%s Chroma settings", node)
                    .isEqualTo(Project.CHROMA_USERS.contains(node));
        }
    }

    @ParameterizedTest
    @MethodSource("renderings")
    void everyConfigMapAndSecretReferencedExists(Rendering rendering) {
        Map<String, Set<String>> configMaps = rendering
                .all("ConfigMap")
                .collect(Collectors.toMap(Doc::name, doc -> doc.map("data").keySet()));
        Map<String, Set<String>> secrets = new java.util.HashMap<>(
                rendering.all("Secret").collect(Collectors.toMap(Doc::name, doc -> new HashSet<>(dataKeys(doc)))));
        // Strimzi's user operator makes a Secret of the same name for every KafkaUser.
        rendering.all("KafkaUser").forEach(user -> secrets.put(user.name(), Set.of("password", "sasl.jaas.config")));
        // Its cluster operator keeps the public certificate of the cluster CA in <cluster>-cluster-ca-cert.
        secrets.put(kafka(rendering).name() + "-cluster-ca-cert", Set.of("ca.crt", "ca.p12", "ca.password"));
        List<Reference> references =
                rendering.workloads().flatMap(Reference::of).toList();
        assertThat(references).isNotEmpty();

        for (Reference reference : references) {
            if (reference.secret()) {
                if (Project.REQUIRED_SECRETS.containsKey(reference.name())
                        || Project.NODE_KEY_SECRETS.containsKey(reference.name())) {
                    assertThat(reference.optional())
                            .as("%s: a workload must not start without this Secret", reference)
                            .isFalse();
                    continue;
                }
                if (Project.EXTERNAL_SECRETS.containsKey(reference.name())) {
                    assertThat(reference.optional())
                            .as("%s: an external Secret may be missing, so the reference is optional", reference)
                            .isTrue();
                    if (reference.key() != null) {
                        assertThat(reference.key()).isEqualTo(Project.EXTERNAL_SECRETS.get(reference.name()));
                    }
                    continue;
                }
                assertThat(secrets).as("%s", reference).containsKey(reference.name());
                if (reference.key() != null) {
                    assertThat(secrets.get(reference.name()))
                            .as("%s", reference)
                            .contains(reference.key());
                }
            } else if (Project.REQUIRED_CONFIG_MAPS.contains(reference.name())) {
                assertThat(reference.optional())
                        .as("%s: a workload must not start without this ConfigMap", reference)
                        .isFalse();
                assertThat(configMaps)
                        .as("%s is made by the operator, never part of the manifests", reference)
                        .doesNotContainKey(reference.name());
            } else {
                assertThat(configMaps).as("%s", reference).containsKey(reference.name());
                if (reference.key() != null) {
                    assertThat(configMaps.get(reference.name()))
                            .as("%s", reference)
                            .contains(reference.key());
                }
            }
        }
        assertThat(rendering.all("Secret"))
                .as("secrets are referenced, never part of the manifests")
                .isEmpty();
    }

    @ParameterizedTest
    @MethodSource("renderings")
    void everyImageIsPinned(Rendering rendering) {
        rendering.workloads().forEach(workload -> {
            Stream.concat(
                            Tree.maps(workload.at("spec", "template", "spec", "containers")),
                            Tree.maps(workload.at("spec", "template", "spec", "initContainers")))
                    .forEach(container -> assertThat(String.valueOf(container.get("image")))
                            .as("%s image tag", workload)
                            .matches(".+:[^:/]+")
                            .doesNotEndWith(":latest"));
        });
    }

    // ---------------------------------------------------------------------------------------------
    // Scaling and disruption
    // ---------------------------------------------------------------------------------------------

    @ParameterizedTest
    @MethodSource("renderings")
    void kedaScalesEachModelBoundNodeAndTheReviewerOnItsOwnConsumerGroupLag(Rendering rendering) {
        String bootstrap = kafka(rendering).name() + "-kafka-bootstrap." + rendering.namespace() + ".svc:"
                + clientListenerPort(rendering);
        Map<String, Doc> topics = topics(rendering);
        Set<String> targets = new HashSet<>();

        rendering.all("ScaledObject").forEach(scaledObject -> {
            String target = scaledObject.string("spec", "scaleTargetRef", "name");
            targets.add(target);
            Doc deployment = rendering.get("Deployment", target);
            NodeName node = Project.node(target);
            assertThat(scaledObject.string("spec", "scaleTargetRef", "kind")).isEqualTo("Deployment");
            assertThat(deployment.string("metadata", "labels", "legal-agent/replicas"))
                    .isEqualTo("keda");
            assertThat(deployment.at("spec", "replicas"))
                    .as("%s: KEDA owns the replica count", target)
                    .isNull();

            Map<String, Object> trigger = Tree.maps(scaledObject.at("spec", "triggers"))
                    .filter(t -> "kafka".equals(t.get("type")))
                    .findFirst()
                    .orElseThrow(() -> new AssertionError(scaledObject + " has no kafka trigger"));
            Map<String, Object> metadata = Tree.map(trigger.get("metadata"));
            assertThat(metadata.get("consumerGroup")).as("%s group", target).isEqualTo("legal-" + node.id());
            assertThat(metadata.get("topic")).as("%s topic", target).isEqualTo(node.inbox());
            assertThat(metadata.get("bootstrapServers"))
                    .as("%s bootstrap", target)
                    .isEqualTo(bootstrap);
            assertThat(Integer.parseInt(metadata.get("lagThreshold").toString()))
                    .isPositive();

            int partitions = (Integer) topics.get(node.inbox()).at("spec", "partitions");
            int max = (Integer) scaledObject.at("spec", "maxReplicaCount");
            int min = (Integer) scaledObject.at("spec", "minReplicaCount");
            assertThat(max).as("%s: one consumer per partition at most", target).isBetween(min, partitions);
            assertThat(min).as("%s keeps a consumer", target).isPositive();
            Object fallback = scaledObject.at("spec", "fallback", "replicas");
            if (fallback != null) {
                assertThat((Integer) fallback)
                        .as("%s fallback replicas", target)
                        .isBetween(min, max);
            }
        });
        assertThat(targets).containsExactlyInAnyOrderElementsOf(Project.LAG_SCALED);

        rendering
                .all("Deployment")
                .filter(doc -> "fixed".equals(doc.string("metadata", "labels", "legal-agent/replicas")))
                .forEach(doc -> assertThat((Integer) doc.at("spec", "replicas"))
                        .as("%s replicas", doc)
                        .isPositive());
    }

    @ParameterizedTest
    @MethodSource("renderings")
    void everyNodeHasADisruptionBudgetAndEverySelectorMatchesPods(Rendering rendering) {
        for (String node : Project.nodeIds()) {
            assertThat(rendering
                            .all("PodDisruptionBudget")
                            .filter(pdb ->
                                    selects(pdb.map("spec", "selector", "matchLabels"), podLabels(rendering, node))))
                    .as("%s disruption budget", node)
                    .hasSize(1);
        }
        Stream.concat(rendering.all("PodDisruptionBudget"), rendering.all("Service"))
                .forEach(selecting -> {
                    Map<String, Object> selector = selecting.is("Service")
                            ? selecting.map("spec", "selector")
                            : selecting.map("spec", "selector", "matchLabels");
                    assertThat(rendering.workloads().filter(w -> selects(selector, templateLabels(w))))
                            .as("%s selects pods", selecting)
                            .isNotEmpty();
                });
    }

    // ---------------------------------------------------------------------------------------------
    // Network admission
    // ---------------------------------------------------------------------------------------------

    @ParameterizedTest
    @MethodSource("renderings")
    void onlyTheNodesThatUseThemReachKafkaOllamaAndChroma(Rendering rendering) {
        List<Object> peers = Tree.list(Tree.maps(kafka(rendering).at("spec", "kafka", "listeners"))
                .filter(listener -> "internal".equals(listener.get("type")))
                .findFirst()
                .orElseThrow()
                .get("networkPolicyPeers"));
        assertThat(peers).as("Kafka listener peers").isNotEmpty();
        Map<String, Object> kafkaClients = Tree.maps(peers)
                .filter(peer -> peer.get("namespaceSelector") == null)
                .map(peer -> Tree.map(Tree.at(peer, "podSelector", "matchLabels")))
                .findFirst()
                .orElseThrow();
        assertThat(Tree.maps(peers)).as("the KEDA operator reads consumer lag").anySatisfy(peer -> assertThat(
                        Tree.at(peer, "podSelector", "matchLabels", "app.kubernetes.io/name"))
                .isEqualTo("keda-operator"));

        assertThat(podsSelectedBy(rendering, kafkaClients)).containsExactlyInAnyOrderElementsOf(Project.serviceIds());
        Set<String> chromaClients = new HashSet<>(Project.CHROMA_USERS);
        chromaClients.add(Project.INGEST);
        chromaClients.add(Project.CORPUS_INGEST);
        chromaClients.add(Project.GATEWAY);
        assertThat(podsSelectedBy(rendering, admittedTo(rendering, "chroma", 8000)))
                .containsExactlyInAnyOrderElementsOf(chromaClients);
        assertThat(podsSelectedBy(rendering, admittedTo(rendering, "ollama", 11434)))
                .containsExactlyInAnyOrderElementsOf(Project.MODEL_BOUND);
        assertThat(podsSelectedBy(rendering, admittedTo(rendering, "jaeger", 4318)))
                .containsExactlyInAnyOrderElementsOf(Project.serviceIds());
    }

    // ---------------------------------------------------------------------------------------------
    // Stores and model server
    // ---------------------------------------------------------------------------------------------

    @ParameterizedTest
    @MethodSource("renderings")
    void chromaAndOllamaKeepTheirDataOnVolumes(Rendering rendering) {
        Doc chroma = rendering.get("StatefulSet", "chroma");
        assertThat(chroma.list("spec", "volumeClaimTemplates")).hasSize(1);
        assertThat(mountPathOfClaim(chroma, "chroma")).isEqualTo("/data");

        Doc ollama = rendering.get("StatefulSet", "ollama");
        assertThat(mountPathOfClaim(ollama, "ollama")).isEqualTo("/root/.ollama");
        Map<String, Object> pull = Tree.maps(ollama.at("spec", "template", "spec", "initContainers"))
                .findFirst()
                .orElseThrow();
        assertThat(Tree.maps(pull.get("env"))
                        .map(env -> Tree.at(env, "valueFrom", "configMapKeyRef", "key"))
                        .filter(Objects::nonNull))
                .as("Ollama pulls the model the nodes ask for")
                .containsExactly("LEGAL_MODEL_OLLAMA_MODEL");
        assertThat(Tree.maps(ollama.at("spec", "template", "spec", "containers"))
                        .findFirst()
                        .orElseThrow()
                        .get("readinessProbe"))
                .isNotNull();

        if (rendering.name().endsWith("prod")) {
            Map<String, Object> podSpec = ollama.map("spec", "template", "spec");
            assertThat(Tree.map(podSpec.get("nodeSelector")))
                    .as("GPU node selector")
                    .isNotEmpty();
            assertThat(Tree.list(podSpec.get("tolerations")))
                    .as("GPU toleration")
                    .isNotEmpty();
            assertThat(Tree.at(podSpec, "containers", 0, "resources", "limits", "nvidia.com/gpu"))
                    .as("GPU limit")
                    .isNotNull();
        }
    }

    @ParameterizedTest
    @MethodSource("renderings")
    void theIngestJobLoadsTheCorpusTheExecutorImageCarries(Rendering rendering) throws Exception {
        Doc job = rendering.get("Job", Project.CORPUS_INGEST);
        Map<String, Object> container = container(job);
        Map<String, Object> executor = container(rendering.get("Deployment", "executor"));
        assertThat(String.valueOf(container.get("image")))
                .as("the command-line image carries the ingest command, tagged as the executor's")
                .isEqualTo(String.valueOf(executor.get("image")).replace("legal-agent/executor", "legal-agent/cli"));

        List<Object> command = Tree.list(container.get("command"));
        assertThat(command.subList(0, 3)).containsExactly("java", "-cp", "app.jar");
        assertThat(command.get(3)).isEqualTo(Containers.INGEST_MAIN);
        assertThat(Class.forName(Containers.INGEST_MAIN).getMethod("main", String[].class))
                .isNotNull();
        String corpus = String.valueOf(Tree.list(container.get("args")).get(0));
        assertThat(DockerfileIT.corpusInTheImage())
                .as("the Job reads the corpus where deploy/Dockerfile puts it")
                .isEqualTo(corpus);

        assertThat(Tree.maps(container.get("envFrom"))
                        .map(from -> String.valueOf(Tree.at(from, "configMapRef", "name"))))
                .containsExactly(rendering.configMap("legal-retrieval-config").name());
        Map<String, Object> resources = Tree.map(container.get("resources"));
        assertThat(Tree.map(resources.get("limits"))).containsKeys("cpu", "memory");
        assertThat(Tree.at(resources, "requests", "memory")).isEqualTo(Tree.at(resources, "limits", "memory"));
        assertThat(job.at("spec", "template", "spec", "securityContext", "runAsNonRoot"))
                .isEqualTo(true);
        assertThat(job.at("spec", "template", "spec", "restartPolicy")).isIn("OnFailure", "Never");
        assertThat((Integer) job.at("spec", "backoffLimit"))
                .as("retries while Chroma starts")
                .isPositive();
        assertThat(job.at("spec", "ttlSecondsAfterFinished"))
                .as("a finished Job goes away, so that a changed image or setting can be applied again")
                .isNotNull();
    }

    // ---------------------------------------------------------------------------------------------

    private static Doc kafka(Rendering rendering) {
        List<Doc> clusters = rendering.all("Kafka").toList();
        assertThat(clusters).as("one Kafka cluster").hasSize(1);
        return clusters.get(0);
    }

    private static int brokers(Rendering rendering) {
        return rendering
                .all("KafkaNodePool")
                .filter(pool -> pool.list("spec", "roles").contains("broker"))
                .mapToInt(pool -> (Integer) pool.at("spec", "replicas"))
                .sum();
    }

    /** The clients' listener: the internal one, TLS (KafkaTlsIT checks that every client uses TLS). */
    static int clientListenerPort(Rendering rendering) {
        return Tree.maps(kafka(rendering).at("spec", "kafka", "listeners"))
                .filter(listener -> Boolean.TRUE.equals(listener.get("tls")) && "internal".equals(listener.get("type")))
                .map(listener -> (Integer) listener.get("port"))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no TLS internal listener"));
    }

    /** KafkaTopics by the Kafka topic name they create. */
    private static Map<String, Doc> topics(Rendering rendering) {
        return rendering
                .all("KafkaTopic")
                .collect(Collectors.toMap(
                        doc -> {
                            String topicName = doc.string("spec", "topicName");
                            return topicName == null ? doc.name() : topicName;
                        },
                        doc -> doc));
    }

    private static Map<String, Object> container(Doc workload) {
        List<Object> containers = workload.list("spec", "template", "spec", "containers");
        assertThat(containers).as("%s containers", workload).hasSize(1);
        return Tree.map(containers.get(0));
    }

    private static int containerPort(Map<String, Object> container, String name) {
        return Tree.maps(container.get("ports"))
                .filter(port -> name.equals(port.get("name")))
                .map(port -> (Integer) port.get("containerPort"))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no port " + name));
    }

    private static void assertHttpProbe(Map<String, Object> container, String probe, String path, String node) {
        Map<String, Object> get = Tree.map(Tree.at(container, probe, "httpGet"));
        assertThat(get.get("path")).as("%s %s", node, probe).isEqualTo(path);
        Object port = get.get("port");
        int resolved = port instanceof Integer number ? number : containerPort(container, String.valueOf(port));
        assertThat(resolved).as("%s %s port", node, probe).isEqualTo(8080);
    }

    private static Map<String, Object> env(Map<String, Object> container) {
        Map<String, Object> env = new HashMap<>();
        Tree.maps(container.get("env"))
                .forEach(variable -> env.put(
                        String.valueOf(variable.get("name")),
                        variable.containsKey("value") ? variable.get("value") : variable.get("valueFrom")));
        return env;
    }

    /** Where a container mounts the volume made from a ConfigMap, or null. */
    private static String mountPath(Doc workload, Map<String, Object> container, String configMap) {
        return Tree.maps(workload.at("spec", "template", "spec", "volumes"))
                .filter(volume -> configMap.equals(Tree.at(volume, "configMap", "name")))
                .map(volume -> volume.get("name"))
                .flatMap(volume -> Tree.maps(container.get("volumeMounts"))
                        .filter(mount -> volume.equals(mount.get("name")))
                        .map(mount -> String.valueOf(mount.get("mountPath"))))
                .findFirst()
                .orElse(null);
    }

    private static String mountPathOfClaim(Doc statefulSet, String containerName) {
        String claim = String.valueOf(statefulSet.at("spec", "volumeClaimTemplates", 0, "metadata", "name"));
        return Tree.maps(statefulSet.at("spec", "template", "spec", "containers"))
                .filter(container -> containerName.equals(container.get("name")))
                .flatMap(container -> Tree.maps(container.get("volumeMounts")))
                .filter(mount -> claim.equals(mount.get("name")))
                .map(mount -> String.valueOf(mount.get("mountPath")))
                .findFirst()
                .orElse(null);
    }

    private static void assertServiceServes(Rendering rendering, String url) {
        assertThat(url).isNotBlank();
        URI uri = URI.create(url);
        Doc service = rendering.get("Service", uri.getHost());
        assertThat(Tree.maps(service.at("spec", "ports")).map(port -> port.get("port")))
                .as("%s serves %s", service, url)
                .contains(uri.getPort());
    }

    private static Map<String, Object> templateLabels(Doc workload) {
        return workload.map("spec", "template", "metadata", "labels");
    }

    private static Map<String, Object> podLabels(Rendering rendering, String deployment) {
        return templateLabels(rendering.get("Deployment", deployment));
    }

    private static boolean selects(Map<String, Object> selector, Map<String, Object> labels) {
        return !selector.isEmpty()
                && selector.entrySet().stream()
                        .allMatch(
                                entry -> Objects.equals(String.valueOf(entry.getValue()), labels.get(entry.getKey())));
    }

    private static Set<String> podsSelectedBy(Rendering rendering, Map<String, Object> selector) {
        return rendering
                .workloads()
                .filter(workload -> selects(selector, templateLabels(workload)))
                .map(Doc::name)
                .collect(Collectors.toSet());
    }

    /** The pod labels a NetworkPolicy on the named app admits to a port. */
    private static Map<String, Object> admittedTo(Rendering rendering, String app, int port) {
        Predicate<Map<String, Object>> onPort =
                rule -> Tree.maps(rule.get("ports")).anyMatch(p -> Objects.equals(p.get("port"), port));
        List<Map<String, Object>> selectors = rendering
                .all("NetworkPolicy")
                .filter(policy ->
                        app.equals(policy.string("spec", "podSelector", "matchLabels", "app.kubernetes.io/name")))
                .flatMap(policy -> Tree.maps(policy.at("spec", "ingress")))
                .filter(onPort)
                .flatMap(rule -> Tree.maps(rule.get("from")))
                .map(from -> Tree.map(Tree.at(from, "podSelector", "matchLabels")))
                .toList();
        assertThat(selectors)
                .as("one NetworkPolicy admits clients of %s:%s", app, port)
                .hasSize(1);
        return selectors.get(0);
    }

    private static List<String> dataKeys(Doc secret) {
        List<String> keys = new ArrayList<>(secret.map("data").keySet());
        keys.addAll(secret.map("stringData").keySet());
        return keys;
    }

    /** A pod template's use of a ConfigMap or a Secret. */
    record Reference(String workload, boolean secret, String name, String key, boolean optional) {

        static Stream<Reference> of(Doc workload) {
            List<Reference> references = new ArrayList<>();
            Map<String, Object> pod = workload.map("spec", "template", "spec");
            String where = workload.toString();
            Stream.concat(Tree.maps(pod.get("containers")), Tree.maps(pod.get("initContainers")))
                    .forEach(container -> {
                        Tree.maps(container.get("envFrom")).forEach(from -> {
                            add(references, where, false, Tree.map(from.get("configMapRef")), null);
                            add(references, where, true, Tree.map(from.get("secretRef")), null);
                        });
                        Tree.maps(container.get("env")).forEach(variable -> {
                            Map<String, Object> configMapKey =
                                    Tree.map(Tree.at(variable, "valueFrom", "configMapKeyRef"));
                            Map<String, Object> secretKey = Tree.map(Tree.at(variable, "valueFrom", "secretKeyRef"));
                            add(references, where, false, configMapKey, (String) configMapKey.get("key"));
                            add(references, where, true, secretKey, (String) secretKey.get("key"));
                        });
                    });
            Tree.maps(pod.get("volumes")).forEach(volume -> {
                add(references, where, false, Tree.map(volume.get("configMap")), null);
                Map<String, Object> secret = Tree.map(volume.get("secret"));
                if (!secret.isEmpty()) {
                    references.add(new Reference(
                            where,
                            true,
                            String.valueOf(secret.get("secretName")),
                            null,
                            Boolean.TRUE.equals(secret.get("optional"))));
                }
                Tree.maps(Tree.at(volume, "projected", "sources")).forEach(source -> {
                    add(references, where, false, Tree.map(source.get("configMap")), null);
                    add(references, where, true, Tree.map(source.get("secret")), null);
                });
            });
            return references.stream();
        }

        private static void add(
                List<Reference> references, String where, boolean secret, Map<String, Object> ref, String key) {
            if (!ref.isEmpty()) {
                references.add(new Reference(
                        where, secret, String.valueOf(ref.get("name")), key, Boolean.TRUE.equals(ref.get("optional"))));
            }
        }
    }
}
