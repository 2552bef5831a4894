package io.legalagent.cli.stack;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ServicesTest {
    private final Path root = Path.of("/project");
    private static final Map<String, String> OPEN = Map.of(StackConfig.SECURITY_ENV, "off");

    @org.junit.jupiter.api.io.TempDir
    Path project;

    @Test
    void withSecurityEachServiceGetsItsOwnLoginOnlyAndDeclaresNoTopic() throws Exception {
        var config = StackConfig.from(project, name -> null);
        var credentials = Credentials.of(config);
        credentials.ensure(config.bootstrap());

        var env = new Services(config, name -> null).environment("planner", Model.offline(), List.of());

        assertThat(env)
                .containsEntry("SPRING_KAFKA_SECURITY_PROTOCOL", "SASL_PLAINTEXT")
                .containsEntry("SPRING_KAFKA_PROPERTIES_SASL_MECHANISM", "SCRAM-SHA-512")
                .containsEntry("LEGAL_RUNTIME_DECLARE_TOPICS", "false")
                .containsEntry("LEGAL_RUNTIME_INSTANCE_ID", "planner");
        var jaas = env.get("SPRING_KAFKA_PROPERTIES_SASL_JAAS_CONFIG");
        assertThat(jaas).contains("username=\"planner\"").contains(credentials.password("planner"));
        for (String other : Credentials.identities()) {
            if (!other.equals("planner")) {
                assertThat(env.values()).noneMatch(value -> value.contains(credentials.password(other)));
            }
        }
        assertThat(java.nio.file.Files.getPosixFilePermissions(credentials.passwordFile("planner")))
                .containsExactlyInAnyOrder(
                        java.nio.file.attribute.PosixFilePermission.OWNER_READ,
                        java.nio.file.attribute.PosixFilePermission.OWNER_WRITE);
    }

    @Test
    void eachServiceGetsItsPortTheBrokerAndTheModel() {
        var config = StackConfig.from(root, Map.of("LEGAL_KAFKA_PORT", "19092", StackConfig.SECURITY_ENV, "off")::get);
        var env = new Services(config, name -> null).environment("planner", Model.offline(), List.of());

        assertThat(env)
                .containsEntry("SERVER_PORT", "18083")
                .containsEntry("OTEL_SERVICE_NAME", "planner")
                .containsEntry("SPRING_KAFKA_BOOTSTRAP_SERVERS", "127.0.0.1:19092")
                .containsEntry("LEGAL_RUNTIME_PARTITIONS", "6")
                .containsEntry("LEGAL_MODEL_PROVIDER", "offline")
                .doesNotContainKey("LEGAL_RUNTIME_CONCURRENCY")
                .doesNotContainKey("SPRING_KAFKA_PROPERTIES_SASL_JAAS_CONFIG");
        assertThat(config.serviceJar("planner"))
                .isEqualTo(root.resolve("services/planner/target/planner-0.1.0-SNAPSHOT-exec.jar"));
    }

    @Test
    void eachServiceKeepsItsTemporaryFilesUnderTheStacksFolder() {
        var config =
                StackConfig.from(project, Map.of(StackConfig.SECURITY_ENV, "off", "LEGAL_SERVICE_JVM", "plain")::get);
        var jar = config.serviceJar("executor");

        var command =
                new Services(config, name -> null).command("executor", new ClassDataArchives.Launch(jar, List.of()));

        assertThat(command)
                .contains("-Djava.io.tmpdir=" + project.resolve(".legal/tmp/executor"))
                .endsWith("-jar", jar.toString());
        assertThat(project.resolve(".legal/tmp/executor")).isEmptyDirectory();
    }

    @Test
    void theExecutorTakesTwoRecordsAtATimeUnlessToldOtherwise() {
        var config = StackConfig.from(root, OPEN::get);
        assertThat(new Services(config, name -> null).environment("executor", Model.offline(), List.of()))
                .containsEntry("LEGAL_RUNTIME_CONCURRENCY", "2");
        var told = new Services(config, Map.of("LEGAL_EXECUTOR_CONCURRENCY", "3")::get);
        assertThat(told.environment("executor", Model.offline(), List.of()))
                .containsEntry("LEGAL_RUNTIME_CONCURRENCY", "3");
    }

    @Test
    void benchmarkSettingsReachAllServicesOrOne() {
        var services = new Services(StackConfig.from(root, OPEN::get), name -> null);
        var settings = List.of("LEGAL_RUNTIME_CONCURRENCY=1", "executor:LEGAL_RUNTIME_CONCURRENCY=4");

        assertThat(services.environment("guard", Model.offline(), settings))
                .containsEntry("LEGAL_RUNTIME_CONCURRENCY", "1");
        assertThat(services.environment("executor", Model.offline(), settings))
                .containsEntry("LEGAL_RUNTIME_CONCURRENCY", "4");
    }

    @Test
    void theModelFlagsSayWhatAnswers() {
        var ollama = Model.offline().with("ollama", "llama3", null, null);
        assertThat(ollama.description()).isEqualTo("ollama llama3 at http://127.0.0.1:11434");
        assertThatThrownBy(() -> Model.offline().with(null, "llama3", null, null))
                .hasMessageContaining("--model needs --llm ollama or --llm openai");
        assertThatThrownBy(() -> Model.offline().with("openai", null, null, null))
                .hasMessageContaining("--llm openai needs --model NAME");
        assertThatThrownBy(() -> Model.offline().with("gpt", null, null, null))
                .hasMessageContaining("unknown model provider 'gpt'");
    }

    @Test
    void aSubsetOfServicesNamesOnlyKnownOnes() {
        var subset = StackConfig.from(root, Map.of("LEGAL_SERVICES", "guard planner")::get);
        assertThat(subset.services()).containsExactly("guard", "planner");
        assertThat(subset.allServices()).isFalse();
        assertThatThrownBy(() -> StackConfig.from(root, Map.of("LEGAL_SERVICES", "gaurd")::get))
                .hasMessageContaining("unknown service 'gaurd'");
    }

    @Test
    void theReviewerStartsAsANodeOnThePortAfterTheIngestAndSignsWithItsOwnKey() {
        var config = StackConfig.from(root, OPEN::get);
        var env = new Services(config, name -> null).environment("reviewer", Model.offline(), List.of());

        assertThat(StackConfig.ALL_SERVICES).endsWith("observer", "ingest", "reviewer");
        assertThat(config.servicePort("ingest")).isEqualTo(18090);
        assertThat(config.servicePort("reviewer")).isEqualTo(18091);
        assertThat(env)
                .containsEntry("SERVER_PORT", "18091")
                .containsEntry("OTEL_SERVICE_NAME", "reviewer")
                .containsEntry("LEGAL_RUNTIME_INSTANCE_ID", "reviewer")
                .containsEntry("LEGAL_CUSTODY_KEY_DIR", config.nodeKeyDir().toString())
                .containsEntry("LEGAL_CUSTODY_REQUIRED", "true")
                .doesNotContainKey("LEGAL_RUNTIME_CONCURRENCY");
        assertThat(config.serviceJar("reviewer"))
                .isEqualTo(root.resolve("services/reviewer/target/reviewer-0.1.0-SNAPSHOT-exec.jar"));
        assertThat(NodeKeyFiles.node("reviewer")).contains(io.legalagent.contracts.NodeName.REVIEWER);
    }
}
