package io.legalagent.deploy;

import io.kubernetes.client.util.ModelMapper;
import io.kubernetes.client.util.Yaml;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.constructor.SafeConstructor;

/** Reads YAML files, loads Kubernetes objects strictly, and renders kustomizations. */
final class Manifests {

    /** The custom resources the manifests use; client-java has no models for them. */
    static final Set<String> CUSTOM_KINDS = Set.of(
            "kafka.strimzi.io/v1/Kafka",
            "kafka.strimzi.io/v1/KafkaNodePool",
            "kafka.strimzi.io/v1/KafkaTopic",
            "kafka.strimzi.io/v1/KafkaUser",
            "keda.sh/v1alpha1/ScaledObject",
            "keda.sh/v1alpha1/TriggerAuthentication",
            "monitoring.coreos.com/v1/PodMonitor",
            "monitoring.coreos.com/v1/PrometheusRule");

    private Manifests() {}

    /** Every document of a YAML file, as plain maps. Duplicate keys are an error, as in kubectl. */
    static List<Doc> load(Path file) {
        try {
            return parse(Files.readString(file), Project.root().relativize(file).toString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @SuppressWarnings("unchecked")
    static List<Doc> parse(String text, String source) {
        LoaderOptions options = new LoaderOptions();
        options.setAllowDuplicateKeys(false);
        // docker-compose.yml shares its settings through many aliases; the default cap (50) guards
        // against hostile input, not these files.
        options.setMaxAliasesForCollections(500);
        var yaml = new org.yaml.snakeyaml.Yaml(new SafeConstructor(options));
        List<Doc> docs = new ArrayList<>();
        for (Object document : yaml.loadAll(text)) {
            if (document == null) {
                continue;
            }
            if (!(document instanceof Map<?, ?>)) {
                throw new IllegalArgumentException(source + ": a document is not a mapping: " + document);
            }
            docs.add(new Doc(source, (Map<String, Object>) document));
        }
        return docs;
    }

    static boolean isCustom(Doc doc) {
        return CUSTOM_KINDS.contains(doc.apiVersion() + "/" + doc.kind());
    }

    /**
     * Loads a built-in Kubernetes object into its client-java model. The models of client-java 27
     * reject any field the Kubernetes API does not define (SnakeYAML fails with "Unable to find
     * property"), so a misspelt field or one at the wrong level fails here instead of being silently
     * dropped by the API server.
     */
    static Object strict(Doc doc) {
        Class<?> type = ModelMapper.getApiTypeClass(doc.apiVersion(), doc.kind());
        if (type == null) {
            throw new IllegalArgumentException(
                    doc + ": unknown apiVersion/kind " + doc.apiVersion() + "/" + doc.kind());
        }
        return strict(doc.body(), type, doc.toString());
    }

    /** Loads any part of a manifest (a pod spec, resources, a network peer) strictly into a model. */
    static <T> T strict(Object yamlValue, Class<T> type, String where) {
        try {
            return Yaml.loadAs(dump(yamlValue), type);
        } catch (RuntimeException e) {
            throw new AssertionError(where + " is not a valid " + type.getSimpleName() + ": " + rootMessage(e), e);
        }
    }

    private static String rootMessage(Throwable e) {
        Throwable cause = e;
        while (cause.getCause() != null) {
            cause = cause.getCause();
        }
        String message = cause.getMessage();
        return message == null ? cause.toString() : message.lines().findFirst().orElse(message);
    }

    private static String dump(Object value) {
        DumperOptions options = new DumperOptions();
        options.setDefaultFlowStyle(DumperOptions.FlowStyle.BLOCK);
        return new org.yaml.snakeyaml.Yaml(options).dump(value);
    }

    /** Every YAML file under a folder, in a stable order. */
    static List<Path> yamlFiles(Path dir) {
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(Files::isRegularFile)
                    .filter(file ->
                            file.toString().endsWith(".yaml") || file.toString().endsWith(".yml"))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    // ---------------------------------------------------------------------------------------------
    // Rendering
    // ---------------------------------------------------------------------------------------------

    /** `kubectl kustomize` or `kustomize build`, when either is installed; KUBECTL names a binary. */
    static Optional<List<String>> kustomizeCommand() {
        String explicit = System.getenv("KUBECTL");
        if (explicit != null && !explicit.isBlank()) {
            return Optional.of(List.of(explicit, "kustomize"));
        }
        return onPath("kubectl")
                .map(kubectl -> List.of(kubectl.toString(), "kustomize"))
                .or(() -> onPath("kustomize").map(kustomize -> List.of(kustomize.toString(), "build")));
    }

    /** A program on the PATH, if installed. */
    static Optional<Path> onPathOf(String program) {
        return onPath(program);
    }

    private static Optional<Path> onPath(String program) {
        String path = System.getenv().getOrDefault("PATH", "");
        for (String dir : path.split(java.io.File.pathSeparator)) {
            if (dir.isBlank()) {
                continue;
            }
            Path candidate = Path.of(dir, program);
            if (Files.isExecutable(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }

    /** The objects a kustomization renders to, by the installed kustomize. */
    static List<Doc> kustomize(List<String> command, Path kustomization) {
        List<String> full = new ArrayList<>(command);
        full.add(kustomization.toString());
        try {
            Path output = Files.createTempFile("kustomize", ".yaml");
            Path errors = Files.createTempFile("kustomize", ".err");
            try {
                Process process = new ProcessBuilder(full)
                        .redirectOutput(output.toFile())
                        .redirectError(errors.toFile())
                        .start();
                if (!process.waitFor(60, TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                    throw new AssertionError(String.join(" ", full) + " did not finish in 60 s");
                }
                if (process.exitValue() != 0) {
                    throw new AssertionError(
                            String.join(" ", full) + " failed:\n" + Files.readString(errors, StandardCharsets.UTF_8));
                }
                String source = "rendered " + Project.root().relativize(kustomization);
                return parse(Files.readString(output, StandardCharsets.UTF_8), source);
            } finally {
                Files.deleteIfExists(output);
                Files.deleteIfExists(errors);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }
}
