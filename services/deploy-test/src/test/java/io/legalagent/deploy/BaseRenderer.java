package io.legalagent.deploy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Renders the base kustomization without kustomize, for machines that have neither kubectl nor
 * kustomize: resources, configMapGenerator, namespace, labels and images — what the base uses.
 * Generated names carry no hash suffix. Anything else (patches, generators of Secrets, …) is refused,
 * so the overlays are left to the real tool. KustomizeRenderingTest compares this with kubectl's
 * output where kubectl exists.
 */
final class BaseRenderer {

    private static final Set<String> SUPPORTED =
            Set.of("apiVersion", "kind", "namespace", "labels", "resources", "configMapGenerator", "images");

    private BaseRenderer() {}

    static List<Doc> render(Path dir) {
        Doc kustomization = Manifests.load(dir.resolve("kustomization.yaml")).get(0);
        for (String key : kustomization.body().keySet()) {
            if (!SUPPORTED.contains(key)) {
                throw new UnsupportedOperationException(dir + " uses '" + key + "': render it with kustomize");
            }
        }
        List<Doc> docs = new ArrayList<>();
        for (Object resource : kustomization.list("resources")) {
            Path path = dir.resolve(resource.toString()).normalize();
            if (Files.isDirectory(path)) {
                docs.addAll(render(path));
            } else {
                Manifests.load(path).forEach(doc -> docs.add(copyOf(doc)));
            }
        }
        for (Map<String, Object> generator :
                Tree.maps(kustomization.at("configMapGenerator")).toList()) {
            docs.add(configMap(dir, generator));
        }
        String namespace = kustomization.string("namespace");
        for (Doc doc : docs) {
            if (namespace != null && !doc.is("Namespace")) {
                Tree.child(doc.body(), "metadata").put("namespace", namespace);
            }
            Tree.maps(kustomization.at("labels")).forEach(labels -> label(doc, labels));
            Tree.maps(kustomization.at("images")).forEach(image -> retag(doc, image));
        }
        return docs;
    }

    private static Doc copyOf(Doc doc) {
        @SuppressWarnings("unchecked")
        Map<String, Object> body = (Map<String, Object>) Tree.copy(doc.body());
        return new Doc("base " + doc.source(), body);
    }

    private static Doc configMap(Path dir, Map<String, Object> generator) {
        Map<String, Object> data = new LinkedHashMap<>();
        try {
            for (Object envs : Tree.list(generator.get("envs"))) {
                for (String line : Files.readAllLines(dir.resolve(envs.toString()))) {
                    String trimmed = line.strip();
                    if (trimmed.isEmpty() || trimmed.startsWith("#")) {
                        continue;
                    }
                    int equals = trimmed.indexOf('=');
                    data.put(trimmed.substring(0, equals), trimmed.substring(equals + 1));
                }
            }
            for (Object literal : Tree.list(generator.get("literals"))) {
                String text = literal.toString();
                int equals = text.indexOf('=');
                data.put(text.substring(0, equals), text.substring(equals + 1));
            }
            for (Object file : Tree.list(generator.get("files"))) {
                Path path = dir.resolve(file.toString());
                data.put(path.getFileName().toString(), Files.readString(path));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("apiVersion", "v1");
        body.put("kind", "ConfigMap");
        body.put("metadata", new LinkedHashMap<>(Map.of("name", generator.get("name"))));
        body.put("data", data);
        return new Doc("generated from " + dir.getFileName() + "/kustomization.yaml", body);
    }

    private static void label(Doc doc, Map<String, Object> labels) {
        Map<String, Object> pairs = Tree.map(labels.get("pairs"));
        Tree.child(Tree.child(doc.body(), "metadata"), "labels").putAll(pairs);
        if (Boolean.TRUE.equals(labels.get("includeTemplates"))) {
            // kustomize labels the pod template and the volume claim templates.
            Object template = doc.at("spec", "template");
            if (template instanceof Map<?, ?>) {
                Tree.child(Tree.child(Tree.map(template), "metadata"), "labels").putAll(pairs);
            }
            Tree.maps(doc.at("spec", "volumeClaimTemplates"))
                    .forEach(claim ->
                            Tree.child(Tree.child(claim, "metadata"), "labels").putAll(pairs));
        }
    }

    private static void retag(Doc doc, Map<String, Object> image) {
        String name = String.valueOf(image.get("name"));
        for (String containers : List.of("containers", "initContainers")) {
            Tree.maps(doc.at("spec", "template", "spec", containers)).forEach(container -> {
                if (name.equals(container.get("image"))) {
                    String newName = (String) image.getOrDefault("newName", name);
                    Object tag = image.get("newTag");
                    container.put("image", tag == null ? newName : newName + ":" + tag);
                }
            });
        }
    }
}
