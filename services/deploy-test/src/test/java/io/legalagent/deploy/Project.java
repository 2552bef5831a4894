package io.legalagent.deploy;

import io.legalagent.contracts.NodeName;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Where the deployment files are, and the facts about the nodes they must agree with. */
final class Project {

    /** The nodes that call the language model: they get the model settings, the skills and Ollama. */
    static final Set<String> MODEL_BOUND =
            Set.of("guard", "classifier", "planner", "executor", "replanner", "mc-selector");

    /**
     * The nodes KEDA scales on their consumer lag: the model-bound ones, and the reviewer (on its inbox
     * and on the decisions waiting for it).
     */
    static final Set<String> LAG_SCALED = java.util.stream.Stream.concat(
                    MODEL_BOUND.stream(), java.util.stream.Stream.of(NodeName.REVIEWER.id()))
            .collect(java.util.stream.Collectors.toUnmodifiableSet());

    /** The nodes that use Chroma (passages, QA memory). */
    static final Set<String> CHROMA_USERS = Set.of("planner", "executor", "memory");

    /** The HTTP front door: a service beside the ten nodes, not a node of the loop. */
    static final String GATEWAY = "gateway";

    /** The service that brings a firm's files into its libraries (not the corpus-ingest Job). */
    static final String INGEST = "ingest";

    /** The one-off load of the sample corpus: a compose service and a Kubernetes Job of the cli image. */
    static final String CORPUS_INGEST = "corpus-ingest";

    /**
     * Secrets the manifests reference but never contain: the operator creates them (docs/deployment.md,
     * "Secrets"). Name → key. Every reference to one must be optional, so that a cluster without it
     * still starts with the default provider.
     */
    static final Map<String, String> EXTERNAL_SECRETS = Map.of("openai-api-key", "api-key");

    /**
     * Secrets the operator creates that a workload cannot start without (docs/deployment.md, "Secrets"):
     * the observer's answer-signing key pair; the gateway's sign-in secrets (its client secret at the
     * firm's issuer, its session cookies' key). Name → keys. Every reference to one is required.
     */
    static final Map<String, java.util.List<String>> REQUIRED_SECRETS = Map.of(
            "answer-signing", java.util.List.of("answer-signing.key", "answer-signing.pub"),
            "gateway-auth", java.util.List.of("client-secret", "session-key"));

    /**
     * Each node's key pair, one Secret per node that only that node mounts and cannot start without
     * (docs/deployment.md, "Secrets"; made from `./legal node-keys`). Name → keys.
     */
    static final Map<String, java.util.List<String>> NODE_KEY_SECRETS = Arrays.stream(NodeName.values())
            .collect(java.util.stream.Collectors.toMap(
                    node -> "node-key-" + node.id(), node -> List.of(node.id() + ".key", node.id() + ".pub")));

    /**
     * ConfigMaps the operator creates from files that a workload cannot start without: every node's
     * public key, made by `./legal node-keys` (docs/deployment.md, "Secrets"). Its keys are the key files.
     */
    static final Set<String> REQUIRED_CONFIG_MAPS = Set.of("node-keyring");

    private Project() {}

    static Path root() {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null) {
            if (Files.isDirectory(dir.resolve("contracts")) && Files.isDirectory(dir.resolve("services"))) {
                return dir;
            }
            dir = dir.getParent();
        }
        throw new IllegalStateException(
                "not inside the legal-agent checkout: " + Path.of("").toAbsolutePath());
    }

    static Path file(String relative) {
        return root().resolve(relative);
    }

    static String read(String relative) {
        try {
            return Files.readString(file(relative));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The node ids in loop order: guard, classifier, …, observer, then the reviewer. */
    static List<String> nodeIds() {
        return Arrays.stream(NodeName.values()).map(NodeName::id).toList();
    }

    /**
     * The local OpenID Connect issuer: compose runs it (and so does the launcher); Kubernetes does not,
     * the gateway there trusts the firm's own issuer.
     */
    static final String IDENTITY = "identity";

    /** Every service both deployments run: the ten nodes, the gateway and the ingest (not the local issuer). */
    static List<String> serviceIds() {
        var ids = new java.util.ArrayList<>(nodeIds());
        ids.add(GATEWAY);
        ids.add(INGEST);
        return ids;
    }

    static NodeName node(String id) {
        return Arrays.stream(NodeName.values())
                .filter(node -> node.id().equals(id))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no node " + id));
    }
}
