package io.legalagent.cli.stack;

import io.legalagent.retrieval.RetrievalSettings;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.IntConsumer;

/**
 * A benchmark's stack: the services and broker stopped, a fresh broker of its own (storage under
 * .legal/bench, deleted afterwards), the services restarted with the benchmark's settings, and on
 * {@link #close} the stack put back as it was (up with its own model, or down). Your topics and
 * answers are never touched; Chroma is shared, and a benchmark that writes to it uses collections of
 * its own, deleted afterwards.
 */
public final class BenchStack implements AutoCloseable {
    private final Stack user;
    private Stack bench;
    private Path brokerData;
    private final IntConsumer topics;
    private final PrintStream err;
    private boolean stackWasUp;
    private boolean chromaWasUp;
    private Model userModel = Model.offline();
    private String memoryCollection;
    private final List<String> passCollections = new ArrayList<>();

    /** {@code err}: the launcher's messages; stdout is the benchmark's tables. */
    public BenchStack(Stack user, int partitions, IntConsumer topics, PrintStream err) {
        this(user, partitions, user.config().security(), topics, err);
    }

    /** {@code secured}: the benchmark's broker with logins and ACLs, or open, to measure what they cost. */
    public BenchStack(Stack user, int partitions, boolean secured, IntConsumer topics, PrintStream err) {
        this.user = user;
        this.bench = new Stack(user.config().withPartitions(partitions).withSecurity(secured), user.env(), err, err);
        this.topics = topics;
        this.err = err;
    }

    public Stack stack() {
        return bench;
    }

    /**
     * A QA memory collection of the benchmark's own (the services keep it per organisation, as
     * {@code <name>_local}), deleted afterwards.
     */
    public String memoryCollection() {
        if (memoryCollection == null) {
            memoryCollection = "bench-qa-memory-" + System.currentTimeMillis() / 1000;
        }
        return memoryCollection;
    }

    /**
     * Another QA memory collection of the benchmark's own, deleted afterwards: a pass that must not
     * find the questions an earlier pass answered gets a fresh one.
     */
    public String newMemoryCollection() {
        String name = memoryCollection() + "-" + (passCollections.size() + 1);
        passCollections.add(name);
        return name;
    }

    public void begin(boolean needsChroma) throws IOException {
        var config = user.config();
        if (!config.allServices()) {
            throw new StackException("the benchmarks need all the services (unset LEGAL_SERVICES)");
        }
        Files.createDirectories(config.runDir());
        Files.createDirectories(config.logDir());
        stackWasUp = user.broker().pid().isPresent() || user.anyServiceRunning();
        chromaWasUp = user.chroma().pid().isPresent();
        if (stackWasUp) {
            var saved = user.savedModel();
            String running = user.runningModel();
            if (saved.isPresent()) {
                userModel = saved.get();
            } else if (!running.startsWith("offline") && !running.equals("unknown")) {
                throw new StackException("the stack runs with model: " + running
                        + "; ./legal down first (the benchmark cannot restart it)");
            }
        }
        user.broker().fetch();
        if (stackWasUp) {
            err.println("stopping the stack for the benchmark; it comes back up afterwards");
        }
        user.gateway().stop(err);
        user.services().stopAll(err);
        user.broker().stop(err);
        var data = config.benchDir().resolve("kafka-data");
        Tree.delete(data);
        Files.createDirectories(data);
        brokerData = data;
        bench.useBrokerData(data);
        bench.broker().format();
        bench.broker().start();
        topics.accept(bench.config().partitions());
        if (needsChroma) {
            bench.chroma().start();
            bench.ingestIfEmpty();
        }
    }

    /**
     * The services started from now on with lean JVM options per kind ({@code deploy/jvm}), or plain
     * ones; what runs is stopped first.
     */
    public void useLeanJvm(boolean lean) throws IOException {
        bench.services().stopAll(err);
        bench = new Stack(bench.config().withLeanJvm(lean), user.env(), err, err);
        bench.useBrokerData(brokerData);
    }

    /**
     * (Re)starts the nine services, offline, with these settings (NAME=value, or service:NAME=value),
     * all at once; returns each one's seconds from its start to ready.
     */
    public Map<String, Double> startServices(String description, List<String> settings) throws IOException {
        bench.services().stopAll(err);
        var offline = Model.offline();
        bench.recordModel(offline, "offline, benchmark settings: " + description);
        // Made once per build, before the clock starts: a start, not a training run, is measured.
        bench.services().prepare(bench.config().services(), offline, err);
        err.println("starting the services: " + description);
        long since = System.nanoTime();
        for (String name : bench.config().services()) {
            bench.services().start(name, offline, settings);
        }
        return bench.services().awaitReady(bench.config().services(), since, err);
    }

    /** Whatever happened: the benchmark's processes and data go, the stack is as it was. */
    @Override
    public void close() throws IOException {
        bench.services().stopAll(err);
        bench.broker().stop(err);
        Tree.delete(user.config().benchDir().resolve("kafka-data"));
        var collections = new ArrayList<>(passCollections);
        if (memoryCollection != null && passCollections.isEmpty()) {
            collections.add(memoryCollection);
        }
        for (String given : collections) {
            // The services remember for the organisation of questions on legal.questions (local).
            String collection = given + "_" + RetrievalSettings.DEFAULT_ORGANISATION;
            if (!user.chroma().deleteCollection(collection)) {
                err.println("legal: could not delete the benchmark's collection " + collection + " from Chroma");
            }
        }
        user.forgetModel();
        if (stackWasUp) {
            err.println("bringing the stack back up with its own settings");
            try {
                user.up(userModel, false, () -> topics.accept(user.config().partitions()));
            } catch (RuntimeException e) {
                err.println("legal: the stack did not come back up (" + e.getMessage() + "): ./legal up");
            }
        } else {
            // The broker's configuration goes back to the stack's own storage for the next `up`.
            user.broker().render();
            if (!chromaWasUp) {
                user.chroma().stop();
            }
            err.println("the stack is down, as it was");
        }
    }
}
