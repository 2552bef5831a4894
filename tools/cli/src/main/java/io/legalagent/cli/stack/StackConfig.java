package io.legalagent.cli.stack;

import io.legalagent.contracts.NodeName;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Where the local stack lives and listens: every path under the project's {@code .legal/}, the ports,
 * the JVM options and time limits, read once from the {@code LEGAL_*} variables the launcher has
 * always read.
 */
public record StackConfig(
        Path root,
        List<String> services,
        int kafkaPort,
        int controllerPort,
        int chromaPort,
        int firstServicePort,
        int gatewayPort,
        int gatewayManagementPort,
        int identityPort,
        int partitions,
        int readySeconds,
        int stopGraceSeconds,
        List<String> kafkaJavaOptions,
        JvmOptions serviceJvm,
        Path corpusDir,
        String passageCollection,
        boolean security) {

    /** The document ingest (legal.documents): not a loop node, started with them where it is built. */
    public static final String INGEST = "ingest";

    /**
     * In port order: guard 18081 ... observer 18089, the loop's order, then the ingest on 18090 and the
     * reviewer on 18091 (after the ingest, whose port stays where it was before the reviewer came).
     */
    public static final List<String> ALL_SERVICES = java.util.stream.Stream.of(
                    Arrays.stream(NodeName.values())
                            .filter(node -> node != NodeName.REVIEWER)
                            .map(NodeName::id),
                    java.util.stream.Stream.of(INGEST, NodeName.REVIEWER.id()))
            .flatMap(ids -> ids)
            .toList();

    static final String VERSION = "0.1.0-SNAPSHOT";

    /** {@code scram} (default) or {@code off}. */
    public static final String SECURITY_ENV = "LEGAL_KAFKA_SECURITY";

    public static StackConfig from(Path root, Function<String, String> env) {
        String subset = env.apply("LEGAL_SERVICES");
        var services = subset == null || subset.isBlank()
                ? present(root)
                : Arrays.stream(subset.trim().split("\\s+")).toList();
        for (String name : services) {
            if (!ALL_SERVICES.contains(name)) {
                throw new IllegalArgumentException(
                        "unknown service '" + name + "' (the services are: " + String.join(" ", ALL_SERVICES) + ")");
            }
        }
        String corpus = env.apply("LEGAL_CORPUS_DIR");
        return new StackConfig(
                root,
                services,
                number(env, "LEGAL_KAFKA_PORT", 9092),
                number(env, "LEGAL_KAFKA_CONTROLLER_PORT", 9093),
                number(env, "CHROMA_PORT", 8000),
                number(env, "LEGAL_FIRST_PORT", 18081),
                number(env, "LEGAL_GATEWAY_PORT", 8080),
                number(env, "LEGAL_GATEWAY_MANAGEMENT_PORT", 8081),
                number(env, "LEGAL_IDENTITY_PORT", 9000),
                number(env, "LEGAL_RUNTIME_PARTITIONS", 6),
                number(env, "LEGAL_READY_TIMEOUT", 180),
                number(env, "LEGAL_STOP_GRACE", 60),
                words(env, "LEGAL_KAFKA_JAVA_OPTS", "-Xms256m -Xmx512m"),
                // Nine JVMs on a laptop: a small heap and the serial collector each.
                new JvmOptions(
                        root.resolve("deploy/jvm"),
                        JvmOptions.parseLean(or(env, "LEGAL_SERVICE_JVM", "lean")),
                        JvmOptions.parseClassData(or(env, "LEGAL_CLASS_DATA", "on")),
                        words(env, "LEGAL_SERVICE_JAVA_OPTS", "-Dai.djl.offline=true")),
                corpus == null || corpus.isBlank() ? root.resolve("deploy/sample-corpus") : Path.of(corpus),
                or(env, "LEGAL_RETRIEVAL_PASSAGES_COLLECTION", "legal_passages"),
                security(or(env, SECURITY_ENV, "scram")));
    }

    /** {@code scram} (the default): SASL/SCRAM logins and ACLs; {@code off}: an open broker, for comparison. */
    private static boolean security(String mode) {
        return switch (mode.trim().toLowerCase(java.util.Locale.ROOT)) {
            case "scram" -> true;
            case "off" -> false;
            default -> throw new IllegalArgumentException("LEGAL_KAFKA_SECURITY must be scram or off, not " + mode);
        };
    }

    public StackConfig withSecurity(boolean on) {
        return with(partitions, on, serviceJvm);
    }

    public StackConfig withPartitions(int count) {
        return with(count, security, serviceJvm);
    }

    /** The services started with lean options per kind, or plain ones. */
    public StackConfig withLeanJvm(boolean lean) {
        return with(partitions, security, serviceJvm.withLean(lean));
    }

    private StackConfig with(int partitionCount, boolean secured, JvmOptions jvm) {
        return new StackConfig(
                root,
                services,
                kafkaPort,
                controllerPort,
                chromaPort,
                firstServicePort,
                gatewayPort,
                gatewayManagementPort,
                identityPort,
                partitionCount,
                readySeconds,
                stopGraceSeconds,
                kafkaJavaOptions,
                jvm,
                corpusDir,
                passageCollection,
                secured);
    }

    public boolean allServices() {
        return services.equals(present(root));
    }

    /** The services this checkout has a module for: the ingest may be absent from an older one. */
    static List<String> present(Path root) {
        return ALL_SERVICES.stream()
                .filter(name -> !name.equals(INGEST)
                        || java.nio.file.Files.isRegularFile(root.resolve("services/" + name + "/pom.xml")))
                .toList();
    }

    /** Whether this checkout has the local OpenID Connect issuer ({@code services/identity}); an older one has none. */
    public boolean hasIssuer() {
        return java.nio.file.Files.isRegularFile(root.resolve("services/identity/pom.xml"));
    }

    /** The local issuer's secrets: the local user's password, the clients' secrets, the gateway's session key. */
    public Path identityDir() {
        return state().resolve("identity");
    }

    /** The local issuer's address, which is also the {@code iss} of its tokens. */
    public String issuerUri() {
        return "http://127.0.0.1:" + identityPort;
    }

    public Path identityJar() {
        return serviceJar("identity");
    }

    /** Where the library keeps uploaded originals and claim checks, shared by the gateway and the ingest. */
    public Path libraryStore() {
        return state().resolve("library");
    }

    public Path state() {
        return root.resolve(".legal");
    }

    /** The observer's key pair, made by the first {@code up}: only the owner may enter the folder. */
    public Path signingDir() {
        return state().resolve("signing");
    }

    public Path answerSigningKey() {
        return signingDir().resolve("answer-signing.key");
    }

    /** The public key answers are checked with: replay reads it, the gateway serves it. */
    public Path answerPublicKey() {
        return signingDir().resolve("answer-signing.pub");
    }

    /** The nodes' key pairs and their keyring, made by the first {@code up} (docs/security.md, "Node keys"). */
    public Path custodyDir() {
        return state().resolve("custody");
    }

    /** Each node's {@code <node>.key} and {@code <node>.pub}: only the owner may enter the folder. */
    public Path nodeKeyDir() {
        return custodyDir().resolve("keys");
    }

    /** Every node's public key, old ones kept: what the observer checks against and the gateway serves. */
    public Path nodeKeyring() {
        return custodyDir().resolve("keyring");
    }

    public Path runDir() {
        return state().resolve("run");
    }

    public Path logDir() {
        return state().resolve("logs");
    }

    /**
     * A process's own temporary folder: the native libraries onnxruntime unpacks (16 MB, left behind
     * by a JVM that is killed) and the web server's work folders stay here, not in the machine's /tmp.
     */
    public Path tmpDir(String process) {
        return state().resolve("tmp").resolve(process);
    }

    public Path kafkaHome() {
        return state().resolve("kafka");
    }

    public Path kafkaData() {
        return kafkaHome().resolve("data");
    }

    public Path chromaData() {
        return state().resolve("chroma-data");
    }

    public Path benchDir() {
        return state().resolve("bench");
    }

    public Path skills() {
        return root.resolve("skills");
    }

    public String bootstrap() {
        return "127.0.0.1:" + kafkaPort;
    }

    public String chromaUrl() {
        return "http://127.0.0.1:" + chromaPort;
    }

    public Path serviceJar(String name) {
        return root.resolve("services/" + name + "/target/" + name + "-" + VERSION + "-exec.jar");
    }

    public Path gatewayJar() {
        return root.resolve("services/gateway/target/gateway-" + VERSION + "-exec.jar");
    }

    public int servicePort(String name) {
        return firstServicePort + ALL_SERVICES.indexOf(name);
    }

    /** A path as seen from the project folder, for messages. */
    public String rel(Path path) {
        return path.startsWith(root) ? root.relativize(path).toString() : path.toString();
    }

    /** The environment every child (service, ingest) gets besides the caller's own. */
    public Map<String, String> childEnvironment() {
        return Map.of(
                "LEGAL_KAFKA_BOOTSTRAP", bootstrap(),
                "LEGAL_RETRIEVAL_CHROMA_URL", chromaUrl(),
                // The ONNX embedding libraries unpack and cache natives; keep them in the project, offline.
                "DJL_CACHE_DIR", state().resolve("djl").toString(),
                "OPT_OUT_TRACKING", "true");
    }

    private static int number(Function<String, String> env, String name, int fallback) {
        String value = env.apply(name);
        if (value == null || value.isBlank()) {
            return fallback;
        }
        try {
            return Integer.parseInt(value.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + " takes a whole number; got: " + value, e);
        }
    }

    private static List<String> words(Function<String, String> env, String name, String fallback) {
        return Arrays.stream(or(env, name, fallback).trim().split("\\s+")).toList();
    }

    private static String or(Function<String, String> env, String name, String fallback) {
        String value = env.apply(name);
        return value == null || value.isBlank() ? fallback : value;
    }
}
