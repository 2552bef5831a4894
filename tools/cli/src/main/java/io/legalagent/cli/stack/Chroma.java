package io.legalagent.cli.stack;

import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The local Chroma server, run from its npm package by the scripts in {@code deploy/chroma}
 * (install.sh, start.sh, stop.sh), which keep its PID file and log in the data folder. The package is
 * this machine's ({@link ChromaBinding}); on a machine without one, starting says to use compose.
 */
public final class Chroma {
    private static final Pattern ID = Pattern.compile("\"id\"\\s*:\\s*\"([^\"]+)\"");
    private static final HttpClient HTTP =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

    private final StackConfig config;
    private final PrintStream out;

    public Chroma(StackConfig config, PrintStream out) {
        this.config = config;
        this.out = out;
    }

    private Path scripts() {
        return config.root().resolve("deploy/chroma");
    }

    public boolean installed() {
        return Files.isExecutable(scripts().resolve("start.sh"));
    }

    public Optional<Long> pid() {
        return Children.runningPid(config.chromaData().resolve("chroma.pid"), "chroma");
    }

    /** Installs the npm package once and starts the server unless it runs; back once it answers. */
    public void start() {
        if (!installed()) {
            System.err.println("legal: no deploy/chroma/start.sh: Chroma is not started");
            return;
        }
        if (pid().isEmpty()) {
            script("install.sh");
        }
        script("start.sh");
    }

    public void stop() {
        if (pid().isPresent()) {
            script("stop.sh");
        }
    }

    private void script(String name) {
        Path log = config.logDir().resolve("chroma-" + name.replace(".sh", "") + ".log");
        var env = new HashMap<>(ChromaBinding.current().environment());
        env.put("CHROMA_PORT", String.valueOf(config.chromaPort()));
        env.put("CHROMA_DATA", config.chromaData().toString());
        env.put("CHROMA_HOME", config.state().resolve("chroma").toString());
        int code = Children.run(List.of(scripts().resolve(name).toString()), env, config.root(), log);
        try {
            Files.readAllLines(log).forEach(out::println); // what the script said (installing, ...)
        } catch (IOException e) {
            // nothing to show
        }
        if (code != 0) {
            throw new StackException("deploy/chroma/" + name + " failed (exit " + code + ")");
        }
    }

    private String collections() {
        return config.chromaUrl() + "/api/v2/tenants/default_tenant/databases/default_database/collections";
    }

    /** Passages in the collection; 0 when it does not exist (yet) or Chroma does not answer. */
    public long passageCount() {
        try {
            var found = ID.matcher(get(collections() + "/" + config.passageCollection()));
            if (!found.find()) {
                return 0;
            }
            return Long.parseLong(
                    get(collections() + "/" + found.group(1) + "/count").trim());
        } catch (IOException | RuntimeException e) {
            return 0;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 0;
        }
    }

    /** Deletes a collection of a benchmark's own; false if Chroma refused. */
    public boolean deleteCollection(String name) {
        try {
            var request = HttpRequest.newBuilder(URI.create(collections() + "/" + name))
                    .timeout(Duration.ofSeconds(10))
                    .DELETE()
                    .build();
            return HTTP.send(request, HttpResponse.BodyHandlers.discarding()).statusCode() / 100 == 2;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private static String get(String url) throws IOException, InterruptedException {
        var request = HttpRequest.newBuilder(URI.create(url))
                .timeout(Duration.ofSeconds(5))
                .GET()
                .build();
        var response = HTTP.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new IOException(url + " answered " + response.statusCode());
        }
        return response.body();
    }
}
