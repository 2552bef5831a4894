package io.legalagent.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every service module of the build (a module of the root pom with a Spring Boot application class)
 * is deployed: built by the Dockerfile, a service of docker-compose.yml, a Deployment (with its
 * disruption budget) in every kustomization, an image of the base kustomization, and named where the
 * recipe and the docs list the services. A new service added to the build fails here until it is.
 * The local issuer is the one service compose runs and Kubernetes does not: there the gateway trusts
 * the firm's issuer.
 */
class ServiceModulesIT {

    private static final Pattern MODULE = Pattern.compile("<module>([^<]+)</module>");

    /** The service modules of the root pom, by folder name. */
    static List<String> serviceModules() {
        List<String> services = new ArrayList<>();
        Matcher modules = MODULE.matcher(Project.read("pom.xml"));
        while (modules.find()) {
            Path module = Project.file(modules.group(1).strip());
            if (isSpringBootApplication(module.resolve("src/main/java"))) {
                services.add(module.getFileName().toString());
            }
        }
        return services;
    }

    private static boolean isSpringBootApplication(Path sources) {
        if (!Files.isDirectory(sources)) {
            return false;
        }
        try (Stream<Path> files = Files.walk(sources)) {
            return files.filter(file -> file.toString().endsWith(".java")).anyMatch(file -> {
                try {
                    String source = Files.readString(file);
                    return source.contains("@SpringBootApplication") || source.contains("@EnableAutoConfiguration");
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The service modules Kubernetes runs: all but the local issuer. */
    static List<String> kubernetesServices() {
        return serviceModules().stream()
                .filter(service -> !service.equals(Project.IDENTITY))
                .toList();
    }

    static List<Rendering> renderings() {
        return Rendering.all();
    }

    @Test
    void theServiceModulesAreTheNineNodesTheGatewayTheIngestAndTheLocalIssuer() {
        assertThat(kubernetesServices()).containsExactlyInAnyOrderElementsOf(Project.serviceIds());
        assertThat(serviceModules()).contains(Project.IDENTITY);
        for (String service : serviceModules()) {
            assertThat(Project.read("services/" + service + "/pom.xml"))
                    .as("the recipe finds services/%s/target/%s-*-exec.jar", service, service)
                    .contains("<artifactId>" + service + "</artifactId>");
        }
    }

    @Test
    void everyServiceModuleIsAComposeServiceBuiltForItself() {
        Doc compose = Manifests.load(Project.file("docker-compose.yml")).get(0);
        for (String service : serviceModules()) {
            assertThat(compose.at("services", service, "build", "args", "SERVICE"))
                    .as("docker-compose.yml builds %s", service)
                    .isEqualTo(service);
        }
    }

    @Test
    void everyServiceModuleIsInTheBaseKustomization() {
        Doc kustomization =
                Manifests.load(Project.file("k8s/base/kustomization.yaml")).get(0);
        List<Object> resources = kustomization.list("resources");
        List<Object> images = Tree.maps(kustomization.at("images"))
                .map(image -> image.get("name"))
                .map(Object.class::cast)
                .toList();
        for (String service : kubernetesServices()) {
            String manifest = Project.nodeIds().contains(service) ? "nodes/" + service + ".yaml" : service + ".yaml";
            assertThat(resources).as("k8s/base lists %s", manifest).contains(manifest);
            assertThat(images).as("k8s/base tags legal-agent/%s", service).contains("legal-agent/" + service);
        }
    }

    @ParameterizedTest
    @MethodSource("renderings")
    void everyServiceModuleRunsAsADeploymentOfItsImage(Rendering rendering) {
        for (String service : kubernetesServices()) {
            Doc deployment = rendering.get("Deployment", service);
            String image = String.valueOf(deployment.at("spec", "template", "spec", "containers", 0, "image"));
            assertThat(new Containers("", image, List.of(), Map.of()).repository())
                    .as("%s image", deployment)
                    .endsWith("legal-agent/" + service);
            assertThat(rendering.find("PodDisruptionBudget", service))
                    .as("%s disruption budget", service)
                    .isPresent();
        }
    }

    @Test
    void theRecipeAndTheDocsNameEveryService() {
        Matcher listed = Pattern.compile("SERVICE is one of: ([^.]+)\\.").matcher(Project.read("deploy/Dockerfile"));
        assertThat(listed.find()).as("deploy/Dockerfile lists the services").isTrue();
        assertThat(Arrays.asList(listed.group(1).trim().split("\\s+")))
                .containsExactlyInAnyOrderElementsOf(serviceModules());

        String docs = Project.read("docs/deployment.md");
        Matcher loop = Pattern.compile("for n in ([a-z\\- ]+); do kind load").matcher(docs);
        assertThat(loop.find())
                .as("docs/deployment.md loads every image into kind")
                .isTrue();
        assertThat(Arrays.asList(loop.group(1).trim().split("\\s+")))
                .containsExactlyInAnyOrderElementsOf(kubernetesServices());
        for (String service : serviceModules()) {
            assertThat(docs).as("docs/deployment.md names %s", service).contains("`" + service + "`");
        }
    }

    @ParameterizedTest
    @MethodSource("renderings")
    void kubernetesRunsNoLocalIssuer(Rendering rendering) {
        assertThat(rendering.workloads().map(Doc::name)).doesNotContain(Project.IDENTITY);
        assertThat(rendering.configData("legal-gateway-config").get("LEGAL_GATEWAY_AUTH_ISSUER_URI"))
                .as("the firm's issuer, over https")
                .startsWith("https://");
    }
}
