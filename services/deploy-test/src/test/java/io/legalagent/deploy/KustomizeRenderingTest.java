package io.legalagent.deploy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The overlays render, the stand-in renderer agrees with kustomize on each, and the skills are current. */
class KustomizeRenderingTest {

    @Test
    void everyOverlayRendersWithKustomize() {
        assumeTrue(Manifests.kustomizeCommand().isPresent(), "neither kubectl nor kustomize is installed");
        assertThat(Rendering.all()).extracting(Rendering::name).containsExactlyElementsOf(Rendering.KUSTOMIZATIONS);
    }

    @ParameterizedTest
    @ValueSource(strings = {"k8s/base", "k8s/overlays/dev", "k8s/overlays/prod"})
    void theStandInRendererAgreesWithKustomize(String kustomization) {
        var command = Manifests.kustomizeCommand();
        assumeTrue(command.isPresent(), "neither kubectl nor kustomize is installed");
        Map<String, Object> byKustomize = comparable(Manifests.kustomize(command.get(), Project.file(kustomization)));
        Map<String, Object> byStandIn =
                comparable(Rendering.standIn(kustomization).docs());
        assertThat(byStandIn.keySet()).as(kustomization).isEqualTo(byKustomize.keySet());
        byKustomize.forEach((key, body) ->
                assertThat(byStandIn.get(key)).as("%s %s", kustomization, key).isEqualTo(body));
    }

    @Test
    void theStandInRendererCoversEveryKustomizationAUserApplies() {
        assertThat(Rendering.KUSTOMIZATIONS).containsExactly("k8s/base", "k8s/overlays/dev", "k8s/overlays/prod");
        for (String kustomization : Rendering.KUSTOMIZATIONS) {
            assertThat(Rendering.standIn(kustomization).docs())
                    .as(kustomization)
                    .isNotEmpty();
        }
    }

    @Test
    void theSkillsConfigMapIsGeneratedFromAnUpToDateCopyOfEverySkill() throws IOException {
        Path skills = Project.file("skills");
        Path copy = Project.file("k8s/base/skills");
        Set<String> names = markdownFiles(skills);
        assertThat(names).isNotEmpty();
        assertThat(markdownFiles(copy))
                .as("k8s/base/skills holds the files of skills/ (run k8s/sync-skills.sh)")
                .isEqualTo(names);
        for (String name : names) {
            assertThat(Files.readString(copy.resolve(name)))
                    .as("k8s/base/skills/%s equals skills/%s (run k8s/sync-skills.sh)", name, name)
                    .isEqualTo(Files.readString(skills.resolve(name)));
        }

        Doc kustomization =
                Manifests.load(Project.file("k8s/base/kustomization.yaml")).get(0);
        List<String> generated = Tree.maps(kustomization.at("configMapGenerator"))
                .filter(generator -> "legal-skills".equals(generator.get("name")))
                .flatMap(generator -> Tree.list(generator.get("files")).stream())
                .map(file -> Path.of(file.toString()).getFileName().toString())
                .toList();
        assertThat(generated)
                .as("legal-skills in k8s/base/kustomization.yaml lists every skill")
                .containsExactlyInAnyOrderElementsOf(names);
    }

    private static Set<String> markdownFiles(Path dir) throws IOException {
        try (var files = Files.list(dir)) {
            return files.map(file -> file.getFileName().toString())
                    .filter(name -> name.endsWith(".md"))
                    .collect(Collectors.toSet());
        }
    }

    /** Objects by kind and name, with generated names and references stripped of their hash. */
    private static Map<String, Object> comparable(List<Doc> docs) {
        Map<String, Object> byKey = new TreeMap<>();
        for (Doc doc : docs) {
            String unhashed =
                    new org.yaml.snakeyaml.Yaml().dump(doc.body()).replaceAll("(legal-[a-z-]+?)-[a-z0-9]{10}\\b", "$1");
            Doc comparable = Manifests.parse(unhashed, doc.source()).get(0);
            byKey.put(doc.kind() + "/" + comparable.name(), comparable.body());
        }
        return byKey;
    }
}
