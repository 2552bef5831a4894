package io.legalagent.deploy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * docker-compose.yml as compose reads it (YAML with its anchors and merge keys resolved): every node,
 * the infrastructure it needs, start order, health checks and the settings that must agree.
 */
class ComposeFileIT {

    private static final Pattern DEFAULTED = Pattern.compile("\\$\\{[A-Z0-9_]+:-([^}]*)}");

    private final Doc compose =
            Manifests.load(Project.file("docker-compose.yml")).get(0);

    private Map<String, Object> service(String name) {
        Map<String, Object> service = compose.map("services", name);
        assertThat(service).as("service %s", name).isNotEmpty();
        return service;
    }

    /** A value as compose uses it when no variable is set: ${NAME:-default} becomes default. */
    static String resolved(Object value) {
        if (value == null) {
            return null;
        }
        Matcher matcher = DEFAULTED.matcher(value.toString());
        return matcher.replaceAll(result -> Matcher.quoteReplacement(result.group(1)));
    }

    private static Map<String, Object> env(Map<String, Object> service) {
        return Tree.map(service.get("environment"));
    }

    @Test
    void everyNodeAndTheInfrastructureAreServices() {
        assertThat(compose.map("services").keySet())
                .containsAll(Project.nodeIds())
                .contains(
                        "kafka",
                        "kafka-init",
                        "chroma",
                        "ollama",
                        "ollama-pull",
                        "jaeger",
                        Project.CORPUS_INGEST,
                        Project.INGEST);
    }

    @Test
    void everyNodeIsBuiltFromTheOneDockerfileForItself() {
        for (String node : Project.nodeIds()) {
            Map<String, Object> service = service(node);
            String dockerfile = String.valueOf(Tree.at(service, "build", "dockerfile"));
            assertThat(Project.file(dockerfile)).as("%s Dockerfile", node).exists();
            assertThat(Tree.at(service, "build", "context")).isEqualTo(".");
            assertThat(Tree.at(service, "build", "args", "SERVICE"))
                    .as("%s build arg", node)
                    .isEqualTo(node);
            assertThat(resolved(service.get("image"))).as("%s image", node).isEqualTo("legal-agent/" + node + ":dev");
            assertThat(service.get("restart")).as("%s restart policy", node).isEqualTo("unless-stopped");
        }
    }

    @Test
    void everyNodeIsHealthCheckedTracedAndPointedAtKafka() {
        String advertised = ComposeBroker.settings(compose).getProperty("advertised.listeners");
        for (String node : Project.nodeIds()) {
            Map<String, Object> service = service(node);
            assertThat(Tree.list(Tree.at(service, "healthcheck", "test")).toString())
                    .as("%s health check", node)
                    .contains("/actuator/health/readiness");
            Map<String, Object> env = env(service);
            assertThat(env.get("OTEL_SERVICE_NAME")).isEqualTo(node);
            assertThat(env.get("OTEL_TRACES_EXPORTER")).isEqualTo("otlp");
            assertThat(env.get("OTEL_EXPORTER_OTLP_ENDPOINT")).isEqualTo("http://jaeger:4318");
            assertThat(env.get("OTEL_EXPORTER_OTLP_PROTOCOL")).isEqualTo("http/protobuf");
            String bootstrap = String.valueOf(env.get("SPRING_KAFKA_BOOTSTRAP_SERVERS"));
            assertThat(advertised).as("%s reaches an advertised listener", node).contains("//" + bootstrap);
            assertThat(resolved(env.get("LEGAL_RUNTIME_REPLICAS"))).isEqualTo("1");
            assertThat(Tree.at(service, "deploy", "resources", "limits", "memory"))
                    .as("%s memory limit (the JVM sizes its heap from it)", node)
                    .isNotNull();
        }
    }

    @Test
    void nodesStartAfterWhatTheyNeedIsHealthy() {
        for (String node : Project.nodeIds()) {
            Map<String, Object> dependsOn = Tree.map(service(node).get("depends_on"));
            assertThat(condition(dependsOn, "kafka")).as(node).isEqualTo("service_healthy");
            assertThat(condition(dependsOn, "kafka-init")).as(node).isEqualTo("service_completed_successfully");
            // Only deploy/compose.ollama.yml adds the waits for Ollama (ComposeProfilesIT).
            assertThat(dependsOn).as("%s depends on", node).doesNotContainKeys("ollama", "ollama-pull");
            assertThat(condition(dependsOn, "chroma"))
                    .as("%s → chroma", node)
                    .isEqualTo(Project.CHROMA_USERS.contains(node) ? "service_healthy" : null);
        }
        compose.map("services")
                .forEach((name, definition) -> Tree.map(Tree.map(definition).get("depends_on"))
                        .forEach((dependency, how) -> {
                            Map<String, Object> target = service(dependency);
                            String condition = String.valueOf(Tree.map(how).get("condition"));
                            if (condition.equals("service_healthy")) {
                                assertThat(target.get("healthcheck"))
                                        .as("%s waits for %s to be healthy", name, dependency)
                                        .isNotNull();
                            }
                            if (condition.equals("service_completed_successfully")) {
                                assertThat(target.get("restart"))
                                        .as("%s waits for %s to finish", name, dependency)
                                        .isEqualTo("no");
                            }
                        }));
    }

