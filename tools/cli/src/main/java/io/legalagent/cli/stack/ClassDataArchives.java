package io.legalagent.cli.stack;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

/**
 * What the image does when it is built (deploy/jvm/prepare.sh), done once per build of a service
 * under {@code .legal/cds/NAME/}: its executable jar extracted, since class-data sharing cannot map
 * the classes of nested jars, and one start recorded into a class-data sharing archive that every
 * later start maps instead of loading those classes again. The training start stops once Spring's
 * context is refreshed, before it listens or connects to Kafka. A service whose archive cannot be
 * made runs from its executable jar as before.
 */
final class ClassDataArchives {
    static final String ARCHIVE = "app.jsa";
    private static final String STAMP = "built-from";
    /** Two at a time: a training start is a full JVM and Spring start, on two cores. */
    private static final int PARALLEL = 2;

    private final StackConfig config;

    ClassDataArchives(StackConfig config) {
        this.config = config;
    }

    /** How a service starts: the jar to run, and the options that map its archive (none without one). */
    record Launch(Path jar, List<String> options) {}

    /** The launch from the service's archive when it is current; the executable jar otherwise. */
    Launch launch(String name) {
        Path dir = dir(name);
        if (current(name)) {
            return new Launch(extracted(name), List.of("-XX:SharedArchiveFile=" + dir.resolve(ARCHIVE)));
        }
        return new Launch(config.serviceJar(name), List.of());
    }

    /** Makes the archives that are missing or older than their service's jar, two at a time. */
    void prepare(List<String> names, Function<String, Map<String, String>> environment, PrintStream err) {
        var stale = names.stream().filter(name -> !current(name)).toList();
        if (stale.isEmpty()) {
            return;
        }
        err.println("class-data archives (once per build): " + String.join(" ", stale));
        var pool = Executors.newFixedThreadPool(PARALLEL);
        try {
            var tasks = stale.stream()
                    .map(name -> pool.submit(() -> make(name, environment.apply(name), err)))
                    .toList();
            for (var task : tasks) {
                task.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new StackException("interrupted while making the class-data archives");
        } catch (java.util.concurrent.ExecutionException e) {
            throw new StackException(
                    "cannot make a class-data archive: " + e.getCause().getMessage());
        } finally {
            pool.shutdownNow();
            awaitQuietly(pool);
        }
    }

    private void make(String name, Map<String, String> environment, PrintStream err) {
        Path dir = dir(name);
        Path log = config.logDir().resolve(name + "-cds.log");
        delete(dir);
        var java = List.of(
                "java", "-Djarmode=tools", "-jar", config.serviceJar(name).toString());
        var extract = new ArrayList<>(java);
        extract.addAll(List.of("extract", "--destination", dir.resolve("app").toString()));
        if (Children.run(extract, Map.of(), config.root(), log) != 0) {
            err.println(
                    "legal: cannot extract " + name + "'s jar (" + config.rel(log) + "); it starts without an archive");
            return;
        }
        var training = new ArrayList<String>();
        training.add("java");
        // The options it will run with, so that the archive matches them.
        training.addAll(config.serviceJvm().of(name));
        training.add("-XX:ArchiveClassesAtExit=" + dir.resolve(ARCHIVE));
        Path tmp = config.tmpDir(name + "-archive");
        training.add(Children.privateTmpDir(tmp));
        training.add("-Dspring.context.exit=onRefresh");
        training.addAll(List.of("-jar", extracted(name).toString()));
        var env = new HashMap<>(environment);
        env.put("LEGAL_MODEL_PROVIDER", "offline");
        env.put("LEGAL_RUNTIME_DECLARE_TOPICS", "false");
        // Its exit code does not matter: the classes it loaded are archived when the JVM exits.
        Children.run(training, env, config.root(), log);
        delete(tmp);
        if (!Files.isRegularFile(dir.resolve(ARCHIVE))) {
            err.println("legal: no class-data archive for " + name + " (" + config.rel(log) + "); it starts without");
            return;
        }
        write(dir.resolve(STAMP), stamp(name));
    }

    private boolean current(String name) {
        Path dir = dir(name);
        try {
            return Files.isRegularFile(dir.resolve(ARCHIVE))
                    && Files.isRegularFile(extracted(name))
                    && Files.isRegularFile(dir.resolve(STAMP))
                    && Files.readString(dir.resolve(STAMP)).equals(stamp(name));
        } catch (IOException e) {
            return false;
        }
    }

    /** The jar it was made from, by path, size and time: a rebuild makes it stale. */
    private String stamp(String name) {
        Path jar = config.serviceJar(name);
        try {
            return jar + " " + Files.size(jar) + " "
                    + Files.getLastModifiedTime(jar).toMillis() + "\n";
        } catch (IOException e) {
            return "missing " + jar + "\n";
        }
    }

    private Path dir(String name) {
        return config.state().resolve("cds").resolve(name);
    }

    private Path extracted(String name) {
        return dir(name).resolve("app").resolve(config.serviceJar(name).getFileName());
    }

    private static void write(Path file, String text) {
        try {
            Files.writeString(file, text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void delete(Path dir) {
        try {
            Tree.delete(dir);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot clear " + dir, e);
        }
    }

    private static void awaitQuietly(java.util.concurrent.ExecutorService pool) {
        try {
            pool.awaitTermination(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
