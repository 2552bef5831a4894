package io.legalagent.cli.stack;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.retrieval.support.ProjectRoot;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * deploy/chroma/platform.sh, which the scripts use when run without the launcher, picks the same
 * package, version and native file as {@link ChromaBinding}, and refuses the same platforms.
 */
class ChromaPlatformScriptIT {

    /** uname -s and -m as each platform prints them, beside the JVM's os.name and os.arch there. */
    @ParameterizedTest
    @CsvSource({
        "Linux,  x86_64,  Linux,    amd64",
        "Linux,  aarch64, Linux,    aarch64",
        "Darwin, x86_64,  Mac OS X, x86_64",
        "Darwin, arm64,   Mac OS X, aarch64",
    })
    void theScriptChoosesAsTheLauncherDoes(String system, String machine, String osName, String osArch)
            throws Exception {
        ChromaBinding launcher = ChromaBinding.forPlatform(osName, osArch);

        Chosen script = choose(system, machine);

        assertThat(script.exitCode()).as(script.output()).isZero();
        assertThat(script.output().strip())
                .isEqualTo(launcher.packageName() + " " + launcher.version() + " " + launcher.nodeFile());
    }

    @ParameterizedTest
    @CsvSource({"Linux, ppc64le", "FreeBSD, amd64", "MINGW64_NT-10.0, x86_64"})
    void theScriptRefusesOtherPlatformsAndPointsToCompose(String system, String machine) throws Exception {
        Chosen script = choose(system, machine);

        assertThat(script.exitCode()).isNotZero();
        assertThat(script.output()).contains("not for " + system + " on " + machine, "docker compose up");
    }

    private record Chosen(int exitCode, String output) {}

    private static Chosen choose(String system, String machine) throws IOException, InterruptedException {
        var builder = new ProcessBuilder(
                        "bash",
                        "-c",
                        "set -e; source deploy/chroma/platform.sh; chroma_platform;"
                                + " echo \"$chroma_package $chroma_version $chroma_node_file\"")
                .directory(ProjectRoot.get().toFile())
                .redirectErrorStream(true);
        builder.environment().keySet().removeIf(name -> name.startsWith("CHROMA_"));
        builder.environment().put("CHROMA_UNAME_S", system);
        builder.environment().put("CHROMA_UNAME_M", machine);
        Process process = builder.start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(30, TimeUnit.SECONDS)).isTrue();
        return new Chosen(process.exitValue(), output);
    }
}
