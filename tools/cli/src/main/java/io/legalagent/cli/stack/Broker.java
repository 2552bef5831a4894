package io.legalagent.cli.stack;

import io.legalagent.contracts.access.AccessTable;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.admin.Admin;

/**
 * The local Kafka broker (KRaft, combined mode): its jars fetched once with Maven from
 * {@code deploy/kafka/pom.xml}, its storage formatted once, then {@code kafka.Kafka} in the background.
 * {@code data} is the stack's own storage, or a benchmark's fresh one.
 */
public final class Broker {
    private final StackConfig config;
    private final Path data;
    private final PrintStream out;

    public Broker(StackConfig config, Path data, PrintStream out) {
        this.config = config;
        this.data = data;
        this.out = out;
    }

    public Path data() {
        return data;
    }

    Path libs() {
        return config.kafkaHome().resolve("libs");
    }

    Path configFile() {
        return config.kafkaHome().resolve("server.properties");
    }

    public Path log() {
        return config.logDir().resolve("kafka.log");
    }

    Path pidFile() {
        return config.runDir().resolve("kafka.pid");
    }

    /**
     * Fetched again when the broker's POM or the root POM (which holds the versions) changes: the
     * marker names their content.
     */
    public void fetch() throws IOException {
        Path pom = config.root().resolve("deploy/kafka/pom.xml");
        String versions = Files.readString(pom) + Files.readString(config.root().resolve("pom.xml"));
        Path marker = libs().resolve(".fetched-"
                + sha256(versions.getBytes(StandardCharsets.UTF_8)).substring(0, 16));
        if (Files.exists(marker)) {
            return;
        }
        out.println("fetching the Kafka broker jars (once)");
        Tree.delete(libs());
        Path log = config.logDir().resolve("kafka-fetch.log");
        int code = Children.run(
                List.of(
                        "./mvnw",
                        "-B",
                        "-q",
                        "-f",
                        pom.toString(),
                        "dependency:copy-dependencies",
                        "-DoutputDirectory=" + libs()),
                Map.of(),
                config.root(),
                log);
        if (code != 0) {
            Children.showLogTail(log, config.rel(log), System.err);
            throw new StackException("could not fetch the Kafka jars");
        }
        Files.createDirectories(libs());
        Files.createFile(marker);
    }

    /**
     * Writes the broker's configuration for {@link #data}; formats the storage the first time, with
     * the admin's SCRAM password when security is on. Storage formatted for another security setup
     * (or another admin password) is formatted anew: its broker could not let anyone in.
     */
    public void format() throws IOException {
        render();
        String setup = securitySetup();
        if (Files.exists(data.resolve("meta.properties"))) {
            if (setup.equals(readSetup())) {
                return;
            }
            out.println("the Kafka storage in " + config.rel(data)
                    + " was made for another security setup: formatting it anew (its topics are lost)");
            Tree.delete(data);
        }
        Files.createDirectories(data);
        Path log = config.logDir().resolve("kafka-format.log");
        String clusterId = org.apache.kafka.common.Uuid.randomUuid().toString();
        var command = java();
        command.addAll(List.of(
                "-Dlegal.kafka.log.level=WARN",
                "kafka.tools.StorageTool",
                "format",
                "-t",
                clusterId,
                "-c",
                configFile().toString()));
        if (config.security()) {
            command.addAll(List.of(
                    "--add-scram",
                    Credentials.MECHANISM + "=[name=" + AccessTable.ADMIN + ",password=" + adminPassword() + "]"));
        }
        if (Children.run(command, Map.of(), config.root(), log) != 0) {
            Children.showLogTail(log, config.rel(log), System.err);
            throw new StackException("could not format the Kafka storage in " + config.rel(data));
        }
        Files.writeString(setupFile(), setup);
    }

    /** What the storage was formatted for: open, or SCRAM with this admin password (hashed). */
    private String securitySetup() {
        return config.security() ? "scram " + sha256(adminPassword().getBytes()) : "open";
    }

    private String readSetup() throws IOException {
        return Files.exists(setupFile()) ? Files.readString(setupFile()) : "open";
    }

    private Path setupFile() {
        return data.resolveSibling(data.getFileName() + ".security");
    }

    private String adminPassword() {
        return password(AccessTable.ADMIN);
    }

    private String password(String identity) {
        return Credentials.of(config).password(identity);
    }

