package io.legalagent.cli.stack;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Children that really run: the caller's pipe let go, the child's own temporary folder. */
class ChildrenIT {
    @TempDir
    Path dir;

    private long child = -1;

    @AfterEach
    void stopTheChild() {
        if (child > 0) {
            Children.kill(child);
        }
    }

    @Test
    void aStartedProcessLetsGoOfTheCallersPipe() throws Exception {
        var command = new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                System.getProperty("java.class.path"),
                LaunchThenExit.class.getName(),
                dir.toString());
        // What the child must not keep: the tracing settings pass through, the pipe does not.
        command.environment().put("OTEL_EXPORTER_OTLP_ENDPOINT", "http://127.0.0.1:4318");
        command.environment().put("LEGAL_TRACING_UI_URL", "http://127.0.0.1:16686");
        var caller = command.redirectErrorStream(true).start();

        // Read the caller's stdout to its end: it ends only when no process holds the pipe any more.
        var everything = CompletableFuture.supplyAsync(() -> {
            try {
                return new String(caller.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        });
        String printed = everything.get(30, TimeUnit.SECONDS);
        assertThat(caller.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(printed).startsWith("launched ");
        child = Long.parseLong(printed.substring("launched ".length()).trim());

        assertThat(Children.alive(child))
                .as("the started process outlives its caller")
                .isTrue();
        assertThat(Files.readString(dir.resolve("child.pid")).trim()).isEqualTo(Long.toString(child));
        assertThat(Children.runningPid(dir.resolve("child.pid"), "sleep")).contains(child);
        assertThat(descriptors(child))
                .as("stdin from /dev/null, stdout and stderr to its log, nothing else")
                .containsExactly(
                        "/dev/null",
                        dir.resolve("child.log").toString(),
                        dir.resolve("child.log").toString());
        String environ =
                Files.readString(Path.of("/proc/" + child + "/environ")).replace('\0', '\n');
        assertThat(environ)
                .contains("OTEL_EXPORTER_OTLP_ENDPOINT=http://127.0.0.1:4318")
                .contains("LEGAL_TRACING_UI_URL=http://127.0.0.1:16686");
    }

    @Test
    void aChildsTemporaryFilesGoToItsOwnFolderWhichIsEmptiedBeforeItStarts() throws IOException {
        Path own = dir.resolve("state/tmp/executor");
        Files.createDirectories(own.resolve("onnxruntime-java123"));
        Files.writeString(own.resolve("onnxruntime-java123/libonnxruntime.so"), "left by a killed run");
        Path probe = Files.writeString(
                dir.resolve("Probe.java"),
                """
                public class Probe {
                    public static void main(String[] args) throws Exception {
                        java.nio.file.Files.createTempDirectory("onnxruntime-java");
                    }
                }
                """);

        String option = Children.privateTmpDir(own);
        int exit = Children.run(
                List.of("java", option, probe.toString()), java.util.Map.of(), dir, dir.resolve("probe.log"));

        assertThat(exit).as(Files.readString(dir.resolve("probe.log"))).isZero();
        assertThat(option).isEqualTo("-Djava.io.tmpdir=" + own);
        try (var made = Files.list(own)) {
            assertThat(made.map(p -> p.getFileName().toString()).toList())
                    .singleElement()
                    .satisfies(name ->
                            assertThat(name).startsWith("onnxruntime-java").isNotEqualTo("onnxruntime-java123"));
        }
    }

    @Test
    void aProcessIsAliveWithItsCommandLineUntilItEndsAndIsReaped() throws Exception {
        Process sleeper = new ProcessBuilder("sleep", "60").start();
        child = sleeper.pid();

        assertThat(Children.alive(child)).isTrue();
        assertThat(Children.arguments(child)).containsExactly("60");
        assertThat(Children.commandLine(child)).contains("sleep").endsWith(" 60");

        sleeper.destroy();
        assertThat(sleeper.waitFor(10, TimeUnit.SECONDS)).isTrue();
        long ended = child;
        child = -1; // reaped: its number may be given to another process
        assertThat(Children.alive(ended)).isFalse();
        assertThat(Children.commandLine(ended)).isEmpty();
        assertThat(Children.arguments(ended)).isEmpty();
    }

    /** Where each open descriptor of a process points, in descriptor order. */
    private static List<String> descriptors(long pid) throws IOException {
        var targets = new ArrayList<String>();
        try (var fds = Files.list(Path.of("/proc/" + pid + "/fd"))) {
            for (Path fd :
                    fds.sorted((a, b) -> Integer.compare(number(a), number(b))).toList()) {
                targets.add(Files.readSymbolicLink(fd).toString());
            }
        }
        return targets;
    }

    private static int number(Path fd) {
        return Integer.parseInt(fd.getFileName().toString());
    }
}
