package io.legalagent.deploy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.legalagent.cli.stack.Model;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * A plain {@code docker compose up} downloads no model: Ollama and its model pull carry the profile
 * {@code ollama}, no service outside a profile depends on one inside a profile, and the provider is
 * offline, as in the command line. deploy/compose.ollama.yml, used with {@code --profile ollama},
 * sets the provider of the model-bound nodes to Ollama and makes them wait for it. Checked on the
 * files as written and, where docker-compose is installed (CI installs it), on what it resolves.
 */
class ComposeProfilesIT {

    private static final Set<String> OLLAMA_SERVICES = Set.of("ollama", "ollama-pull");
    private static final List<String> OLLAMA_VARIANT =
            List.of("-f", "docker-compose.yml", "-f", "deploy/compose.ollama.yml", "--profile", "ollama");

    private final Doc written =
            Manifests.load(Project.file("docker-compose.yml")).get(0);

    @Test
    void ollamaAndItsPullSitBehindTheirProfile() {
        assertOllamaIsProfiled(written.map("services"));
    }

    @Test
    void noServiceOutsideAProfileDependsOnOneInside() {
        assertNoUnprofiledServiceNeedsAProfiledOne(written.map("services"));
    }

    @Test
    void theDefaultProviderIsTheCommandLinesOffline() {
        String commandLineDefault = Model.offline().provider();
        assertThat(commandLineDefault).isEqualTo("offline");
        for (String node : Project.MODEL_BOUND) {
            Object provider = written.at("services", node, "environment", "LEGAL_MODEL_PROVIDER");
            assertThat(ComposeFileIT.resolved(provider)).as(node).isEqualTo(commandLineDefault);
        }
    }

    @Test
    void theOllamaFileMakesExactlyTheModelBoundNodesAskAndWaitForOllama() {
        Doc override = Manifests.load(Project.file("deploy/compose.ollama.yml")).get(0);
        Map<String, Object> services = override.map("services");
        assertThat(services.keySet()).containsExactlyInAnyOrderElementsOf(Project.MODEL_BOUND);
        services.forEach((node, definition) -> assertAsksAndWaitsForOllama(node, Tree.map(definition)));
    }

    @Test
    void dockerComposeResolvesTheDefaultWithoutOllama() throws Exception {
        Map<String, Object> services =
                resolve(List.of("-f", "docker-compose.yml")).map("services");
        assertOllamaIsProfiled(services);
        assertNoUnprofiledServiceNeedsAProfiledOne(services);
        for (String node : Project.MODEL_BOUND) {
            assertThat(Tree.at(Tree.map(services.get(node)), "environment", "LEGAL_MODEL_PROVIDER"))
                    .as(node)
                    .isEqualTo("offline");
        }
    }

    @Test
    void dockerComposeResolvesTheOllamaVariantWithAndWithoutTheGpu() throws Exception {
        Map<String, Object> services = resolve(OLLAMA_VARIANT).map("services");
        assertOllamaIsProfiled(services);
        for (String node : Project.nodeIds()) {
            Map<String, Object> service = Tree.map(services.get(node));
            if (Project.MODEL_BOUND.contains(node)) {
                assertAsksAndWaitsForOllama(node, service);
            } else {
                assertThat(Tree.map(service.get("depends_on")).keySet())
                        .as("%s makes no model call", node)
                        .doesNotContainAnyElementsOf(OLLAMA_SERVICES);
            }
        }
        Doc gpu = resolve(List.of(
                "-f", "docker-compose.yml",
                "-f", "deploy/compose.ollama.yml",
                "-f", "deploy/compose.gpu.yml",
                "--profile", "ollama"));
        assertThat(gpu.at("services", "ollama", "deploy", "resources", "reservations", "devices", 0, "driver"))
                .isEqualTo("nvidia");
    }

    private static void assertOllamaIsProfiled(Map<String, Object> services) {
        for (String name : OLLAMA_SERVICES) {
            assertThat(Tree.list(Tree.map(services.get(name)).get("profiles")))
                    .as("%s profiles", name)
                    .containsExactly("ollama");
        }
    }

    private static void assertNoUnprofiledServiceNeedsAProfiledOne(Map<String, Object> services) {
        Set<String> profiled = new TreeSet<>();
        services.forEach((name, definition) -> {
            if (!Tree.list(Tree.map(definition).get("profiles")).isEmpty()) {
                profiled.add(name);
            }
        });
        assertThat(profiled).containsAll(OLLAMA_SERVICES);
        services.forEach((name, definition) -> {
            Map<String, Object> service = Tree.map(definition);
            if (Tree.list(service.get("profiles")).isEmpty()) {
                assertThat(Tree.map(service.get("depends_on")).keySet())
                        .as("%s starts with a plain `up`, so it may not wait for a profiled service", name)
                        .doesNotContainAnyElementsOf(profiled);
            }
        });
    }

    private static void assertAsksAndWaitsForOllama(String node, Map<String, Object> service) {
        assertThat(Tree.at(service, "environment", "LEGAL_MODEL_PROVIDER"))
                .as("%s provider", node)
                .isEqualTo("ollama");
        assertThat(Tree.at(service, "depends_on", "ollama", "condition"))
                .as("%s waits for Ollama", node)
                .isEqualTo("service_healthy");
        assertThat(Tree.at(service, "depends_on", "ollama-pull", "condition"))
                .as("%s waits for the model", node)
                .isEqualTo("service_completed_successfully");
    }

    /** `docker-compose ARGS config` as docker-compose resolves it; `config -q` must accept it too. */
    private static Doc resolve(List<String> arguments) throws Exception {
        var compose = Manifests.onPathOf("docker-compose");
        assumeTrue(compose.isPresent(), "docker-compose is not installed");
        var command = new ArrayList<String>();
        command.add(compose.get().toString());
        command.addAll(arguments);
        command.add("config");
        ComposeRun quiet = ComposeRun.of(append(command, "-q"));
        assertThat(quiet.exitCode()).as("%s -q: %s", command, quiet.errors()).isZero();
        ComposeRun run = ComposeRun.of(command);
        assertThat(run.exitCode()).as("%s: %s", command, run.errors()).isZero();
        return Manifests.parse(run.output(), String.join(" ", command)).get(0);
    }

    private static List<String> append(List<String> command, String argument) {
        var longer = new ArrayList<>(command);
        longer.add(argument);
        return longer;
    }
}
