package io.legalagent.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.model.ModelSettings;
import io.legalagent.retrieval.RetrievalSettings;
import io.legalagent.runtime.RuntimeSettings;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.boot.context.properties.bind.Bindable;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.kafka.autoconfigure.KafkaProperties;

/**
 * Every LEGAL_* variable that docker-compose.yml or the Kubernetes manifests give a service is a
 * setting the service binds, and binds to the value written: Spring ignores a variable that names no
 * setting, so a misspelt one would silently leave the default in place. The settings are read from
 * the code ({@link Settings}); the containers that run the ingest command instead of a service are held
 * to the variables that command reads.
 */
class SettingNamesIT {

    static List<Rendering> renderings() {
        return Rendering.all();
    }

    @Test
    void theSettingsAreReadFromEveryRecordOfTheCode() {
        assertThat(Settings.propertiesClasses())
                .contains(RuntimeSettings.class, ModelSettings.class, RetrievalSettings.class)
                .extracting(Class::getSimpleName)
                .contains("GuardSettings", "ExecutorSettings", "EvaluatorSettings", "MemorySettings");
        assertThat(Settings.names())
                .contains(
                        "legal.runtime.partitions",
                        "legal.runtime.retry.initial-interval",
                        "legal.model.provider",
                        "legal.model.ollama.base-url",
                        "legal.model.openai.api-key",
                        "legal.retrieval.chroma-url");
    }

    @Test
    void variablesAreMatchedAsSpringBootMatchesThem() {
        // Boot maps legal.retrieval.chroma-url to LEGAL_RETRIEVAL_CHROMAURL, and to the form with the
        // dash as an underscore, which is the one the deployment files use.
        assertThat(Settings.forVariable("LEGAL_RETRIEVAL_CHROMA_URL"))
                .hasValueSatisfying(setting -> assertThat(setting.name()).isEqualTo("legal.retrieval.chroma-url"));
        assertThat(Settings.forVariable("LEGAL_RETRIEVAL_CHROMAURL"))
                .hasValueSatisfying(setting -> assertThat(setting.name()).isEqualTo("legal.retrieval.chroma-url"));
        assertThat(Settings.forVariable("LEGAL_MODEL_OLLAMA_BASE_URL"))
                .hasValueSatisfying(setting -> assertThat(setting.name()).isEqualTo("legal.model.ollama.base-url"));

        assertThat(Settings.forVariable("LEGAL_RETRIEVAL_CHROMA_ULR")).isEmpty();
        assertThat(Settings.forVariable("LEGAL_MODEL_OLAMA_MODEL")).isEmpty();
        assertThat(Settings.forVariable("LEGAL_RUNTIME_PARTITION")).isEmpty();
        assertThat(Settings.forVariable("LEGAL_OLLAMA_MODEL"))
                .as("a compose variable, not a setting")
                .isEmpty();

        // And the value arrives where the record says, through nested records and conversions.
        var interval =
                Settings.forVariable("LEGAL_RUNTIME_RETRY_INITIAL_INTERVAL").orElseThrow();
        assertThat(interval.boundFrom(Map.of("LEGAL_RUNTIME_RETRY_INITIAL_INTERVAL", "1s")))
                .isEqualTo(Duration.ofSeconds(1));
        var chroma = Settings.forVariable("LEGAL_RETRIEVAL_CHROMA_URL").orElseThrow();
        assertThat(chroma.boundFrom(Map.of("LEGAL_RETRIEVAL_CHROMA_URL", "http://chroma:8000")))
                .isEqualTo(URI.create("http://chroma:8000"));
        var provider = Settings.forVariable("LEGAL_MODEL_PROVIDER").orElseThrow();
        assertThat(Settings.spells(provider.boundFrom(Map.of("LEGAL_MODEL_PROVIDER", "ollama")), "ollama"))
                .isTrue();
    }