    @Test
    void modelBoundNodesGetTheModelSettingsAndTheSkills() {
        String pulled =
                resolved(Tree.list(service("ollama-pull").get("entrypoint")).get(2));
        for (String node : Project.nodeIds()) {
            Map<String, Object> env = env(service(node));
            if (Project.MODEL_BOUND.contains(node)) {
                assertThat(resolved(env.get("LEGAL_MODEL_PROVIDER")))
                        .as("%s provider by default, as ./legal's", node)
                        .isEqualTo("offline");
                assertThat(env.get("LEGAL_MODEL_OLLAMA_BASE_URL")).isEqualTo("http://ollama:11434");
                assertThat(resolved(env.get("LEGAL_MODEL_OLLAMA_MODEL")))
                        .as("%s asks for the model ollama-pull pulls", node)
                        .isEqualTo(pulled);
                assertThat(env)
                        .containsKeys(
                                "LEGAL_MODEL_OPENAI_BASE_URL",
                                "LEGAL_MODEL_OPENAI_MODEL",
                                "LEGAL_MODEL_OPENAI_API_KEY");
                assertThat(env.get("LEGAL_MODEL_OPENAI_API_KEY"))
                        .as("the key passes through from the environment, never written here")
                        .isNull();
                String skills = String.valueOf(env.get("LEGAL_MODEL_SKILLS_DIRECTORY"));
                assertThat(Tree.list(service(node).get("volumes")))
                        .as("%s mounts skills/", node)
                        .contains("./skills:" + skills + ":ro");
            } else {
                assertThat(env).doesNotContainKey("LEGAL_MODEL_PROVIDER");
            }
            assertThat(env.containsKey("LEGAL_RETRIEVAL_CHROMA_URL"))
                    .as("%s Chroma URL", node)
                    .isEqualTo(Project.CHROMA_USERS.contains(node));
        }
        assertThat(Files.isDirectory(Project.file("skills"))).isTrue();
    }

    @Test
    void kafkaIsOneKraftNodeWhoseTransactionLogFitsOneBroker() {
        Map<String, Object> kafka = service("kafka");
        assertThat(resolved(kafka.get("image"))).startsWith("apache/kafka:");
        var settings = ComposeBroker.settings(compose);
        assertThat(settings.getProperty("process.roles")).isEqualTo("broker,controller");
        for (String single : List.of(
                "transaction.state.log.replication.factor",
                "transaction.state.log.min.isr",
                "offsets.topic.replication.factor")) {
            assertThat(settings.getProperty(single)).as(single).isEqualTo("1");
        }
        assertThat(settings.getProperty("auto.create.topics.enable")).isEqualTo("false");
        assertThat(Tree.list(kafka.get("volumes")))
                .as("the data folder is a volume")
                .anySatisfy(volume -> assertThat(volume.toString()).endsWith(":" + settings.getProperty("log.dirs")));
        assertThat(kafka.get("healthcheck")).isNotNull();
    }

    @Test
    void chromaOllamaAndJaegerKeepTheirDataAndPorts() {
        Map<String, Object> volumes = compose.map("volumes");
        assertThat(Tree.list(service("chroma").get("volumes"))).anySatisfy(volume -> {
            String name = volume.toString().split(":")[0];
            assertThat(volumes).containsKey(name);
            assertThat(volume.toString()).endsWith(":/data");
        });
        assertThat(Tree.list(service("ollama").get("volumes"))).anySatisfy(volume -> {
            assertThat(volumes).containsKey(volume.toString().split(":")[0]);
            assertThat(volume.toString()).endsWith(":/root/.ollama");
        });
        assertThat(resolved(service("chroma").get("image"))).startsWith("chromadb/chroma:");
        assertThat(resolved(service("ollama").get("image"))).startsWith("ollama/ollama:");
        assertThat(resolved(service("jaeger").get("image"))).startsWith("jaegertracing/jaeger:");
        assertThat(Tree.list(service("jaeger").get("ports")).stream().map(ComposeFileIT::resolved))
                .anySatisfy(port -> assertThat(port).endsWith(":16686"))
                .anySatisfy(port -> assertThat(port).endsWith(":4317"))
                .anySatisfy(port -> assertThat(port).endsWith(":4318"));
    }

