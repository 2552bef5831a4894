package io.legalagent.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An image made by following deploy/Dockerfile ({@link ImageLayout}, its prepare.sh run as the
 * build runs it) starts with its kind's JVM options and a class-data sharing archive the JVM
 * accepts for the very command line of the image's ENTRYPOINT.
 */
class ImageClassDataIT {
    @TempDir
    Path work;

    @Test
    void theImageRunsWithItsKindsOptionsAndAClassDataArchiveItsJvmAccepts() throws Exception {
        var image = ImageLayout.build("classifier", work);
        Path app = image.path(image.workdir);

        assertThat(Files.readSymbolicLink(app.resolve("jvm.options"))).isEqualTo(Path.of("jvm/light.options"));
        assertThat(app.resolve("app.jsa")).isRegularFile();

        var command = new ArrayList<>(entrypoint());
        command.add(command.indexOf("-jar"), "-XX:+PrintSharedArchiveAndExit");
        var result = ImageLayout.Result.of(command, app, Map.of(), 120);
        assertThat(result.exitCode()).as(result.output()).isZero();
        assertThat(result.output()).contains("archive is valid");
    }

    /** The ENTRYPOINT's exec form, as a list. */
    private static List<String> entrypoint() {
        String form = ImageLayout.stages().get("final").stream()
                .filter(instruction -> instruction.keyword().equals("ENTRYPOINT"))
                .map(ImageLayout.Instruction::arguments)
                .reduce((first, last) -> last)
                .orElseThrow();
        return Arrays.stream(form.replaceAll("[\\[\\]\"]", "").split(","))
                .map(String::strip)
                .toList();
    }
}
