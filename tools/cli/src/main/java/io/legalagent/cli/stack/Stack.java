package io.legalagent.cli.stack;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The local stack: a real Kafka broker, a real Chroma server and the services (the ten nodes, the ingest) as separate
 * processes, with logs, data and PID files under {@code .legal/}. Every step of {@link #up} leaves
 * what already runs alone, so a second {@code up} changes nothing.
 */
public final class Stack {
    private final StackConfig config;
    private final Function<String, String> env;
    private final PrintStream out;
    private final PrintStream err;
    private Broker broker;
    private final Chroma chroma;
    private final Services services;
    private final Gateway gateway;
    private final Issuer issuer;

    public Stack(StackConfig config, Function<String, String> env, PrintStream out, PrintStream err) {
        this.config = config;
        this.env = env;
        this.out = out;
        this.err = err;
        this.broker = new Broker(config, config.kafkaData(), out);
        this.chroma = new Chroma(config, out);
        this.services = new Services(config, env);
        this.gateway = new Gateway(config);
        this.issuer = new Issuer(config);
    }

    public StackConfig config() {
        return config;
    }

    public Broker broker() {
        return broker;
    }

    /** A benchmark's broker on storage of its own, or the stack's again. */
    public void useBrokerData(Path data) {
        broker = new Broker(config, data, out);
    }

    public Chroma chroma() {
        return chroma;
    }

    public Services services() {
        return services;
    }

    public Gateway gateway() {
        return gateway;
    }

    public Issuer issuer() {
        return issuer;
    }

    private Path modelFile() {
        return config.runDir().resolve("model");
    }

    private Path modelSettings() {
        return config.runDir().resolve("model.properties");
    }

    public String runningModel() {
        try {
            return Files.readString(modelFile()).trim();
        } catch (IOException e) {
            return "unknown";
        }
    }

    /** The model the running services were started with, if recorded. */
    public Optional<Model> savedModel() {
        try {
            return Files.exists(modelSettings()) ? Optional.of(Model.load(modelSettings())) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    public void recordModel(Model model, String description) throws IOException {
        Files.createDirectories(config.runDir());
        Files.writeString(modelFile(), description + "\n");
        model.save(modelSettings());
    }

    public void forgetModel() throws IOException {
        Files.deleteIfExists(modelFile());
        Files.deleteIfExists(modelSettings());
    }

    public boolean anyServiceRunning() {
        return config.services().stream().anyMatch(name -> services.pid(name).isPresent());
    }

    /** Services keep the model they started with: another one needs a restart, not a surprise. */
    public void checkModel(Model model, boolean chosen) {
        String running = runningModel();
        if (chosen && !running.equals("unknown") && !running.equals(model.description())) {
            throw new StackException("the services already run with model: " + running
                    + "\n       ./legal down first, then ./legal up with the model you want");
        }
    }

    public boolean allReady() {
        if (broker.pid().isEmpty() || (chroma.installed() && chroma.pid().isEmpty())) {
            return false;
        }
        return config.services().stream().allMatch(services::ready)
                && (!config.hasIssuer() || issuer.ready())
                && gateway.ready();
    }

    /** Starts what is missing with this model and waits until every service is ready. */
    public void up(Model model, boolean chosen, Runnable createTopics) throws IOException {
        Files.createDirectories(config.runDir());
        Files.createDirectories(config.logDir());
        boolean anyRunning = anyServiceRunning();
        if (anyRunning) {
            checkModel(model, chosen);
        }
        broker.fetch();
        broker.format();
        broker.start();
        createTopics.run();
        chroma.start();
        ingestIfEmpty();
        if (!anyRunning) {
            recordModel(model, model.description());
        }
        String keyId = services.signingKey();
        int nodeKeysMade = (int)
                services.nodeKeys().stream().filter(NodeKeyFiles.NodeKey::made).count();
        services.prepare(config.services(), model, err);
        if (config.hasIssuer()) {
            // It needs neither Kafka nor Chroma: it starts while the services do.
            issuer.start();
        }
        for (String name : config.services()) {
            services.start(name, model, List.of());
        }
        services.awaitReady(config.services(), err);
        if (config.hasIssuer()) {
            // The gateway reads the issuer's discovery document when it starts.
            issuer.awaitReady(err);
        }
        // The front door opens last, once there is someone behind it.
        gateway.start();
        gateway.awaitReady(err);
        out.println("model: " + runningModel());
        boolean chromaUp = chroma.pid().isPresent();
        out.println("up: kafka " + config.bootstrap() + (chromaUp ? ", chroma " + config.chromaUrl() : "") + ", "
                + summary());
        String signIn = config.hasIssuer()
                ? ": sign in as local (password in "
                        + config.rel(issuer.secrets().file(IssuerSecrets.PASSWORD)) + ")"
                : "";
        out.println("gateway: " + gateway.url() + " (the page" + signIn + "; the API under /api, see docs/gateway.md)");
        if (config.hasIssuer()) {
            out.println(
                    "issuer: " + issuer.uri() + " (the local sign-in; a token for curl: ./legal token --user local)");
        }
        out.println("answers: signed with key " + keyId + " (public key: " + config.rel(config.answerPublicKey())
                + ", also at " + gateway.url() + "api/public-key)");
        out.println("node keys: " + config.rel(config.nodeKeyDir()) + " (" + nodeKeysMade
                + " made now), public keys in " + config.rel(config.nodeKeyring()) + ", also at " + gateway.url()
                + "api/keys");
        out.println("logs: " + config.rel(config.logDir()) + "/<component>.log"
                + (chromaUp ? ", " + config.rel(config.chromaData()) + "/chroma.log" : ""));
        out.println("data: " + config.rel(broker.data()) + " (Kafka), " + config.rel(config.chromaData())
                + " (Chroma); pids: " + config.rel(config.runDir()));
    }

    private String summary() {
        var all = config.services();
        if (config.allServices()) {
            return all.size() + " services on ports " + config.servicePort(all.get(0)) + "-"
                    + config.servicePort(all.get(all.size() - 1));
        }
        var list = new ArrayList<String>();
        config.services().forEach(name -> list.add(name + ":" + config.servicePort(name)));
        return "services " + String.join(" ", list);
    }

    /** Embeds the sample corpus when the passage collection is empty (a child JVM, its log kept). */
    public void ingestIfEmpty() {
        if (chroma.pid().isEmpty() || chroma.passageCount() > 0) {
            return;
        }
        if (!Files.isDirectory(config.corpusDir())) {
            err.println("legal: the passage collection is empty and there is no sample corpus at "
                    + config.rel(config.corpusDir()));
            return;
        }
        out.println("ingesting the sample corpus " + config.rel(config.corpusDir()) + " into Chroma (once)");
        // Not "ingest": that is the document ingest service's log and temporary folder.
        Path log = config.logDir().resolve("corpus-ingest.log");
        Path tmp = config.tmpDir("corpus-ingest");
        var command = List.of(
                "java",
                "-Dai.djl.offline=true",
                Children.privateTmpDir(tmp),
                "-jar",
                Launcher.cliJar(config).toString(),
                "ingest",
                config.corpusDir().toString());
        int exit = Children.run(command, config.childEnvironment(), config.root(), log);
        try {
            Tree.delete(tmp);
        } catch (IOException e) {
            err.println("legal: could not delete " + config.rel(tmp) + ": " + e.getMessage());
        }
        if (exit != 0) {
            Children.showLogTail(log, config.rel(log), err);
            throw new StackException("the ingest failed (log: " + config.rel(log) + ")");
        }
    }

    /**
     * The gateway first (no new questions), then the services, each finishing its hop while the
     * broker is there; then the local issuer, Chroma and the broker.
     */
    public void down() throws IOException {
        var stopped = new ArrayList<String>();
        if (gateway.stop(err)) {
            stopped.add("gateway");
        }
        int count = services.stopAll(err);
        if (count > 0) {
            stopped.add(count + " services");
        }
        if (issuer.stop(err)) {
            stopped.add("identity");
        }
        if (chroma.pid().isPresent()) {
            chroma.stop();
            stopped.add("chroma");
        }
        if (broker.stop(err)) {
            stopped.add("kafka");
        }
        forgetModel();
        out.println(stopped.isEmpty() ? "nothing was running" : "stopped: " + String.join(" ", stopped));
    }

    /** Each component up/down with its pid, port and resident memory; true when all are up. */
    public boolean printStatus() {
        var table = new StatusTable(out);
        var kafka = broker.pid();
        table.row("kafka", StatusTable.State.of(kafka, () -> true), kafka, config.kafkaPort());
        var chromaPid = chroma.pid();
        table.row("chroma", StatusTable.State.of(chromaPid, () -> true), chromaPid, config.chromaPort());
        for (String name : config.services()) {
            var pid = services.pid(name);
            table.row(name, StatusTable.State.of(pid, () -> services.ready(name)), pid, config.servicePort(name));
        }
        var gatewayPid = gateway.pid();
        if (config.hasIssuer()) {
            var issuerPid = issuer.pid();
            table.row("identity", StatusTable.State.of(issuerPid, issuer::ready), issuerPid, config.identityPort());
        }
        table.row("gateway", StatusTable.State.of(gatewayPid, gateway::ready), gatewayPid, config.gatewayPort());
        if (Files.exists(modelFile())) {
            out.println("model: " + runningModel());
        }
        return table.allUp();
    }

    Function<String, String> env() {
        return env;
    }
}
