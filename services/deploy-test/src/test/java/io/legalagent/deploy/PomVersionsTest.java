package io.legalagent.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every third-party version lives in the root pom.xml: no module POM declares one. */
class PomVersionsTest {

    /** Outside the reactor, but fetched with the same versions (./legal's local broker). */
    private static final List<String> EXTRA_POMS = List.of("deploy/kafka/pom.xml");

    @Test
    void noModulePomOfTheProjectDeclaresAVersion() {
        Path root = Project.root();
        assertThat(ModulePoms.of(root, EXTRA_POMS))
                .as("the root's modules, recursively, and the broker's POM")
                .contains(
                        root.resolve("contracts/pom.xml"),
                        root.resolve("services/model/pom.xml"),
                        root.resolve("tools/pom.xml"),
                        root.resolve("tools/cli/pom.xml"),
                        root.resolve("deploy/kafka/pom.xml"));
        assertThat(DeclaredVersions.inModules(root, EXTRA_POMS)).isEmpty();
    }

    @Test
    void aVersionInANestedModuleIsNamedWithItsFileAndArtifact(@TempDir Path root) throws IOException {
        pom(root, "<modules><module>tools</module></modules>");
        pom(root.resolve("tools"), "<modules><module>cli</module></modules>");
        pom(root.resolve("tools/cli"), dependencies(dependency("info.picocli", "picocli", "4.7.7")));

        assertThat(DeclaredVersions.inModules(root, List.of()))
                .containsExactly("tools/cli/pom.xml: info.picocli:picocli declares version 4.7.7"
                        + " (move it to the root pom.xml)");
    }

    @Test
    void managedVersionsPluginVersionsAndExtraPomsCountToo(@TempDir Path root) throws IOException {
        pom(root, "<modules><module>model</module></modules>");
        pom(
                root.resolve("model"),
                "<dependencyManagement>" + dependencies(dependency("dev.langchain4j", "langchain4j-ollama", "1.18.1"))
                        + "</dependencyManagement>"
                        + "<build><plugins><plugin><artifactId>maven-dependency-plugin</artifactId>"
                        + "<version>3.8.1</version></plugin></plugins></build>");
        pom(
                root.resolve("deploy/kafka"),
                dependencies(dependency("org.apache.kafka", "kafka_2.13", "${kafka.version}")));

        assertThat(DeclaredVersions.inModules(root, List.of("deploy/kafka/pom.xml")))
                .containsExactly(
                        "model/pom.xml: dev.langchain4j:langchain4j-ollama declares version 1.18.1"
                                + " (move it to the root pom.xml)",
                        "model/pom.xml: org.apache.maven.plugins:maven-dependency-plugin declares version 3.8.1"
                                + " (move it to the root pom.xml)",
                        "deploy/kafka/pom.xml: org.apache.kafka:kafka_2.13 declares version ${kafka.version}"
                                + " (move it to the root pom.xml)");
    }

    @Test
    void theParentAndOurOwnModulesAtTheProjectVersionAreAllowedButNotAThirdPartyOne(@TempDir Path root)
            throws IOException {
        pom(root, "<modules><module>loop-test</module></modules>");
        pom(
                root.resolve("loop-test"),
                dependencies(dependency("io.legalagent", "guard", "${project.version}")
                        + dependency("io.legalagent.tools", "cli", "${project.version}")
                        + dependency("io.legalagent", "gateway", null)
                        + dependency("org.example", "library", "${project.version}")));

        assertThat(DeclaredVersions.inModules(root, List.of()))
                .containsExactly("loop-test/pom.xml: org.example:library declares version ${project.version}"
                        + " (move it to the root pom.xml)");
    }

    private static void pom(Path directory, String body) throws IOException {
        Files.createDirectories(directory);
        Files.writeString(
                directory.resolve("pom.xml"),
                "<project xmlns=\"http://maven.apache.org/POM/4.0.0\"><modelVersion>4.0.0</modelVersion>"
                        + "<parent><groupId>io.legalagent</groupId><artifactId>legal-agent</artifactId>"
                        + "<version>0.1.0-SNAPSHOT</version></parent>"
                        + "<artifactId>" + directory.getFileName() + "</artifactId>" + body + "</project>");
    }

    private static String dependencies(String dependencies) {
        return "<dependencies>" + dependencies + "</dependencies>";
    }

    private static String dependency(String group, String artifact, String version) {
        return "<dependency><groupId>" + group + "</groupId><artifactId>" + artifact + "</artifactId>"
                + (version == null ? "" : "<version>" + version + "</version>") + "</dependency>";
    }
}
