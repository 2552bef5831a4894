package io.legalagent.deploy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The overlays render with kustomize, and the skills ConfigMap is current. */
class KustomizeRenderingIT {

    @Test
    void everyOverlayRendersWithKustomize() {
        assumeTrue(Manifests.kustomizeCommand().isPresent(), "neither kubectl nor kustomize is installed");
        assertThat(Rendering.all()).extracting(Rendering::name).containsExactlyElementsOf(Rendering.KUSTOMIZATIONS);
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
}
