package io.legalagent.deploy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.kubernetes.client.openapi.models.V1Deployment;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every file under k8s/ loads: built-in kinds strictly into client-java's models (a misspelt field
 * fails), custom resources through {@link CustomResources}, kustomizations with known fields and
 * existing paths. The same holds for what each kustomization renders to.
 */
class KubernetesManifestsIT {

    private static final Path K8S = Project.file("k8s");

    /** Fields of kustomize's Kustomization. */
    private static final Set<String> KUSTOMIZATION_FIELDS = Set.of(
            "apiVersion",
            "kind",
            "metadata",
            "resources",
            "components",
            "namespace",
            "namePrefix",
            "nameSuffix",
            "labels",
            "commonAnnotations",
            "configMapGenerator",
            "secretGenerator",
            "generatorOptions",
            "patches",
            "images",
            "replicas",
            "replacements");

    @TestFactory
    Stream<DynamicTest> everyManifestFileLoadsStrictly() {
        Set<Path> patches = patchFiles();
        return Manifests.yamlFiles(K8S).stream()
                .filter(file -> !isKustomization(file))
                .map(file -> DynamicTest.dynamicTest(K8S.relativize(file).toString(), () -> {
                    List<Doc> docs = Manifests.load(file);
                    assertThat(docs).as("%s has documents", file).isNotEmpty();
                    for (Doc doc : docs) {
                        check(doc, patches.contains(file));
                    }
                }));
    }

    @TestFactory
    Stream<DynamicTest> everyRenderedObjectLoadsStrictly() {
        return Rendering.all().stream()
                .map(rendering -> DynamicTest.dynamicTest(rendering.name(), () -> {
                    assertThat(rendering.docs()).isNotEmpty();
                    for (Doc doc : rendering.docs()) {
                        check(doc, false);
                    }
                    Set<String> seen = new HashSet<>();
                    for (Doc doc : rendering.docs()) {
                        assertThat(seen.add(doc.kind() + "/" + doc.namespace() + "/" + doc.name()))
                                .as("%s declares %s twice", rendering, doc)
                                .isTrue();
                    }
                }));
    }

    @TestFactory
    Stream<DynamicTest> kustomizationsUseKnownFieldsAndExistingFiles() {
        return Manifests.yamlFiles(K8S).stream()
                .filter(KubernetesManifestsIT::isKustomization)
                .map(file -> DynamicTest.dynamicTest(K8S.relativize(file).toString(), () -> {
                    Doc kustomization = Manifests.load(file).get(0);
                    assertThat(kustomization.body().keySet()).isSubsetOf(KUSTOMIZATION_FIELDS);
                    assertThat(kustomization.string("kind")).isIn("Kustomization", "Component");
                    for (Path referenced : referencedPaths(file.getParent(), kustomization)) {
                        assertThat(referenced)
                                .as("%s refers to %s", file, referenced)
                                .exists();
                        assertThat(referenced
                                                .normalize()
                                                .startsWith(file.getParent().normalize())
                                        || Files.isDirectory(referenced))
                                .as("%s: kustomize loads no file outside its folder: %s", file, referenced)
                                .isTrue();
                    }
                }));
    }

    @Test
    void strictLoadingRejectsAMisspeltField() {
        Doc deployment =
                Manifests.load(Project.file("k8s/base/nodes/executor.yaml")).get(0);
        assertThat(Manifests.strict(deployment)).isInstanceOf(V1Deployment.class);

        @SuppressWarnings("unchecked")
        Map<String, Object> misspelt = (Map<String, Object>) Tree.copy(deployment.body());
        Map<String, Object> container = Tree.maps(Tree.at(misspelt, "spec", "template", "spec", "containers"))
                .findFirst()
                .orElseThrow();
        container.put("livenesProbe", container.remove("livenessProbe"));

        assertThatThrownBy(() -> Manifests.strict(new Doc("a misspelt copy", misspelt)))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("livenesProbe");
    }

    @Test
    void customResourceChecksRejectAMisspeltField() {
        Doc topic = Manifests.load(Project.file("k8s/base/kafka/topics.yaml")).get(0);
        assertThat(CustomResources.problems(topic, false)).isEmpty();

        @SuppressWarnings("unchecked")
        Map<String, Object> misspelt = (Map<String, Object>) Tree.copy(topic.body());
        Tree.map(misspelt.get("spec")).put("partition", 6);

        assertThat(CustomResources.problems(new Doc("a misspelt copy", misspelt), false))
                .anySatisfy(problem -> assertThat(problem).contains("unknown field 'partition'"));
    }

    private static void check(Doc doc, boolean partial) {
        assertThat(doc.apiVersion()).as("%s apiVersion", doc).isNotBlank();
        assertThat(doc.kind()).as("%s kind", doc).isNotBlank();
        if (Manifests.isCustom(doc)) {
            assertThat(CustomResources.problems(doc, partial)).as("%s", doc).isEmpty();
        } else {
            assertThat(Manifests.strict(doc)).as("%s", doc).isNotNull();
        }
        assertThat(Tree.map(doc.at("metadata", "labels")).values())
                .as("%s label values are strings", doc)
                .allSatisfy(value -> assertThat(value).isInstanceOf(String.class));
    }

    private static boolean isKustomization(Path file) {
        return file.getFileName().toString().equals("kustomization.yaml");
    }

    /** Files that kustomizations apply as patches: partial objects, checked for their fields only. */
    private static Set<Path> patchFiles() {
        Set<Path> patches = new HashSet<>();
        Manifests.yamlFiles(K8S).stream()
                .filter(KubernetesManifestsIT::isKustomization)
                .forEach(file -> {
                    Doc kustomization = Manifests.load(file).get(0);
                    Tree.maps(kustomization.at("patches"))
                            .filter(patch -> patch.get("path") != null)
                            .forEach(patch -> patches.add(file.getParent()
                                    .resolve(patch.get("path").toString())
                                    .normalize()));
                });
        return patches;
    }

    private static List<Path> referencedPaths(Path dir, Doc kustomization) {
        List<Path> paths = new ArrayList<>();
        kustomization.list("resources").forEach(resource -> paths.add(dir.resolve(resource.toString())));
        kustomization.list("components").forEach(component -> paths.add(dir.resolve(component.toString())));
        Tree.maps(kustomization.at("patches"))
                .filter(patch -> patch.get("path") != null)
                .forEach(patch -> paths.add(dir.resolve(patch.get("path").toString())));
        Stream.concat(Tree.maps(kustomization.at("configMapGenerator")), Tree.maps(kustomization.at("secretGenerator")))
                .forEach(generator -> {
                    Tree.list(generator.get("envs")).forEach(env -> paths.add(dir.resolve(env.toString())));
                    Tree.list(generator.get("files")).forEach(f -> paths.add(dir.resolve(f.toString())));
                });
        return paths;
    }
}
