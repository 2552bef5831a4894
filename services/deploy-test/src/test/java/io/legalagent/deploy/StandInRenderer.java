package io.legalagent.deploy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Renders the kustomizations of k8s/ without kustomize, for machines that have neither kubectl nor
 * kustomize, so that the overlays are checked there too. It does what these kustomizations use, in
 * kustomize's order: resources (files, and folders that are kustomizations themselves),
 * configMapGenerator (create, or merge into a base's), patches (a file of partial objects merged into
 * the objects they name, strategic-merge style for Kubernetes kinds and JSON-merge style for custom
 * resources; or JSON 6902 operations on a target chosen by kind, name and label selector), namespace,
 * labels and images. Generated names carry no hash suffix. Anything else is refused, so a new feature
 * in a kustomization fails loudly here instead of rendering wrongly. KustomizeRenderingTest compares
 * the result with kubectl's wherever kubectl exists.
 */
final class StandInRenderer {

    private static final Set<String> SUPPORTED =
            Set.of("apiVersion", "kind", "namespace", "labels", "resources", "configMapGenerator", "patches", "images");

    /** Strategic-merge keys of the Kubernetes lists these patches may reach; other lists are replaced. */
    private static final Map<String, String> MERGE_KEYS = Map.of(
            "containers", "name",
            "initContainers", "name",
            "env", "name",
            "envFrom", "",
            "volumes", "name",
            "volumeMounts", "mountPath",
            "imagePullSecrets", "name");

