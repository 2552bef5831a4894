package io.legalagent.deploy;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The containers the deployment files run, each with its image, its command and its environment as
 * the process sees it: from docker-compose.yml (defaults of ${VARIABLE:-default} applied) or from a
 * rendered kustomization (envFrom ConfigMaps and ConfigMap keys resolved; Secret and field values,
 * which the files do not hold, are empty).
 */
record Containers(String where, String image, List<String> command, Map<String, String> environment) {

    /** The main class of the corpus ingest, run in the command-line image (tools/cli). */
    static final String INGEST_MAIN = "io.legalagent.retrieval.cli.IngestCommand";

    /** The node this container runs as a service, if it runs one: its image, its own entry point. */
    Optional<String> node() {
        if (!command.isEmpty()) {
            return Optional.empty();
        }
        return Project.nodeIds().stream()
                .filter(node -> repository().endsWith("legal-agent/" + node))
                .findFirst();
    }

    /** Whether the container runs the corpus ingest instead of a service. */
    boolean runsIngest() {
        return command.contains(INGEST_MAIN);
    }

    /** Whether the container runs a command of the command line (compose's logins and topics jobs). */
    boolean runsCommandLine() {
        return command.contains(io.legalagent.cli.Main.class.getName());
    }

    /** The image without its tag. */
    String repository() {
        int slash = image.lastIndexOf('/');
        int colon = image.lastIndexOf(':');
        return colon > slash ? image.substring(0, colon) : image;
    }

    static List<Containers> ofCompose() {
        Doc compose = Manifests.load(Project.file("docker-compose.yml")).get(0);
        List<Containers> containers = new ArrayList<>();
        compose.map("services").forEach((name, definition) -> {
            Map<String, Object> service = Tree.map(definition);
            List<String> command = new ArrayList<>();
            Tree.list(service.get("entrypoint")).forEach(part -> command.add(ComposeFileIT.resolved(part)));
            Tree.list(service.get("command")).forEach(part -> command.add(ComposeFileIT.resolved(part)));
            Map<String, String> environment = new LinkedHashMap<>();
            Tree.map(service.get("environment")).forEach((key, value) -> {
                String resolved = ComposeFileIT.resolved(value);
                environment.put(key, resolved == null ? "" : resolved);
            });
            containers.add(new Containers(
                    "docker-compose.yml service " + name,
                    String.valueOf(ComposeFileIT.resolved(service.get("image"))),
                    List.copyOf(command),
                    environment));
        });
        return containers;
    }

    static List<Containers> of(Rendering rendering) {
        List<Containers> containers = new ArrayList<>();
        rendering.workloads().forEach(workload -> {
            Map<String, Object> pod = workload.map("spec", "template", "spec");
            Stream.concat(Tree.maps(pod.get("initContainers")), Tree.maps(pod.get("containers")))
                    .forEach(container -> containers.add(of(rendering, workload, container)));
        });
        return containers;
    }

    private static Containers of(Rendering rendering, Doc workload, Map<String, Object> container) {
        Map<String, String> environment = new LinkedHashMap<>();
        Tree.maps(container.get("envFrom")).forEach(from -> {
            Object configMap = Tree.at(from, "configMapRef", "name");
            if (configMap != null) {
                String prefix =
                        from.get("prefix") == null ? "" : from.get("prefix").toString();
                data(rendering, configMap.toString()).forEach((key, value) -> environment.put(prefix + key, value));
            }
        });
        Tree.maps(container.get("env")).forEach(variable -> {
            String name = String.valueOf(variable.get("name"));
            if (variable.containsKey("value")) {
                environment.put(name, String.valueOf(variable.get("value")));
                return;
            }
            Map<String, Object> key = Tree.map(Tree.at(variable, "valueFrom", "configMapKeyRef"));
            environment.put(
                    name,
                    key.isEmpty()
                            ? ""
                            : data(rendering, String.valueOf(key.get("name")))
                                    .getOrDefault(String.valueOf(key.get("key")), ""));
        });
        List<String> command = new ArrayList<>();
        Tree.list(container.get("command")).forEach(part -> command.add(part.toString()));
        Tree.list(container.get("args")).forEach(part -> command.add(part.toString()));
        return new Containers(
                rendering + " " + workload.kind() + "/" + workload.name() + " container " + container.get("name"),
                String.valueOf(container.get("image")),
                List.copyOf(command),
                environment);
    }

    private static Map<String, String> data(Rendering rendering, String configMap) {
        Map<String, String> data = new LinkedHashMap<>();
        rendering.find("ConfigMap", configMap).ifPresent(doc -> doc.map("data")
                .forEach((key, value) -> data.put(key, String.valueOf(value))));
        return data;
    }

    @Override
    public String toString() {
        return where;
    }
}