    @Test
    void theIngestRunsWithUpAndTheExecutorWaitsForIt() throws Exception {
        Map<String, Object> ingest = service(Project.CORPUS_INGEST);
        assertThat(ingest.get("profiles"))
                .as("`docker compose up` runs the ingest")
                .isNull();
        assertThat(ingest.get("restart")).isEqualTo("no");
        assertThat(resolved(ingest.get("image")))
                .as("the command-line image carries the ingest command")
                .isEqualTo("legal-agent/cli:dev");
        assertThat(Tree.map(Tree.at(ingest, "build", "args")))
                .containsEntry("SERVICE", "cli")
                .containsEntry("MODULE_DIR", "tools");

        List<Object> entrypoint = Tree.list(ingest.get("entrypoint"));
        assertThat(entrypoint.subList(0, 3)).containsExactly("java", "-cp", "app.jar");
        String main = String.valueOf(entrypoint.get(3));
        assertThat(main).isEqualTo(Containers.INGEST_MAIN);
        assertThat(Class.forName(main).getMethod("main", String[].class)).isNotNull();

        assertThat(env(ingest)).containsKey("LEGAL_RETRIEVAL_CHROMA_URL");
        assertThat(condition(Tree.map(ingest.get("depends_on")), "chroma")).isEqualTo("service_healthy");
        assertThat(condition(Tree.map(service("executor").get("depends_on")), Project.CORPUS_INGEST))
                .as("research starts with the corpus in Chroma")
                .isEqualTo("service_completed_successfully");

        String volume = resolved(Tree.list(ingest.get("volumes")).get(0));
        assertThat(volume).endsWith(":/corpus:ro");
        assertThat(Tree.list(ingest.get("command"))).containsExactly("/corpus");
        assertThat(volume.split(":")[0])
                .as("the same corpus ./legal ingests by default")
                .isEqualTo("./deploy/sample-corpus");
        assertThat(Project.file("deploy/sample-corpus")).isDirectoryContaining("glob:**.jsonl");
    }

    @Test
    void nodesAreSizedAsOnKubernetes() {
        Rendering base = Rendering.all().get(0);
        for (String node : Project.nodeIds()) {
            Object compose = Tree.at(service(node), "deploy", "resources", "limits", "memory");
            Object kubernetes = base.get("Deployment", node)
                    .at("spec", "template", "spec", "containers", 0, "resources", "limits", "memory");
            assertThat(mebibytes(compose))
                    .as("%s memory limit: compose %s, Kubernetes %s", node, compose, kubernetes)
                    .isEqualTo(mebibytes(kubernetes));
        }
        Object job = base.get("Job", Project.CORPUS_INGEST)
                .at("spec", "template", "spec", "containers", 0, "resources", "limits", "memory");
        assertThat(mebibytes(Tree.at(service(Project.CORPUS_INGEST), "deploy", "resources", "limits", "memory")))
                .as("ingest memory limit")
                .isEqualTo(mebibytes(job));
    }

    /** A memory size of compose ("1536M", binary units) or Kubernetes ("1536Mi", "2Gi") in MiB. */
    static long mebibytes(Object size) {
        Matcher matcher = Pattern.compile("(\\d+)(M|Mi|G|Gi)").matcher(String.valueOf(size));
        assertThat(matcher.matches()).as("a memory size: %s", size).isTrue();
        long value = Long.parseLong(matcher.group(1));
        return matcher.group(2).startsWith("G") ? value * 1024 : value;
    }

    @Test
    void chromasHealthCheckUsesOnlyWhatItsImageHas() {
        // chromadb/chroma 1.x ships bash but neither curl, wget nor python: a check calling them
        // fails for ever, and nothing that waits for a healthy Chroma ever starts.
        List<String> test = Tree.list(Tree.at(service("chroma"), "healthcheck", "test")).stream()
                .map(Object::toString)
                .toList();
        assertThat(test.subList(0, 3)).containsExactly("CMD", "bash", "-c");
        assertThat(String.join(" ", test)).doesNotContain("curl", "wget", "python");
    }

    @Test
    void dockerComposeAcceptsTheFilesWhereItIsInstalled() throws Exception {
        var compose = Manifests.onPathOf("docker-compose");
        assumeTrue(compose.isPresent(), "docker-compose is not installed");
        for (List<String> files : List.of(
                List.of("docker-compose.yml"),
                List.of("docker-compose.yml", "deploy/compose.gpu.yml"),
                List.of("docker-compose.yml", "deploy/compose.ollama.yml", "deploy/compose.gpu.yml"))) {
            List<String> command =
                    new java.util.ArrayList<>(List.of(compose.get().toString()));
            files.forEach(file -> {
                command.add("-f");
                command.add(file);
            });
            if (files.contains("deploy/compose.ollama.yml")) {
                command.add("--profile");
                command.add("ollama");
            }
            command.add("config");
            command.add("-q");
            var result = ImageLayout.Result.of(command, Project.root(), Map.of(), 60);
            assertThat(result.exitCode())
                    .as("%s: %s", String.join(" ", command), result.output())
                    .isZero();
        }
    }

    @Test
    void theGpuFileOnlyAddsADeviceReservationToOllama() {
        Doc gpu = Manifests.load(Project.file("deploy/compose.gpu.yml")).get(0);
        assertThat(gpu.map("services").keySet()).containsExactly("ollama");
        assertThat(gpu.at("services", "ollama", "deploy", "resources", "reservations", "devices", 0, "driver"))
                .isEqualTo("nvidia");
    }

    private static String condition(Map<String, Object> dependsOn, String service) {
        Object how = dependsOn.get(service);
        return how == null ? null : String.valueOf(Tree.map(how).get("condition"));
    }
}
