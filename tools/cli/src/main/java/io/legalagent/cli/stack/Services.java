package io.legalagent.cli.stack;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * The ten nodes and the ingest, each {@code java -jar services/NAME/target/NAME-VERSION-exec.jar} with its port,
 * the broker, the model and Chroma in its environment; with lean JVM options, from the jar extracted
 * with its class-data sharing archive ({@link ClassDataArchives}) once {@link #prepare} made it. The caller's environment passes through, so
 * the standard OTEL_* variables and LEGAL_TRACING_UI_URL reach every service.
 */
public final class Services {
    /**
     * The executor embeds and searches for every step, the slowest node by far: it takes two records
     * at a time (./legal bench throughput, 2 cores: 4.68 questions/s with one, 5.24 with two).
     */
    static final String EXECUTOR_CONCURRENCY = "2";

    private final StackConfig config;
    private final Function<String, String> env;
    private final ClassDataArchives archives;

    public Services(StackConfig config, Function<String, String> env) {
        this.config = config;
        this.env = env;
        this.archives = new ClassDataArchives(config);
    }

    Path pidFile(String name) {
        return config.runDir().resolve(name + ".pid");
    }

    public Path log(String name) {
        return config.logDir().resolve(name + ".log");
    }

    public Optional<Long> pid(String name) {
        // By the jar's name: it runs from the executable jar or from its extracted copy.
        return Children.runningPid(
                pidFile(name), config.serviceJar(name).getFileName().toString());
    }

    /**
     * Starts a service unless it runs. {@code extra}: NAME=value for every service, service:NAME=value
     * for one (the benchmarks' settings).
     */
    public void start(String name, Model model, List<String> extra) {
        if (pid(name).isPresent()) {
            return;
        }
        int port = config.servicePort(name);
        if (Children.portOpen(port)) {
            throw new StackException("port " + port + " (for " + name + ") is taken by another process");
        }
        var launch = config.serviceJvm().archived()
                ? archives.launch(name)
                : new ClassDataArchives.Launch(config.serviceJar(name), List.of());
        if (name.equals("observer")) {
            signingKey();
        }
        // Whatever starts a node (up, a benchmark, a chaos restart), it finds its key.
        NodeKeyFiles.node(name).ifPresent(NodeKeyFiles.ofStack(config)::ensure);
        Children.launch(command(name, launch), environment(name, model, extra), log(name), pidFile(name));
    }

    List<String> command(String name, ClassDataArchives.Launch launch) {
        var command = new ArrayList<String>();
        command.add("java");
        command.addAll(config.serviceJvm().of(name));
        command.addAll(launch.options());
        command.add(Children.privateTmpDir(config.tmpDir(name)));
        command.add("-jar");
        command.add(launch.jar().toString());
        return command;
    }

    /**
     * With lean JVM options and class data on, makes the class-data archives of {@code names} that are missing or older
     * than their jars (a training start each, the first time after a build).
     */
    public void prepare(List<String> names, Model model, PrintStream err) {
        if (config.serviceJvm().archived()) {
            archives.prepare(names, name -> environment(name, model, List.of()), err);
        }
    }

    /** The observer's key pair, made on its first start; its key id. */
    public String signingKey() {
        try {
            return SigningKeyFiles.ensure(config.answerSigningKey(), config.answerPublicKey(), null);
        } catch (java.io.IOException e) {
            throw new StackException("cannot make the answer-signing key under " + config.rel(config.signingDir())
                    + ": " + e.getMessage());
        }
    }

    /** The ten nodes' key pairs and their keyring, made on the first start; each node's key. */
    public java.util.List<NodeKeyFiles.NodeKey> nodeKeys() {
        return NodeKeyFiles.ofStack(config).ensureAll();
    }

    /** What a service gets on top of the caller's environment. */
    Map<String, String> environment(String name, Model model, List<String> extra) {
        var vars = new LinkedHashMap<String, String>(config.childEnvironment());
        vars.put("SERVER_PORT", String.valueOf(config.servicePort(name)));
        vars.put("OTEL_SERVICE_NAME", name);
        vars.put("SPRING_KAFKA_BOOTSTRAP_SERVERS", config.bootstrap());
        vars.put("LEGAL_RUNTIME_PARTITIONS", String.valueOf(config.partitions()));
        // One process per service: its name is the identity a restart keeps (static membership, fencing).
        vars.put("LEGAL_RUNTIME_INSTANCE_ID", name);
        if (config.security()) {
            // Its own login only; the admin creates the topics, so the service declares none.
            vars.putAll(Credentials.of(config).serviceEnvironment(name));
            vars.put("LEGAL_RUNTIME_DECLARE_TOPICS", "false");
        }
        vars.putAll(model.environment(env));
        if (Files.isDirectory(config.skills())) {
            // Edit a prompt in skills/, restart the service: no rebuild.
            vars.put("LEGAL_MODEL_SKILLS_DIRECTORY", config.skills().toString());
        }
        if (name.equals("observer")) {
            // The key pair up made; never another: the observer refuses to start without it.
            vars.put(
                    "LEGAL_OBSERVER_SIGNING_PRIVATE_KEY",
                    config.answerSigningKey().toString());
            vars.put(
                    "LEGAL_OBSERVER_SIGNING_PUBLIC_KEY",
                    config.answerPublicKey().toString());
            vars.put("LEGAL_OBSERVER_SIGNING_REQUIRED", "true");
        }
        if (!name.equals(StackConfig.INGEST)) {
            // A node signs its hops with its own key up made; without it, it refuses to start.
            vars.put("LEGAL_CUSTODY_KEY_DIR", config.nodeKeyDir().toString());
            vars.put("LEGAL_CUSTODY_KEYRING", config.nodeKeyring().toString());
            vars.put("LEGAL_CUSTODY_REQUIRED", "true");
        }
        if (name.equals("planner") || name.equals("memory")) {
            // QA memory stores and serves only answers the observer's key signed.
            vars.put(
                    "LEGAL_RETRIEVAL_ANSWER_PUBLIC_KEYS",
                    config.answerPublicKey().toString());
        }
        if (name.equals(StackConfig.INGEST)) {
            // The folder the gateway's uploads wait in (claim checks), and the originals it serves.
            vars.put("LEGAL_INGEST_STORE_DIR", config.libraryStore().toString());
        }
        if (name.equals("executor")) {
            String concurrency = env.apply("LEGAL_EXECUTOR_CONCURRENCY");
            if (concurrency == null) {
                concurrency = env.apply("LEGAL_RUNTIME_CONCURRENCY");
            }
            vars.put("LEGAL_RUNTIME_CONCURRENCY", concurrency == null ? EXECUTOR_CONCURRENCY : concurrency);
        }
        for (String setting : extra) {
            int eq = setting.indexOf('=');
            String key = setting.substring(0, eq);
            int colon = key.indexOf(':');
            if (colon < 0) {
                vars.put(key, setting.substring(eq + 1));
            } else if (key.substring(0, colon).equals(name)) {
                vars.put(key.substring(colon + 1), setting.substring(eq + 1));
            }
        }
        return vars;
    }

    public boolean ready(String name) {
        return Readiness.ready(config.servicePort(name));
    }

    /**
     * Waits until every service is ready or has stopped, then names each one that did not make it.
     * Returns each one's seconds from {@code since} (a {@link System#nanoTime}) to its first ready
     * answer, within the quarter second it is polled at.
     */
    public Map<String, Double> awaitReady(List<String> names, long since, PrintStream err) {
        long deadline = since + config.readySeconds() * 1_000_000_000L;
        var pending = new ArrayList<>(names);
        var stopped = new ArrayList<String>();
        var readyAfter = new LinkedHashMap<String, Double>();
        while (!pending.isEmpty() && System.nanoTime() < deadline) {
            for (String name : List.copyOf(pending)) {
                if (ready(name)) {
                    pending.remove(name);
                    readyAfter.put(name, (System.nanoTime() - since) / 1e9);
                } else if (pid(name).isEmpty()) {
                    pending.remove(name);
                    stopped.add(name);
                }
            }
            if (!pending.isEmpty()) {
                Children.pause(250);
            }
        }
        for (String name : concat(stopped, pending)) {
            Children.showLogTail(log(name), config.rel(log(name)), err);
        }
        if (!stopped.isEmpty()) {
            err.println("legal: stopped during start-up: " + String.join(" ", stopped));
        }
        if (!pending.isEmpty()) {
            err.println("legal: not ready after " + config.readySeconds() + "s: " + String.join(" ", pending)
                    + " (LEGAL_READY_TIMEOUT gives them longer)");
        }
        if (!stopped.isEmpty() || !pending.isEmpty()) {
            throw new StackException("the stack is not up; logs: " + config.rel(config.logDir())
                    + "/<service>.log; ./legal down stops what runs");
        }
        return readyAfter;
    }

    public void awaitReady(List<String> names, PrintStream err) {
        awaitReady(names, System.nanoTime(), err);
    }

    /** Stops the services this launcher started; returns how many it stopped. */
    public int stopAll(PrintStream err) throws IOException {
        var running = new LinkedHashMap<String, Long>();
        for (String name : config.services()) {
            pid(name).ifPresent(pid -> running.put(name, pid));
        }
        // Each lets its in-flight hop commit or abort while the broker is still there.
        Children.stop(running, config.stopGraceSeconds(), err);
        for (String name : config.services()) {
            Files.deleteIfExists(pidFile(name));
            Tree.delete(config.tmpDir(name));
        }
        return running.size();
    }

    private static List<String> concat(List<String> a, List<String> b) {
        var all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }
}
