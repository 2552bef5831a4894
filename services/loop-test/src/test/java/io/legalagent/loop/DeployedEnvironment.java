package io.legalagent.loop;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.NodeName;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

/**
 * The environment each node's container gets, read from the deployment files as they are shipped:
 * docker-compose.yml (anchors and merge keys resolved), or a kustomization rendered by the real
 * {@code kubectl kustomize} (ConfigMaps by reference, then the container's own variables, with
 * {@code $(VAR)} expanded as the kubelet does). Nothing is copied from the files into the test.
 */
final class DeployedEnvironment {
    static final Path REPO = Path.of("../..");
    private static final Pattern REFERENCE = Pattern.compile("\\$\\(([A-Za-z_][A-Za-z0-9_]*)\\)");

    private DeployedEnvironment() {}

    /** Node id → its environment in {@code docker-compose.yml}. */
    @SuppressWarnings("unchecked")
    static Map<String, Map<String, String>> compose() throws IOException {
        try (Reader in = Files.newBufferedReader(REPO.resolve("docker-compose.yml"))) {
            var options = new LoaderOptions();
            options.setMaxAliasesForCollections(1000);
            Map<String, Object> compose = new Yaml(new SafeConstructor(options)).load(in);
            var services = (Map<String, Map<String, Object>>) compose.get("services");
            var byNode = new LinkedHashMap<String, Map<String, String>>();
            for (NodeName node : NodeName.values()) {
                var service = services.get(node.id());
                assertThat(service)
                        .as("docker-compose.yml has a service " + node.id())
                        .isNotNull();
                var env = new LinkedHashMap<String, String>();
                ((Map<String, Object>) service.get("environment"))
                        .forEach((k, v) -> env.put(k, v == null ? "" : String.valueOf(v)));
                byNode.put(node.id(), env);
            }
            return byNode;
        }
    }

    /** Node id → its container's environment in the rendered {@code kustomization}. */
    static Map<String, Map<String, String>> kubernetes(String kustomization) throws Exception {
        var docs = render(kustomization);
        var byNode = new LinkedHashMap<String, Map<String, String>>();
        for (NodeName node : NodeName.values()) {
            var deployment = docs.stream()
                    .filter(d -> "Deployment".equals(d.get("kind")) && node.id().equals(at(d, "metadata", "name")))
                    .findFirst()
                    .orElseThrow(() -> new AssertionError(kustomization + " deploys no " + node.id()));
            byNode.put(node.id(), containerEnvironment(docs, deployment, node.id()));
        }
        return byNode;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, String> containerEnvironment(
            List<Map<String, Object>> docs, Map<String, Object> deployment, String container) {
        var containers = (List<Map<String, Object>>) at(deployment, "spec", "template", "spec", "containers");
        var spec = containers.stream()
                .filter(c -> container.equals(c.get("name")))
                .findFirst()
                .orElseThrow();
        var env = new LinkedHashMap<String, String>();
        for (var source : (List<Map<String, Object>>) spec.getOrDefault("envFrom", List.of())) {
            var name = (String) at(source, "configMapRef", "name");
            if (name != null) {
                var data = (Map<String, Object>) at(configMap(docs, name), "data");
                data.forEach((k, v) -> env.put(k, String.valueOf(v)));
            }
        }
        for (var variable : (List<Map<String, Object>>) spec.getOrDefault("env", List.of())) {
            var name = (String) variable.get("name");
            if (variable.containsKey("value")) {
                env.put(name, expand(String.valueOf(variable.get("value")), env));
            } else if (at(variable, "valueFrom", "fieldRef", "fieldPath") instanceof String field) {
                // The downward API: what the kubelet would fill in for one pod of this Deployment.
                env.put(
                        name,
                        switch (field) {
                            case "metadata.name" -> container + "-0";
                            case "metadata.namespace" -> String.valueOf(at(deployment, "metadata", "namespace"));
                            default -> field;
                        });
            }
            // Secrets (Kafka logins, API keys) play no part in tracing and are left out.
        }
        return env;
    }

    private static Map<String, Object> configMap(List<Map<String, Object>> docs, String name) {
        return docs.stream()
                .filter(d -> "ConfigMap".equals(d.get("kind")) && name.equals(at(d, "metadata", "name")))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no ConfigMap " + name));
    }

    /** {@code $(VAR)} of a variable defined before it, as Kubernetes expands it; others stay as written. */
    static String expand(String value, Map<String, String> defined) {
        Matcher m = REFERENCE.matcher(value);
        var out = new StringBuilder();
        while (m.find()) {
            String replacement = defined.getOrDefault(m.group(1), m.group());
            m.appendReplacement(out, Matcher.quoteReplacement(replacement));
        }
        return m.appendTail(out).toString();
    }

    @SuppressWarnings("unchecked")
    private static Object at(Map<String, Object> map, String... path) {
        Object current = map;
        for (String key : path) {
            if (!(current instanceof Map<?, ?> m)) {
                return null;
            }
            current = ((Map<String, Object>) m).get(key);
        }
        return current;
    }

    /** The objects {@code kubectl kustomize} renders for a kustomization of this repository. */
    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> render(String kustomization) throws Exception {
        String kubectl = System.getenv().getOrDefault("KUBECTL", "kubectl");
        var process = new ProcessBuilder(
                        kubectl, "kustomize", REPO.resolve(kustomization).toString())
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
        String yaml = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue())
                .as(kubectl + " kustomize " + kustomization)
                .isZero();
        var options = new LoaderOptions();
        options.setMaxAliasesForCollections(1000);
        options.setCodePointLimit(64 * 1024 * 1024);
        var docs = new java.util.ArrayList<Map<String, Object>>();
        for (Object doc : new Yaml(new SafeConstructor(options)).loadAll(yaml)) {
            if (doc instanceof Map<?, ?> map) {
                docs.add((Map<String, Object>) map);
            }
        }
        return docs;
    }
}
