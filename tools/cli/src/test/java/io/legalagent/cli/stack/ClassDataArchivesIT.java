package io.legalagent.cli.stack;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A lean service under the launcher starts from its extracted jar with a class-data archive that its
 * JVM accepts, made by one training start, and made again once the jar is rebuilt. Runs the
 * classifier's real executable jar, built by the reactor before this module.
 */
class ClassDataArchivesIT {
    private static final Path PROJECT = Path.of("../..").toAbsolutePath().normalize();
    private static final String SERVICE = "classifier";

    @TempDir
    Path root;

    @Test
    void aPreparedServiceStartsWithAnArchiveItsJvmAcceptsAndARebuiltOneWithoutUntilPreparedAgain() throws Exception {
        var config = projectCopy();
        var archives = new ClassDataArchives(config);
        var messages = new ByteArrayOutputStream();

        var before = archives.launch(SERVICE);
        archives.prepare(List.of(SERVICE), name -> config.childEnvironment(), new PrintStream(messages, true));
        var prepared = archives.launch(SERVICE);

        assertThat(before.options()).isEmpty();
        assertThat(before.jar()).isEqualTo(config.serviceJar(SERVICE));
        assertThat(messages.toString(StandardCharsets.UTF_8))
                .contains("class-data archives (once per build): " + SERVICE);
        assertThat(prepared.jar()).isEqualTo(root.resolve(".legal/cds/classifier/app/" + jarName()));
        assertThat(prepared.options())
                .containsExactly("-XX:SharedArchiveFile=" + root.resolve(".legal/cds/classifier/app.jsa"));
        assertThat(verdict(config, prepared)).contains("archive is valid");

        Files.setLastModifiedTime(
                config.serviceJar(SERVICE), FileTime.from(Instant.now().plusSeconds(5)));

        assertThat(archives.launch(SERVICE).options())
                .as("a rebuilt jar's archive is stale")
                .isEmpty();
    }

    /** The JVM's own check of the archive, on the very command line the service starts with. */
    private static String verdict(StackConfig config, ClassDataArchives.Launch launch)
            throws IOException, InterruptedException {
        var command = new ArrayList<String>();
        command.add("java");
        command.addAll(config.serviceJvm().of(SERVICE));
        command.addAll(launch.options());
        command.add("-XX:+PrintSharedArchiveAndExit");
        command.addAll(List.of("-jar", launch.jar().toString()));
        var process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        process.waitFor();
        return output;
    }

    /** A project root with the classifier's jar and the JVM option files, so the archive goes in the temp folder. */
    private StackConfig projectCopy() throws IOException {
        Path jar = PROJECT.resolve("services/classifier/target/" + jarName());
        Path copy = root.resolve("services/classifier/target/" + jarName());
        Files.createDirectories(copy.getParent());
        Files.copy(jar, copy);
        Files.createDirectories(root.resolve("deploy/jvm"));
        try (var files = Files.list(PROJECT.resolve("deploy/jvm"))) {
            for (Path file : files.toList()) {
                Files.copy(file, root.resolve("deploy/jvm").resolve(file.getFileName()));
            }
        }
        return StackConfig.from(root, Map.<String, String>of()::get);
    }

    private static String jarName() {
        return SERVICE + "-" + StackConfig.VERSION + "-exec.jar";
    }
}
