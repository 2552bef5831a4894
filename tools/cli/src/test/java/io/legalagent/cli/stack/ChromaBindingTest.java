package io.legalagent.cli.stack;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ChromaBindingTest {

    /** os.name and os.arch as the JVM reports them on each platform (x86_64 is macOS's spelling). */
    @ParameterizedTest
    @CsvSource({
        "Linux,    amd64,   chromadb-js-bindings-linux-x64-gnu,   1.3.1, chromadb-js-bindings.linux-x64-gnu.node",
        "Linux,    aarch64, chromadb-js-bindings-linux-arm64-gnu, 1.3.1, chromadb-js-bindings.linux-arm64-gnu.node",
        "Mac OS X, x86_64,  chromadb-js-bindings-darwin-x64,      1.3.3, chromadb-js-bindings.darwin-x64.node",
        "Mac OS X, aarch64, chromadb-js-bindings-darwin-arm64,    1.3.3, chromadb-js-bindings.darwin-arm64.node",
    })
    void eachSupportedPlatformGetsItsOwnPackage(
            String osName, String osArch, String packageName, String version, String nodeFile) {
        ChromaBinding binding = ChromaBinding.forPlatform(osName, osArch);

        assertThat(binding).isEqualTo(new ChromaBinding(packageName, version, nodeFile));
        assertThat(binding.environment())
                .containsEntry("CHROMA_PACKAGE", packageName)
                .containsEntry("CHROMA_VERSION", version)
                .containsEntry("CHROMA_NODE_FILE", nodeFile);
    }

    @ParameterizedTest
    @CsvSource({"Windows 11, amd64", "Linux, ppc64le", "Linux, s390x", "FreeBSD, amd64"})
    void anotherPlatformIsToldToUseCompose(String osName, String osArch) {
        assertThatThrownBy(() -> ChromaBinding.forPlatform(osName, osArch))
                .isInstanceOf(StackException.class)
                .hasMessageContaining("not for " + osName + " on " + osArch)
                .hasMessageContaining("docker compose up");
    }
}