    @Test
    void theComposeNodesGetOnlySettingsTheyBind() {
        List<Containers> nodes = Containers.ofCompose().stream()
                .filter(container -> container.node().isPresent())
                .toList();
        assertThat(nodes)
                .extracting(container -> container.node().orElseThrow())
                .containsExactlyInAnyOrderElementsOf(Project.nodeIds());
        nodes.forEach(SettingNamesIT::assertBindsEveryVariable);
    }

    @ParameterizedTest
    @MethodSource("renderings")
    void theNodeDeploymentsGetOnlySettingsTheyBind(Rendering rendering) {
        List<Containers> nodes = Containers.of(rendering).stream()
                .filter(container -> container.node().isPresent())
                .toList();
        assertThat(nodes)
                .extracting(container -> container.node().orElseThrow())
                .containsExactlyInAnyOrderElementsOf(Project.nodeIds());
        nodes.forEach(SettingNamesIT::assertBindsEveryVariable);
    }

    @Test
    void theIngestJobsGetOnlyVariablesTheIngestCommandReads() {
        Set<String> read = Settings.variablesRead(RetrievalSettings::from);
        assertThat(read).contains("LEGAL_RETRIEVAL_CHROMA_URL");

        List<Containers> ingests = new ArrayList<>();
        Containers.ofCompose().stream().filter(Containers::runsIngest).forEach(ingests::add);
        for (Rendering rendering : Rendering.all()) {
            List<Containers> jobs = Containers.of(rendering).stream()
                    .filter(Containers::runsIngest)
                    .toList();
            assertThat(jobs).as("%s runs the ingest", rendering).hasSize(1);
            ingests.addAll(jobs);
        }
        assertThat(ingests).hasSizeGreaterThanOrEqualTo(2);
        for (Containers ingest : ingests) {
            Map<String, String> legal = legalVariables(ingest);
            assertThat(legal).as("%s reaches Chroma", ingest).containsKey("LEGAL_RETRIEVAL_CHROMA_URL");
            assertThat(legal.keySet())
                    .as("%s: variables the ingest command does not read (it reads %s)", ingest, read)
                    .isSubsetOf(read);
            RetrievalSettings settings = RetrievalSettings.from(legal);
            assertThat(settings.chromaUrl()).isEqualTo(URI.create(legal.get("LEGAL_RETRIEVAL_CHROMA_URL")));
        }
    }

    @Test
    void theGatewayGetsOnlySettingsItBindsEverywhereItRuns() {
        List<Containers> gateways = new ArrayList<>(Containers.ofCompose().stream()
                .filter(SettingNamesIT::isGateway)
                .toList());
        Rendering.all()
                .forEach(rendering -> gateways.addAll(Containers.of(rendering).stream()
                        .filter(SettingNamesIT::isGateway)
                        .toList()));
        assertThat(gateways)
                .as("compose and every rendering run the gateway")
                .hasSize(1 + Rendering.all().size());
        gateways.forEach(gateway -> {
            assertBindsEveryVariable(gateway);
            assertThat(gateway.environment())
                    .containsKeys("LEGAL_RETRIEVAL_CHROMA_URL", "LEGAL_GATEWAY_SKILLS_DIRECTORY");
        });
    }

    private static boolean isGateway(Containers container) {
        return container.repository().endsWith("legal-agent/" + Project.GATEWAY);
    }

    @Test
    void theIngestServiceGetsOnlySettingsItBindsEverywhereItRuns() {
        List<Containers> ingests = new ArrayList<>(Containers.ofCompose().stream()
                .filter(SettingNamesIT::isIngestService)
                .toList());
        Rendering.all()
                .forEach(rendering -> ingests.addAll(Containers.of(rendering).stream()
                        .filter(SettingNamesIT::isIngestService)
                        .toList()));
        assertThat(ingests)
                .as("compose and every rendering run the ingest service")
                .hasSize(1 + Rendering.all().size());
        ingests.forEach(ingest -> {
            assertBindsEveryVariable(ingest);
            assertThat(ingest.environment()).containsKeys("LEGAL_RETRIEVAL_CHROMA_URL", "LEGAL_INGEST_STORE_DIR");
        });
    }