    /** The configuration alone: a benchmark gives the stack's own storage back to the next up. */
    public void render() throws IOException {
        Path deploy = config.root().resolve("deploy/kafka");
        if (config.security()) {
            Credentials.of(config).ensure(config.bootstrap());
        }
        String template = Files.readString(deploy.resolve("server.properties"))
                + (config.security()
                        ? Files.readString(deploy.resolve("listeners-scram.properties"))
                                + Files.readString(deploy.resolve("authorization.properties"))
                        : Files.readString(deploy.resolve("listeners-open.properties")));
        String rendered = template.replace("@DATA_DIR@", data.toString())
                .replace("@CONTROLLER_PORT@", String.valueOf(config.controllerPort()))
                .replace("@PORT@", String.valueOf(config.kafkaPort()))
                .replace("@ADMIN_PASSWORD@", config.security() ? adminPassword() : "")
                .replace("@CLIENT_PASSWORD@", config.security() ? password(AccessTable.CLIENT) : "");
        Files.createDirectories(config.kafkaHome());
        if (!Files.exists(configFile()) || !Files.readString(configFile()).equals(rendered)) {
            // It holds the admin's password: its owner alone may read it.
            Files.deleteIfExists(configFile());
            Files.createFile(
                    configFile(), PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
            Files.writeString(configFile(), rendered);
        }
    }

    public Optional<Long> pid() {
        return Children.runningPid(pidFile(), configFile().toString());
    }

    /** Starts the broker unless it runs; back once it listens. */
    public void start() {
        if (pid().isPresent()) {
            return;
        }
        for (int port : new int[] {config.kafkaPort(), config.controllerPort()}) {
            if (Children.portOpen(port)) {
                throw new StackException(
                        "port " + port + " is taken by another process: stop it (or that other Kafka) first");
            }
        }
        var command = java();
        command.addAll(List.of("kafka.Kafka", configFile().toString()));
        var process = Children.launch(command, Map.of(), log(), pidFile());
        long deadline = System.nanoTime() + 60_000_000_000L;
        while (!Children.portOpen(config.kafkaPort())) {
            // The process itself, not a look at its command line, which an exec in progress can blank.
            if (!process.isAlive()) {
                Children.showLogTail(log(), config.rel(log()), System.err);
                throw new StackException("the Kafka broker stopped during start-up");
            }
            if (System.nanoTime() > deadline) {
                Children.showLogTail(log(), config.rel(log()), System.err);
                throw new StackException("Kafka did not open port " + config.kafkaPort() + " in 60 s");
            }
            Children.pause(200);
        }
        awaitAdminLogin(deadline);
    }

    /**
     * A freshly formatted broker opens its port before it has loaded the admin's SCRAM credentials
     * from its metadata: a login that early is refused, so wait until the admin's is accepted.
     */
    private void awaitAdminLogin(long deadline) {
        if (!config.security()) {
            return;
        }
        var settings = new HashMap<String, Object>(Credentials.of(config).clientSettings(AccessTable.ADMIN));
        settings.put("bootstrap.servers", config.bootstrap());
        settings.put("default.api.timeout.ms", 5_000);
        settings.put("request.timeout.ms", 5_000);
        while (true) {
            try (var admin = Admin.create(settings)) {
                admin.describeCluster().clusterId().get(5, TimeUnit.SECONDS);
                return;
            } catch (Exception e) {
                if (e instanceof InterruptedException) {
                    Thread.currentThread().interrupt();
                }
                if (System.nanoTime() > deadline) {
                    Children.showLogTail(log(), config.rel(log()), System.err);
                    throw new StackException("the Kafka broker does not accept the admin's login: " + e.getMessage());
                }
                Children.pause(500);
            }
        }
    }

    /** True if a broker was running. */
    public boolean stop(PrintStream err) throws IOException {
        var pid = pid();
        if (pid.isEmpty()) {
            return false;
        }
        Children.stop(Map.of("kafka", pid.get()), 30, err);
        Files.deleteIfExists(pidFile());
        return true;
    }

    /** The broker's JVM; the storage tool runs the same way. */
    private List<String> java() {
        var command = new ArrayList<String>();
        command.add("java");
        command.addAll(config.kafkaJavaOptions());
        command.add("-Dlog4j2.configurationFile=" + config.root().resolve("deploy/kafka/log4j2.yaml"));
        command.add("-cp");
        command.add(libs() + "/*");
        return command;
    }

    static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
