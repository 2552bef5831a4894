package io.legalagent.cli.stack;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;

/**
 * The chaos benchmark's kills: once the driver has started publishing, every S seconds one ready
 * service that is not still coming back from an earlier kill, drawn with a seeded random, is SIGKILLed and restarted as {@code up} starts it, and the
 * broker once (kill number {@code brokerTick}) on the same storage; with {@link #moved}, a service
 * comes back as a new instance. Each kill is recorded as one JSON line: target, pid, when killed and
 * when ready again (null if never).
 */
public final class ChaosKiller {
    private final Stack stack;
    private final Path killsFile;
    private final Path logs;
    private final Random random;
    private final PrintStream err;
    private final List<Thread> restarts = new ArrayList<>();
    /** Services killed whose restart has not yet been seen ready: not killed again until it has. */
    private final Set<String> comingBack = ConcurrentHashMap.newKeySet();

    public ChaosKiller(Stack stack, Path killsFile, Path logs, long seed, PrintStream err) {
        this.stack = stack;
        this.killsFile = killsFile;
        this.logs = logs;
        this.random = new Random(seed);
        this.err = err;
    }

    /** Returns once every restarted process is back or given up on. */
    public void run(BooleanSupplier driverRuns, Path started, int everySeconds, int kills, int brokerTick)
            throws InterruptedException {
        while (!Files.exists(started) && driverRuns.getAsBoolean()) {
            Thread.sleep(100);
        }
        long every = everySeconds * 1000L;
        long next = System.currentTimeMillis() + every;
        int tick = 0;
        while (tick < kills && driverRuns.getAsBoolean()) {
            if (System.currentTimeMillis() < next) {
                Thread.sleep(100);
                continue;
            }
            tick++;
            if (tick == brokerTick) {
                killBroker();
            } else {
                killService(tick);
            }
            next += every;
            while (next <= System.currentTimeMillis()) {
                next += every; // a slow kill skips ticks, never bunches them
            }
        }
        for (Thread restart : restarts) {
            restart.join();
        }
    }

    private void killService(int tick) {
        var services = stack.services();
        var victim = pick(stack.config().services(), services::ready);
        if (victim.isEmpty()) {
            err.println("chaos: no service ready at kill " + tick + "; none killed");
            return;
        }
        String name = victim.get();
        var pid = services.pid(name);
        if (pid.isEmpty()) {
            return;
        }
        killed(name);
        Children.kill(pid.get());
        long killed = System.currentTimeMillis();
        Children.waitReleased(pid.get(), stack.config().servicePort(name));

        err.println("chaos: kill " + tick + ": SIGKILL " + name + " (pid " + pid.get() + "); restarting it");
        copy(services.log(name), logs.resolve(name + "-kill-" + tick + ".log"));
        var restart = new Thread(() -> restart(name, tick, pid.get(), killed), "chaos-restart-" + tick);
        restart.start();
        restarts.add(restart);
    }

    /** One of the ready services not still coming back from an earlier kill, drawn with the seeded random. */
    Optional<String> pick(List<String> services, Predicate<String> ready) {
        var candidates = services.stream()
                .filter(name -> !comingBack.contains(name))
                .filter(ready)
                .toList();
        return candidates.isEmpty() ? Optional.empty() : Optional.of(candidates.get(random.nextInt(candidates.size())));
    }

    /** Marks a service as killed and not yet back, as a kill does. */
    void killed(String name) {
        comingBack.add(name);
    }

    private void restart(String name, int tick, long pid, long killed) {
        var services = stack.services();
        long deadline = System.nanoTime() + stack.config().readySeconds() * 1_000_000_000L;
        Long readyAt = null;
        try {
            services.start(name, Model.offline(), settingsFor(name, tick));
            while (System.nanoTime() < deadline && services.pid(name).isPresent()) {
                if (services.ready(name)) {
                    readyAt = System.currentTimeMillis();
                    break;
                }
                Children.pause(200);
            }
        } catch (RuntimeException e) {
            err.println("chaos: restarting " + name + " failed: " + e.getMessage());
        }
        if (readyAt == null) {
            err.println("legal: chaos: " + name + " did not come back after kill " + tick);
        }
        record(name, pid, killed, readyAt);
        comingBack.remove(name);
    }

    private List<String> benchSettings = List.of();
    private boolean moved;

    /** The settings the services were started with, for their restarts. */
    public ChaosKiller restartWith(List<String> settings) {
        this.benchSettings = List.copyOf(settings);
        return this;
    }

    /**
     * true: a killed service comes back under a new instance id, as a pod rescheduled onto another
     * node does, so nothing fences its predecessor and the group must wait out the old member.
     */
    public ChaosKiller moved(boolean moved) {
        this.moved = moved;
        return this;
    }

    List<String> settingsFor(String name, int tick) {
        if (!moved) {
            return benchSettings;
        }
        var settings = new ArrayList<>(benchSettings);
        settings.add(name + ":LEGAL_RUNTIME_INSTANCE_ID=" + name + "-moved-" + tick);
        return settings;
    }

    private void killBroker() {
        var broker = stack.broker();
        var pid = broker.pid();
        if (pid.isEmpty()) {
            err.println("legal: chaos: no broker to kill");
            return;
        }
        Children.kill(pid.get());
        long killed = System.currentTimeMillis();
        Children.waitReleased(
                pid.get(), stack.config().kafkaPort(), stack.config().controllerPort());
        err.println("chaos: SIGKILL the broker (pid " + pid.get() + "); restarting it on "
                + stack.config().rel(broker.data()));
        copy(broker.log(), logs.resolve("kafka-killed.log"));
        Long readyAt = null;
        try {
            broker.start();
            long deadline = System.nanoTime() + stack.config().readySeconds() * 1_000_000_000L;
            while (System.nanoTime() < deadline) {
                if (Files.readString(broker.log()).contains("Kafka Server started")) {
                    readyAt = System.currentTimeMillis();
                    break;
                }
                Children.pause(100);
            }
        } catch (IOException | RuntimeException e) {
            err.println("chaos: restarting the broker failed: " + e.getMessage());
        }
        if (readyAt == null) {
            err.println("legal: chaos: the broker did not report started in "
                    + stack.config().readySeconds() + "s");
        }
        record("kafka", pid.get(), killed, readyAt);
    }

    private synchronized void record(String target, long pid, long killed, Long readyAt) {
        String line = "{\"target\":\"" + target + "\",\"pid\":" + pid + ",\"killed_at_ms\":" + killed
                + ",\"ready_at_ms\":" + readyAt + "}\n";
        try {
            Files.writeString(killsFile, line, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void copy(Path from, Path to) {
        try {
            Files.copy(from, to, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            // a missing log is no reason to stop the benchmark
        }
    }
}
