package io.legalagent.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The one image recipe: what it promises, and that every node's build produces the jar it copies. */
class DockerfileTest {

    private final String dockerfile = Project.read("deploy/Dockerfile");

    private List<String> instructions(String name) {
        return dockerfile.lines().filter(line -> line.startsWith(name + " ")).toList();
    }

    @Test
    void isMultiStageAndSelectsTheServiceWithABuildArgument() {
        assertThat(instructions("FROM")).hasSizeGreaterThanOrEqualTo(3);
        assertThat(instructions("ARG")).contains("ARG SERVICE");
        assertThat(dockerfile).contains("services/${SERVICE}/target/${SERVICE}-*-exec.jar");
    }

    @Test
    void runsTheLayeredJarAsANonRootUserSizedByTheContainer() {
        assertThat(dockerfile).contains("-Djarmode=tools -jar app.jar extract --layers");
        for (String layer : List.of("dependencies", "spring-boot-loader", "snapshot-dependencies", "application")) {
            assertThat(dockerfile).contains("/extract/layers/" + layer + "/");
        }
        assertThat(instructions("USER")).singleElement().satisfies(user -> assertThat(user)
                .matches("USER [1-9][0-9]{3,}(:[0-9]+)?"));
        assertThat(dockerfile).contains("-XX:MaxRAMPercentage=");
        assertThat(instructions("ENTRYPOINT")).containsExactly("ENTRYPOINT [\"java\", \"-jar\", \"app.jar\"]");
    }

    @Test
    void checksHealthOnTheActuator() {
        assertThat(dockerfile).containsPattern(Pattern.compile("HEALTHCHECK .*\\n?.*actuator/health/readiness"));
    }

    @Test
    void everyNodeModuleBuildsTheExecutableJarTheRecipeCopies() {
        for (String node : Project.nodeIds()) {
            String pom = Project.read("services/" + node + "/pom.xml");
            assertThat(pom).as("%s artifactId", node).contains("<artifactId>" + node + "</artifactId>");
            assertThat(pom)
                    .as("%s repackages with the exec classifier", node)
                    .contains("spring-boot-maven-plugin")
                    .contains("<classifier>exec</classifier>");
        }
    }

    @Test
    void theBuildContextLeavesOutBuildOutputAndState() {
        List<String> ignored = Project.read(".dockerignore")
                .lines()
                .filter(line -> !line.isBlank() && !line.startsWith("#"))
                .toList();
        assertThat(ignored).contains("**/target/", ".git/", ".legal/");
        assertThat(ignored)
                .as("the build needs the sources")
                .doesNotContain("services/", "contracts/", "skills/", "pom.xml");
    }
}
