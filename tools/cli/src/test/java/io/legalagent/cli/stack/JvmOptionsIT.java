package io.legalagent.cli.stack;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The launcher's JVM options come from the project's deploy/jvm files, which the JVM accepts. */
class JvmOptionsIT {
    private static final Path PROJECT = Path.of("../..").toAbsolutePath().normalize();

    @ParameterizedTest
    @CsvSource({
        "guard, embedding.options, 192",
        "planner, embedding.options, 192",
        "executor, embedding.options, 192",
        "memory, embedding.options, 192",
        "classifier, light.options, 128",
        "observer, light.options, 128",
        "gateway, gateway.options, 256"
    })
    void eachServiceRunsWithItsKindsFileWhichTheJvmAccepts(String service, String file, int heapMb) throws Exception {
        var config = StackConfig.from(PROJECT, name -> null);

        var options = config.serviceJvm().of(service);

        assertThat(options)
                .first()
                .isEqualTo("@" + PROJECT.resolve("deploy/jvm").resolve(file));
        assertThat(options).endsWith("-Dai.djl.offline=true");
        assertThat(maxHeapOfAJvmStartedWith(options)).isEqualTo(heapMb + ".00M");
    }

    @Test
    void theCallersOptionsComeLastSoTheyWin() {
        var config = StackConfig.from(PROJECT, Map.of("LEGAL_SERVICE_JAVA_OPTS", "-Xmx300m")::get);

        assertThat(config.serviceJvm().of("executor")).last().isEqualTo("-Xmx300m");
    }

    @Test
    void plainGivesEveryServiceTheOldHeapForComparison() {
        var config = StackConfig.from(PROJECT, Map.of("LEGAL_SERVICE_JVM", "plain")::get);

        assertThat(config.serviceJvm().of("classifier")).startsWith("-Xmx512m", "-XX:+UseSerialGC");
        assertThat(config.withLeanJvm(true).serviceJvm().of("classifier").get(0))
                .startsWith("@");
        assertThatThrownBy(() -> StackConfig.from(PROJECT, Map.of("LEGAL_SERVICE_JVM", "tiny")::get))
                .hasMessageContaining("lean or plain");
    }

    @Test
    void aProcessReportsItsResidentMemory() {
        var own = ResidentMemory.megabytes(ProcessHandle.current().pid());
        assertThat(own).isPresent();
        assertThat(own.getAsLong()).isPositive();
        assertThat(ResidentMemory.megabytes(Long.MAX_VALUE)).isEmpty();
    }

    /** What `java OPTIONS -XshowSettings:vm -version` reports as its maximum heap. */
    private static String maxHeapOfAJvmStartedWith(List<String> options) throws IOException, InterruptedException {
        var command = new ArrayList<String>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(options);
        command.addAll(List.of("-XshowSettings:vm", "-version"));
        var process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor()).as(output).isZero();
        return output.lines()
                .filter(line -> line.strip().startsWith("Max. Heap Size"))
                .map(line -> line.substring(line.indexOf(':') + 1).strip())
                .findFirst()
                .orElseThrow(() -> new AssertionError("no heap size in: " + output));
    }
}
