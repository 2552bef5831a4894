package io.legalagent.retrieval.support;

import io.legalagent.retrieval.store.ChromaClient;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * Gives tests a real Chroma server: the one at {@code CHROMA_URL} if set, else one started through
 * deploy/chroma/start.sh on a free port with a temporary data folder, shared by every test class of
 * the run and stopped (stop.sh) when the test JVM ends. Injects {@link ChromaClient} parameters.
 */
public final class ChromaServer implements ParameterResolver {
    private static Running shared;

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType() == ChromaClient.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        return new ChromaClient(url());
    }

    /**
     * The server of this test run, started on first use; for code outside a JUnit extension, such as a
     * Spring {@code @DynamicPropertySource}. A shutdown hook stops it when the test JVM ends.
     */
    public static synchronized URI url() {
        if (shared == null) {
            shared = Running.start();
        }
        return shared.url;
    }

    /** A running server, stopped by a shutdown hook. */
    static final class Running implements AutoCloseable {
        final URI url;
        private final Path data;

        private Running(URI url, Path data) {
            this.url = url;
            this.data = data;
        }

        static Running start() {
            String external = System.getenv("CHROMA_URL");
            if (external != null && !external.isBlank()) {
                return new Running(URI.create(external), null);
            }
            try {
                Path data = Files.createTempDirectory("chroma-test-");
                int port = freePort();
                run(List.of("start.sh", "--port", "" + port, "--path", data.toString()));
                var running = new Running(URI.create("http://127.0.0.1:" + port), data);
                Runtime.getRuntime().addShutdownHook(new Thread(running::close)); // even if JUnit is killed
                return running;
            } catch (IOException e) {
                throw new IllegalStateException("cannot start Chroma: " + e.getMessage(), e);
            }
        }

        @Override
        public synchronized void close() {
            if (data != null && Files.exists(data.resolve("chroma.pid"))) {
                run(List.of("stop.sh", "--path", data.toString()));
                try (var files = Files.walk(data)) {
                    files.sorted(java.util.Comparator.reverseOrder())
                            .forEach(f -> f.toFile().delete());
                } catch (IOException e) {
                    // a leftover temp folder is harmless
                }
            }
        }

        private static void run(List<String> command) {
            Path script = ProjectRoot.get().resolve("deploy/chroma").resolve(command.get(0));
            var args = new java.util.ArrayList<>(command);
            args.set(0, script.toString());
            try {
                var process = new ProcessBuilder(args).redirectErrorStream(true).start();
                String output = new String(process.getInputStream().readAllBytes());
                if (!process.waitFor(180, TimeUnit.SECONDS) || process.exitValue() != 0) {
                    throw new IllegalStateException(String.join(" ", args) + " failed:\n" + output);
                }
            } catch (IOException e) {
                throw new IllegalStateException(e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }

        private static int freePort() throws IOException {
            try (var socket = new ServerSocket(0)) {
                return socket.getLocalPort();
            }
        }
    }

    /** A collection name no other test uses. */
    public static String uniqueCollection(String prefix) {
        return prefix + "-" + UUID.randomUUID().toString().substring(0, 8);
    }
}