    private StandInRenderer() {}

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
                Manifests.load(path).forEach(doc -> docs.add(copyOf(doc, "base " + doc.source())));
            }
        }
        for (Map<String, Object> generator :
                Tree.maps(kustomization.at("configMapGenerator")).toList()) {
            generate(dir, generator, docs);
        }
        for (Map<String, Object> patch : Tree.maps(kustomization.at("patches")).toList()) {
            patch(dir, patch, docs);
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

    private static Doc copyOf(Doc doc, String source) {
        @SuppressWarnings("unchecked")
        Map<String, Object> body = (Map<String, Object>) Tree.copy(doc.body());
        return new Doc(source, body);
    }

    // ---------------------------------------------------------------------------------------------
    // configMapGenerator
    // ---------------------------------------------------------------------------------------------

    private static void generate(Path dir, Map<String, Object> generator, List<Doc> docs) {
        String name = String.valueOf(generator.get("name"));
        String behavior = String.valueOf(generator.getOrDefault("behavior", "create"));
        Map<String, Object> data = data(dir, generator);
        Doc existing = docs.stream()
                .filter(doc -> doc.is("ConfigMap") && name.equals(doc.name()))
                .findFirst()
                .orElse(null);
        switch (behavior) {
            case "create" -> {
                if (existing != null) {
                    throw new IllegalStateException(dir + ": ConfigMap " + name + " exists already");
                }
                Map<String, Object> body = new LinkedHashMap<>();
                body.put("apiVersion", "v1");
                body.put("kind", "ConfigMap");
                body.put("metadata", new LinkedHashMap<>(Map.of("name", name)));
                body.put("data", data);
                docs.add(new Doc("generated from " + dir.getFileName() + "/kustomization.yaml", body));
            }
            case "merge", "replace" -> {
                if (existing == null) {
                    throw new IllegalStateException(dir + ": no ConfigMap " + name + " to " + behavior);
                }
                Map<String, Object> target = Tree.child(existing.body(), "data");
                if (behavior.equals("replace")) {
                    target.clear();
                }
                target.putAll(data);
            }
            default -> throw new UnsupportedOperationException(dir + ": behavior " + behavior);
        }
    }

    private static Map<String, Object> data(Path dir, Map<String, Object> generator) {
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
        return data;
    }

    // ---------------------------------------------------------------------------------------------
    // patches
    // ---------------------------------------------------------------------------------------------

    private static void patch(Path dir, Map<String, Object> patch, List<Doc> docs) {
        Object path = patch.get("path");
        if (path != null) {
            if (patch.get("target") != null) {
                throw new UnsupportedOperationException(dir + ": a patch file with a target");
            }
            for (Doc partial : Manifests.load(dir.resolve(path.toString()))) {
                Doc target = docs.stream()
                        .filter(doc -> doc.is(partial.kind()) && Objects.equals(doc.name(), partial.name()))
                        .findFirst()
                        .orElseThrow(() -> new IllegalStateException(dir + ": " + path + " patches " + partial.kind()
                                + "/" + partial.name() + ", which is not there"));
                boolean strategic = !Manifests.isCustom(target);
                merge(target.body(), Tree.copy(partial.body()), strategic, null);
            }
            return;
        }
        Map<String, Object> target = Tree.map(patch.get("target"));
        List<Object> operations = Manifests.parse(
                        "operations: " + "\n" + indent(String.valueOf(patch.get("patch"))), "patch")
                .get(0)
                .list("operations");
        List<Doc> targets = docs.stream().filter(doc -> selected(doc, target)).toList();
        if (targets.isEmpty()) {
            throw new IllegalStateException(dir + ": a patch selects nothing: " + target);
        }
        for (Doc doc : targets) {
            for (Map<String, Object> operation : Tree.maps(operations).toList()) {
                apply(doc, operation);
            }
        }
    }

    private static String indent(String text) {
        StringBuilder indented = new StringBuilder();
        text.lines().forEach(line -> indented.append("  ").append(line).append('\n'));
        return indented.toString();
    }

    private static boolean selected(Doc doc, Map<String, Object> target) {
        for (var entry : target.entrySet()) {
            String value = String.valueOf(entry.getValue());
            boolean matches =
                    switch (entry.getKey()) {
                        case "kind" -> doc.is(value);
                        case "name" -> doc.name() != null && doc.name().matches(value);
                        case "labelSelector" -> {
                            String[] pair = value.split("=", 2);
                            yield pair.length == 2 && pair[1].equals(doc.string("metadata", "labels", pair[0]));
                        }
                        default -> throw new UnsupportedOperationException("patch target field " + entry.getKey());
                    };
            if (!matches) {
                return false;
            }
        }
        return true;
    }

    /** Merges a partial object into an object: maps key by key, lists by merge key or whole. */
    @SuppressWarnings("unchecked")
    private static void merge(Map<String, Object> into, Object patch, boolean strategic, String field) {
        for (var entry : Tree.map(patch).entrySet()) {
            String key = entry.getKey();
            Object value = entry.getValue();
            Object current = into.get(key);
            if (value == null) {
                into.remove(key);
            } else if (value instanceof Map<?, ?> && current instanceof Map<?, ?>) {
                merge((Map<String, Object>) current, value, strategic, key);
            } else if (strategic
                    && value instanceof List<?> patchList
                    && current instanceof List<?> currentList
                    && MERGE_KEYS.containsKey(key)
                    && !MERGE_KEYS.get(key).isEmpty()) {
                into.put(key, mergeLists((List<Object>) currentList, (List<Object>) patchList, MERGE_KEYS.get(key)));
            } else {
                into.put(key, value);
            }
        }
    }

    private static List<Object> mergeLists(List<Object> current, List<Object> patch, String mergeKey) {
        List<Object> merged = new ArrayList<>(current);
        for (Object element : patch) {
            Object key = Tree.map(element).get(mergeKey);
            Map<String, Object> match = merged.stream()
                    .map(Tree::map)
                    .filter(existing -> key != null && key.equals(existing.get(mergeKey)))
                    .findFirst()
                    .orElse(null);
            if (match == null) {
                merged.add(element);
            } else {
                merge(match, element, true, null);
            }
        }
        return merged;
    }

    /** One JSON 6902 operation: add, replace or remove at a JSON pointer. */
    @SuppressWarnings("unchecked")
    private static void apply(Doc doc, Map<String, Object> operation) {
        String op = String.valueOf(operation.get("op"));
        List<String> pointer = new ArrayList<>();
        for (String token : String.valueOf(operation.get("path")).substring(1).split("/", -1)) {
            pointer.add(token.replace("~1", "/").replace("~0", "~"));
        }
        Object parent = doc.body();
        for (String token : pointer.subList(0, pointer.size() - 1)) {
            parent = parent instanceof List<?> list
                    ? list.get(Integer.parseInt(token))
                    : Tree.map(parent).get(token);
            if (parent == null) {
                throw new IllegalStateException(doc + ": no " + operation.get("path"));
            }
        }
        String last = pointer.get(pointer.size() - 1);
        Object value = Tree.copy(operation.get("value"));
        if (parent instanceof List<?> list) {
            List<Object> elements = (List<Object>) list;
            int index = last.equals("-") ? elements.size() : Integer.parseInt(last);
            switch (op) {
                case "add" -> elements.add(index, value);
                case "replace" -> elements.set(index, value);
                case "remove" -> elements.remove(index);
                default -> throw new UnsupportedOperationException("patch op " + op);
            }
            return;
        }
        Map<String, Object> map = Tree.map(parent);
        switch (op) {
            case "add" -> map.put(last, value);
            case "replace" -> {
                if (!map.containsKey(last)) {
                    throw new IllegalStateException(doc + ": nothing to replace at " + operation.get("path"));
                }
                map.put(last, value);
            }
            case "remove" -> map.remove(last);
            default -> throw new UnsupportedOperationException("patch op " + op);
        }
    }

    // ---------------------------------------------------------------------------------------------
    // labels and images
    // ---------------------------------------------------------------------------------------------

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

    /** kustomize's images: a container whose image has this name, whatever its tag, gets the new ones. */
    private static void retag(Doc doc, Map<String, Object> image) {
        String name = String.valueOf(image.get("name"));
        for (String containers : List.of("containers", "initContainers")) {
            Tree.maps(doc.at("spec", "template", "spec", containers)).forEach(container -> {
                String current = String.valueOf(container.get("image"));
                int slash = current.lastIndexOf('/');
                int colon = current.lastIndexOf(':');
                String currentName = colon > slash ? current.substring(0, colon) : current;
                String currentTag = colon > slash ? current.substring(colon + 1) : null;
                if (name.equals(currentName)) {
                    String newName = (String) image.getOrDefault("newName", name);
                    Object tag = image.getOrDefault("newTag", currentTag);
                    container.put("image", tag == null ? newName : newName + ":" + tag);
                }
            });
        }
    }
}
