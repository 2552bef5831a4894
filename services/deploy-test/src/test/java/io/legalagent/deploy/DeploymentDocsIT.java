package io.legalagent.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.Topics;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * README.md's Deployment section and docs/deployment.md show what the issue promises, and every
 * command they show refers to something that exists: compose services, Kubernetes objects, topics,
 * kustomizations, labels and images of the deployment files.
 */
class DeploymentDocsIT {

    private final String docs = Project.read("docs/deployment.md");
    private final Doc compose =
            Manifests.load(Project.file("docker-compose.yml")).get(0);

    /** The "## Deployment" section of README.md. */
    static String readmeSection() {
        String readme = Project.read("README.md");
        int start = readme.indexOf("\n## Deployment\n");
        assertThat(start).as("README.md has a Deployment section").isNotNegative();
        int end = readme.indexOf("\n## ", start + 1);
        return end < 0 ? readme.substring(start) : readme.substring(start, end);
    }

    private String text(String which) {
        return which.equals("README.md") ? readmeSection() : docs;
    }

    @Test
    void docsNameEveryExternalSecretWithItsKey() {
        Project.EXTERNAL_SECRETS.forEach(
                (secret, key) -> assertThat(docs).contains(secret).contains(key));
        Project.EXTERNAL_SECRETS.keySet().forEach(secret -> assertThat(readmeSection())
                .contains(secret));
        Project.REQUIRED_SECRETS.forEach((secret, keys) ->
                assertThat(docs).contains("create secret generic " + secret).contains(keys));
        // The node keys: one command per node, in a loop over the nine.
        assertThat(docs)
                .contains("./legal node-keys ")
                .contains("create secret generic node-key-$node")
                .contains("for node in "
                        + String.join(
                                " ",
                                java.util.Arrays.stream(io.legalagent.contracts.NodeName.values())
                                        .map(io.legalagent.contracts.NodeName::id)
                                        .toList())
                        + "; do");
        Project.REQUIRED_CONFIG_MAPS.forEach(
                configMap -> assertThat(docs).contains("create configmap " + configMap + " --from-file="));
    }

    @Test
    void theReadmeShowsTheShortWayAndPointsToTheRest() {
        assertThat(readmeSection())
                .contains("docker compose up")
                .contains("docker compose run --rm kcat")
                .contains("-P -t legal.questions")
                .contains("http://localhost:16686")
                .contains("Strimzi")
                .contains("KEDA")
                .contains("kubectl apply -k k8s/overlays/dev")
                .contains("kubectl -n legal-agent port-forward svc/jaeger 16686")
                .contains("docs/deployment.md");
    }

    @Test
    void docsShowTheCommandsTheyPromise() {
        assertThat(docs)
                .contains("kubectl apply -k k8s/overlays/dev")
                .contains("kubectl -n legal-agent port-forward svc/jaeger 16686")
                .contains("docker compose up")
                .contains("k8s/sync-skills.sh")
                .contains("legal-agent/kafka-client=true")
                .contains("java -jar tools/cli/target/cli-*-exec.jar ask")
                .contains("traceId");
    }