    /** The service of the library's files (its own image), not the corpus ingest of the cli image. */
    private static boolean isIngestService(Containers container) {
        return container.repository().endsWith("legal-agent/" + Project.INGEST)
                && container.command().isEmpty();
    }

    /** The local issuer runs in compose only; Kubernetes trusts the firm's issuer. */
    @Test
    void theLocalIssuerGetsOnlySettingsItBinds() {
        List<Containers> issuers = Containers.ofCompose().stream()
                .filter(SettingNamesIT::isIdentity)
                .toList();
        assertThat(issuers).as("compose runs the local issuer").hasSize(1);
        assertBindsEveryLegalVariable(issuers.get(0));
        assertThat(issuers.get(0).environment())
                .containsKeys("LEGAL_IDENTITY_ISSUER", "LEGAL_IDENTITY_GATEWAY_SECRET", "LEGAL_IDENTITY_CLI_SECRET");
    }

    private static boolean isIdentity(Containers container) {
        return container.repository().endsWith("legal-agent/" + Project.IDENTITY);
    }

    @Test
    void everyContainerOfTheProjectIsANodeTheGatewayOrTheIngest() {
        List<Containers> all = new ArrayList<>(Containers.ofCompose());
        Rendering.all().forEach(rendering -> all.addAll(Containers.of(rendering)));
        all.stream()
                .filter(container -> container.repository().contains("legal-agent/"))
                .forEach(container -> assertThat(container.node().isPresent()
                                || isGateway(container)
                                || isIngestService(container)
                                || isIdentity(container)
                                || container.runsIngest()
                                || container.runsCommandLine())
                        .as(
                                "%s: a container of a project image is checked as a node, the gateway, the ingest"
                                        + " service, the corpus ingest or a command",
                                container)
                        .isTrue());
    }

    /** Every LEGAL_* variable names a setting and binds to the value written; Kafka's address binds too. */
    private static void assertBindsEveryVariable(Containers container) {
        assertBindsEveryLegalVariable(container);

        String bootstrap = container.environment().get("SPRING_KAFKA_BOOTSTRAP_SERVERS");
        assertThat(bootstrap).as("%s Kafka address", container).isNotBlank();
        KafkaProperties kafka = new Binder(Settings.environmentSource(container.environment()))
                .bindOrCreate("spring.kafka", Bindable.of(KafkaProperties.class));
        assertThat(kafka.getBootstrapServers())
                .as("%s Kafka address", container)
                .containsExactly(bootstrap);
    }

    private static void assertBindsEveryLegalVariable(Containers container) {
        Map<String, String> legal = legalVariables(container);
        assertThat(legal).as("%s has settings", container).isNotEmpty();
        legal.forEach((variable, value) -> {
            var element = Settings.listElementBound(variable, container.environment());
            if (element.isPresent()) {
                assertThat(Settings.spells(element.get(), value))
                        .as("%s: %s=%s binds to %s", container, variable, value, element.get())
                        .isTrue();
                return;
            }
            var setting = Settings.forVariable(variable);
            assertThat(setting)
                    .as(
                            "%s sets %s, which names no setting of the services (known: %s)",
                            container, variable, Settings.names())
                    .isPresent();
            if (!value.isBlank()) {
                Object bound = setting.get().boundFrom(container.environment());
                assertThat(Settings.spells(bound, value))
                        .as("%s: %s=%s binds %s to %s", container, variable, value, setting.get(), bound)
                        .isTrue();
            }
        });
    }

    private static Map<String, String> legalVariables(Containers container) {
        Map<String, String> legal = new java.util.TreeMap<>();
        container.environment().forEach((name, value) -> {
            if (name.startsWith("LEGAL_")) {
                legal.put(name, value);
            }
        });
        return legal;
    }
}
