package io.legalagent.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.cli.stack.Credentials;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testcontainers.chromadb.ChromaDBContainer;
import org.testcontainers.containers.BindMode;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.containers.wait.strategy.Wait;
import org.testcontainers.junit.jupiter.Testcontainers;
import org.testcontainers.ollama.OllamaContainer;
import org.testcontainers.utility.DockerImageName;

/**
 * The images docker-compose.yml pins, started for real: the broker as compose starts it, with logins;
 * Chroma, Ollama and Jaeger answer, and the health checks
 * docker-compose.yml gives them pass inside their own images (which lack curl, and Chroma wget too).
 * Needs a Docker engine; skipped where there is none.
 */
@Testcontainers(disabledWithoutDocker = true)
class ContainerSmokeIT {

    private final Doc compose =
            Manifests.load(Project.file("docker-compose.yml")).get(0);

    private String image(String service) {
        return ComposeFileIT.resolved(compose.at("services", service, "image"));
    }

    /**
     * The broker as compose starts it (its entrypoint script, deploy/kafka and the admin's and the
     * client's login folders mounted, host name kafka): its own health check, which logs in as the
     * admin, passes; a client without a login is refused.
     */
    @Test
    void theComposeBrokerLetsInOnlyThoseWhoLogIn(@TempDir Path logins) throws Exception {
        new Credentials(logins, false).ensure("kafka:19092");
        Map<String, Object> service = compose.map("services", "kafka");
        List<String> entrypoint = Tree.list(service.get("entrypoint")).stream()
                .map(Object::toString)
                .toList();
        try (GenericContainer<?> kafka = new GenericContainer<>(DockerImageName.parse(image("kafka")))
                .withCreateContainerCmdModifier(
                        cmd -> cmd.withEntrypoint(entrypoint).withHostName("kafka"))
                .withEnv(
                        "CLUSTER_ID",
                        String.valueOf(Tree.map(service.get("environment")).get("CLUSTER_ID")))
                .withFileSystemBind(Project.file("deploy/kafka").toString(), "/etc/legal/kafka", BindMode.READ_ONLY)
                .withFileSystemBind(logins.resolve("admin").toString(), "/run/legal/logins/admin", BindMode.READ_ONLY)
                .withFileSystemBind(logins.resolve("client").toString(), "/run/legal/logins/client", BindMode.READ_ONLY)
                .waitingFor(Wait.forLogMessage(".*Kafka Server started.*", 1))) {
            kafka.start();
            assertHealthy(kafka, "kafka");

            var anonymous = kafka.execInContainer(
                    "bash",
                    "-c",
                    "printf 'default.api.timeout.ms=5000\\nrequest.timeout.ms=5000\\n' > /tmp/anonymous.properties"
                            + " && /opt/kafka/bin/kafka-topics.sh --bootstrap-server localhost:19092 --list"
                            + " --command-config /tmp/anonymous.properties");
            assertThat(anonymous.getExitCode()).as(anonymous.getStdout()).isNotZero();
        }
    }

    @Test
    void theComposeChromaAnswersItsHeartbeatAndPassesItsHealthCheck() throws Exception {
        try (ChromaDBContainer chroma = new ChromaDBContainer(DockerImageName.parse(image("chroma")))) {
            chroma.start();
            assertThat(get(chroma.getEndpoint() + "/api/v2/heartbeat")).isEqualTo(200);
            assertHealthy(chroma, "chroma");
        }
    }

    @Test
    void theComposeOllamaAnswersItsVersionAndPassesItsHealthCheck() throws Exception {
        try (OllamaContainer ollama = new OllamaContainer(DockerImageName.parse(image("ollama")))) {
            ollama.start();
            assertThat(get(ollama.getEndpoint() + "/api/version")).isEqualTo(200);
            assertHealthy(ollama, "ollama");
        }
    }

    @Test
    void theComposeJaegerServesItsUiAndPassesItsHealthCheck() throws Exception {
        try (GenericContainer<?> jaeger = new GenericContainer<>(DockerImageName.parse(image("jaeger")))
                .withExposedPorts(16686, 4318, 13133)
                .waitingFor(Wait.forHttp("/status").forPort(13133))) {
            jaeger.start();
            assertThat(get("http://" + jaeger.getHost() + ":" + jaeger.getMappedPort(16686) + "/"))
                    .isEqualTo(200);
            assertHealthy(jaeger, "jaeger");
        }
    }

    /** Runs a service's compose health check inside the container, as Docker would. */
    private void assertHealthy(GenericContainer<?> container, String service) throws Exception {
        List<String> test = Tree.list(compose.at("services", service, "healthcheck", "test")).stream()
                .map(Object::toString)
                .map(part -> part.replace("$$", "$"))
                .toList();
        List<String> command =
                switch (test.get(0)) {
                    case "CMD" -> test.subList(1, test.size());
                    case "CMD-SHELL" -> List.of("/bin/sh", "-c", test.get(1));
                    default -> throw new AssertionError(service + ": unknown health check form " + test);
                };
        var result = container.execInContainer(command.toArray(String[]::new));
        assertThat(result.getExitCode())
                .as("%s health check %s: %s %s", service, command, result.getStdout(), result.getStderr())
                .isZero();
    }

    private static int get(String url) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(url))
                .timeout(Duration.ofSeconds(10))
                .build();
        return HttpClient.newHttpClient()
                .send(request, HttpResponse.BodyHandlers.discarding())
                .statusCode();
    }
}