    @ParameterizedTest
    @ValueSource(strings = {"README.md", "docs/deployment.md"})
    void composeCommandsNameComposeServices(String which) {
        List<String> named = all(text(which), "docker compose (?:run --rm (?:-T )?|restart |build )([a-z][a-z-]*)");
        assertThat(named).as("%s runs compose services", which).isNotEmpty();
        assertThat(compose.map("services").keySet()).as(which).containsAll(named);
        for (String file : all(text(which), "-f ([\\w./-]+\\.yml)")) {
            assertThat(Project.file(file)).as("%s: %s", which, file).exists();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"README.md", "docs/deployment.md"})
    void kubectlCommandsNameObjectsOfTheManifests(String which) {
        Rendering base = Rendering.all().get(0);
        String text = text(which);
        for (String kustomization : all(text, "kubectl (?:apply -k|kustomize) (k8s/[\\w/-]+)")) {
            assertThat(Project.file(kustomization + "/kustomization.yaml"))
                    .as("%s: %s", which, kustomization)
                    .exists();
        }
        assertThat(all(text, "-n ([a-z-]+) ")).as(which).allSatisfy(namespace -> assertThat(namespace)
                .isEqualTo(base.namespace()));
        Map<String, String> kinds = Map.of(
                "svc",
                "Service",
                "job",
                "Job",
                "statefulset",
                "StatefulSet",
                "kafka",
                "Kafka",
                "deployment",
                "Deployment");
        for (Matcher object = Pattern.compile("(?<=\\s)(svc|job|statefulset|kafka|deployment)/([a-z][a-z-]*)")
                        .matcher(text);
                object.find(); ) {
            String kind = kinds.get(object.group(1));
            assertThat(base.find(kind, object.group(2)))
                    .as("%s refers to %s %s", which, kind, object.group(2))
                    .isPresent();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"README.md", "docs/deployment.md"})
    void questionsAndAnswersGoWhereTheSystemReadsAndWritesThem(String which) {
        String text = text(which);
        List<String> topics = all(text, " -t ([a-z][\\w.-]*)(?![\\w./-])");
        assertThat(topics).as(which).contains(Topics.QUESTIONS, Topics.ANSWERS);
        assertThat(Topics.all()).as(which).containsAll(topics);

        Rendering base = Rendering.all().get(0);
        String bootstrap = base.configData("legal-config").get("SPRING_KAFKA_BOOTSTRAP_SERVERS");
        assertThat(all(text, "-b (legal-[\\w.-]+:\\d+)")).as(which).allSatisfy(address -> assertThat(address)
                .isEqualTo(bootstrap));
        for (String label : all(text, "--labels=([\\w./-]+=\\w+)")) {
            String[] pair = label.split("=");
            Object admitted = Tree.maps(
                            base.get("Kafka", "legal").at("spec", "kafka", "listeners", 0, "networkPolicyPeers"))
                    .map(peer -> Tree.at(peer, "podSelector", "matchLabels", pair[0]))
                    .filter(value -> value != null)
                    .findFirst()
                    .orElse(null);
            assertThat(admitted)
                    .as("%s: pods labelled %s reach Kafka", which, label)
                    .isEqualTo(pair[1]);
        }
        String kcat = ComposeFileIT.resolved(compose.at("services", "kcat", "image"));
        assertThat(all(text, "--image=(\\S+)")).as(which).allSatisfy(image -> assertThat(image)
                .isEqualTo(kcat));
        // Jaeger's UI, Chroma, the gateway as compose publishes it.
        String gateway = ComposeFileIT.resolved(
                        compose.list("services", "gateway", "ports").get(0))
                .split(":")[1];
        // Prometheus and Grafana of the monitoring profile, as compose publishes them.
        var monitoring = java.util.stream.Stream.of("prometheus", "grafana")
                .map(name -> ComposeFileIT.resolved(
                                compose.list("services", name, "ports").get(0))
                        .split(":")[1])
                .toList();
        assertThat(all(text, "http://localhost:(\\d+)").stream().distinct())
                .as(which)
                .allSatisfy(port -> assertThat(port)
                        .isIn(java.util.stream.Stream.concat(
                                        java.util.stream.Stream.of("16686", "8000", "18000", gateway),
                                        monitoring.stream())
                                .toList()));
    }

    @Test
    void theCliTheDocsRunIsTheOneTheBuildMakes() {
        String pom = Project.read("tools/cli/pom.xml");
        assertThat(pom).contains("<artifactId>cli</artifactId>").contains("<classifier>exec</classifier>");
        assertThat(Project.read("docs/deployment.md")).contains("-pl tools/cli -am");
        assertThat(ComposeBroker.settings(compose).getProperty("advertised.listeners"))
                .as("the CLI on the host reaches the broker at localhost:9092")
                .contains("HOST://localhost:9092");
        assertThat(Tree.list(compose.at("services", "kafka", "ports")).stream().map(ComposeFileIT::resolved))
                .contains("127.0.0.1:9092:9092");
    }

    private static List<String> all(String text, String regex) {
        List<String> found = new ArrayList<>();
        Matcher matcher = Pattern.compile(regex).matcher(text);
        while (matcher.find()) {
            found.add(matcher.group(1));
        }
        return found;
    }
}
