package io.legalagent.deploy;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** The objects one kustomization (the base or an overlay) deploys. */
record Rendering(String name, List<Doc> docs) {

    /** The kustomizations a user applies, and the base they share. */
    static final List<String> KUSTOMIZATIONS = List.of("k8s/base", "k8s/overlays/dev", "k8s/overlays/prod");

    private static final Pattern GENERATED_SUFFIX = Pattern.compile("-[a-z0-9]{10}");

    private static List<Rendering> cached;

    /**
     * Every kustomization, rendered by {@code kubectl kustomize} (or {@code kustomize build}). The
     * calling test is skipped, with the reason, only where neither is installed; CI installs kubectl.
     */
    static synchronized List<Rendering> all() {
        if (cached == null) {
            var command = Manifests.kustomizeCommand();
            assumeTrue(
                    command.isPresent(),
                    "neither kubectl nor kustomize is installed: the k8s manifests are not rendered");
            List<Rendering> renderings = new ArrayList<>();
            for (String kustomization : KUSTOMIZATIONS) {
                renderings.add(
                        new Rendering(kustomization, Manifests.kustomize(command.get(), Project.file(kustomization))));
            }
            cached = List.copyOf(renderings);
        }
        return cached;
    }

    Stream<Doc> all(String kind) {
        return docs.stream().filter(doc -> doc.is(kind));
    }

    Optional<Doc> find(String kind, String name) {
        return all(kind).filter(doc -> name.equals(doc.name())).findFirst();
    }

    Doc get(String kind, String name) {
        return find(kind, name).orElseThrow(() -> new AssertionError(this.name + " has no " + kind + " " + name));
    }

    /** A generated ConfigMap by the name it was given in the kustomization (kustomize adds a hash). */
    Doc configMap(String generatorName) {
        return all("ConfigMap")
                .filter(doc -> isGenerated(doc.name(), generatorName))
                .findFirst()
                .orElseThrow(() -> new AssertionError(name + " has no ConfigMap " + generatorName));
    }

    static boolean isGenerated(String actualName, String generatorName) {
        return actualName.equals(generatorName)
                || (actualName.startsWith(generatorName)
                        && GENERATED_SUFFIX
                                .matcher(actualName.substring(generatorName.length()))
                                .matches());
    }

    Map<String, String> configData(String generatorName) {
        return configMap(generatorName).map("data").entrySet().stream()
                .collect(Collectors.toMap(Map.Entry::getKey, entry -> String.valueOf(entry.getValue())));
    }

    /** Every pod template: Deployments, StatefulSets, Jobs. */
    Stream<Doc> workloads() {
        return docs.stream().filter(doc -> doc.at("spec", "template", "spec") != null);
    }

    String namespace() {
        return all("Namespace")
                .map(Doc::name)
                .findFirst()
                .orElseThrow(() -> new AssertionError(name + " declares no Namespace"));
    }

    @Override
    public String toString() {
        return name;
    }
}
