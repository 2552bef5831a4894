package io.legalagent.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.retrieval.support.ChromaServer;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * The images' file layouts, made from the executable jars by following deploy/Dockerfile
 * ({@link ImageLayout}), run what the deployment files ask of them: the executor its service with
 * {@code java -jar app.jar}, and the command-line image the corpus ingest with the very command of
 * docker-compose.yml's {@code ingest} service and of the Kubernetes {@code ingest} Job, against a
 * real Chroma server. The compose file's Chroma health check is asked of the same server.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ImageIngestIT {

    @TempDir
    static Path work;

    private static ImageLayout executor;
    private static ImageLayout cli;
    private static URI chroma;

    private final Doc compose =
            Manifests.load(Project.file("docker-compose.yml")).get(0);

    @BeforeAll
    static void buildTheImageLayoutAndStartChroma() {
        executor = ImageLayout.build("executor", work.resolve("executor"));
        cli = ImageLayout.build("tools", "cli", work.resolve("cli"));
        chroma = ChromaServer.url();
    }

    @Test
    void theImageStartsItsServiceWithJavaDashJar() throws IOException {
        Path app = executor.path(executor.workdir).resolve("app.jar");
        try (JarFile jar = new JarFile(app.toFile())) {
            var attributes = jar.getManifest().getMainAttributes();
            assertThat(attributes.getValue("Main-Class")).isEqualTo("io.legalagent.executor.ExecutorApplication");
            String classPath = attributes.getValue("Class-Path");
            assertThat(classPath).as("app.jar names the service's libraries").isNotBlank();
            for (String entry : classPath.split("\\s+")) {
                assertThat(app.resolveSibling(entry))
                        .as("%s of app.jar's Class-Path is in the image", entry)
                        .isRegularFile();
            }
        }
    }

    @Test
    @Order(1)
    void theComposeIngestLoadsTheSampleCorpusIntoChroma() throws IOException {
        Map<String, Object> ingest = compose.map("services", Project.CORPUS_INGEST);
        assertThat(ComposeFileIT.resolved(ingest.get("image"))).isEqualTo("legal-agent/cli:dev");
        Map<String, String> mounts = new LinkedHashMap<>();
        for (Object volume : Tree.list(ingest.get("volumes"))) {
            String[] parts = ComposeFileIT.resolved(volume).split(":");
            mounts.put(parts[1], Project.root().resolve(parts[0]).normalize().toString());
        }
        List<String> command = new ArrayList<>();
        Stream.concat(Tree.list(ingest.get("entrypoint")).stream(), Tree.list(ingest.get("command")).stream())
                .map(ComposeFileIT::resolved)
                .map(argument -> mounted(argument, mounts))
                .forEach(command::add);
        Map<String, String> environment = new LinkedHashMap<>();
        Tree.map(ingest.get("environment"))
                .forEach((key, value) -> environment.put(key, ComposeFileIT.resolved(value)));
        assertThat(environment.get("LEGAL_RETRIEVAL_CHROMA_URL")).isEqualTo("http://chroma:8000");
        environment.put("LEGAL_RETRIEVAL_CHROMA_URL", chroma.toString());

        Path corpus = Path.of(mounts.get("/corpus"));
        int passages = passages(corpus);
        assertThat(passages).as("passages in %s", corpus).isPositive();

        var result = runInImage(command, environment);
        assertThat(result.exitCode()).as(result.output()).isZero();
        assertThat(result.output())
                .contains(passages + " passages read, " + passages + " added")
                .contains("0 skipped rows");
    }

    @Test
    @Order(2)
    void theKubernetesIngestJobFindsTheCorpusTheImageCarriesAndAddsNothingTwice() throws IOException {
        Rendering base = Rendering.all().get(0);
        Containers job = Containers.of(base).stream()
                .filter(Containers::runsIngest)
                .findFirst()
                .orElseThrow();
        assertThat(job.repository()).isEqualTo("legal-agent/cli");
        Map<String, String> environment = new LinkedHashMap<>(job.environment());
        assertThat(environment.get("LEGAL_RETRIEVAL_CHROMA_URL")).isEqualTo("http://chroma:8000");
        environment.put("LEGAL_RETRIEVAL_CHROMA_URL", chroma.toString());
        List<String> command = job.command().stream().map(cli::local).toList();

        String corpus = job.command().get(job.command().size() - 1);
        int passages = passages(cli.path(corpus));
        assertThat(passages).as("passages the image carries in %s", corpus).isPositive();

        var result = runInImage(command, environment);
        assertThat(result.exitCode()).as(result.output()).isZero();
        assertThat(result.output())
                .as("the compose ingest already loaded the same corpus")
                .contains(passages + " passages read, 0 added, 0 replaced, " + passages + " unchanged");
    }

    @Test
    void theComposeHealthCheckOfChromaAsksTheRealServer() throws IOException {
        List<String> test = Tree.list(compose.at("services", "chroma", "healthcheck", "test")).stream()
                .map(Object::toString)
                .map(part -> part.replace("$$", "$"))
                .toList();
        assertThat(test.get(0)).isEqualTo("CMD");
        List<String> probe = test.subList(1, test.size());
        assertThat(String.join(" ", probe)).contains("/8000").contains("/api/v2/heartbeat");

        var healthy = ImageLayout.Result.of(onPort(probe, chroma.getPort()), work, Map.of(), 30);
        assertThat(healthy.exitCode()).as(healthy.output()).isZero();

        int closed;
        try (var socket = new ServerSocket(0)) {
            closed = socket.getLocalPort();
        }
        var down = ImageLayout.Result.of(onPort(probe, closed), work, Map.of(), 30);
        assertThat(down.exitCode()).as("no server: unhealthy").isNotZero();

        List<String> wrongPath = onPort(probe, chroma.getPort()).stream()
                .map(part -> part.replace("/api/v2/heartbeat", "/api/v1/heartbeat"))
                .toList();
        var notOk = ImageLayout.Result.of(wrongPath, work, Map.of(), 30);
        assertThat(notOk.exitCode()).as("an answer other than 200: unhealthy").isNotZero();
    }

    private static List<String> onPort(List<String> probe, int port) {
        return probe.stream().map(part -> part.replace("/8000", "/" + port)).toList();
    }

    /** Runs a container command in the image layout, with the image's ENV below the container's. */
    private static ImageLayout.Result runInImage(List<String> command, Map<String, String> containerEnvironment)
            throws IOException {
        Map<String, String> environment = new LinkedHashMap<>();
        cli.environment.forEach((key, value) -> environment.put(key, imagePaths(value)));
        environment.putAll(containerEnvironment);
        return ImageLayout.Result.of(command, cli.path(cli.workdir), environment, 300);
    }

    /** /tmp and /app in a value (such as -Djava.io.tmpdir=/tmp) as their places in the layout. */
    private static String imagePaths(String value) {
        return value.replaceAll(
                "(?<=^|[=\\s:])/(tmp|app)(?=$|[/\\s])", cli.path("/$1").toString());
    }

    private static String mounted(String argument, Map<String, String> mounts) {
        for (var mount : mounts.entrySet()) {
            if (argument.equals(mount.getKey()) || argument.startsWith(mount.getKey() + "/")) {
                return mount.getValue() + argument.substring(mount.getKey().length());
            }
        }
        return argument;
    }

    /** Passages in a corpus folder: one per line of its .jsonl files (the sample corpus has no .csv). */
    private static int passages(Path folder) throws IOException {
        int count = 0;
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : files.toList()) {
                String name = file.getFileName().toString();
                assertThat(name.endsWith(".csv")).as("a .csv in %s", folder).isFalse();
                if (name.endsWith(".jsonl")) {
                    count += (int) Files.readAllLines(file).stream()
                            .filter(line -> !line.isBlank())
                            .count();
                }
            }
        }
        return count;
    }
}
