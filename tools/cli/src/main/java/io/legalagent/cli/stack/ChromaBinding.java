package io.legalagent.cli.stack;

import java.util.Locale;
import java.util.Map;

/**
 * The npm package that carries the Chroma server for this machine, its version and its native file.
 * Chroma publishes one package per platform; these four are the ones it publishes for glibc Linux and
 * macOS. deploy/chroma/platform.sh makes the same choice when a script runs without the launcher.
 *
 * @param packageName the npm package, e.g. {@code chromadb-js-bindings-linux-x64-gnu}
 * @param version the pinned version
 * @param nodeFile the native module inside the package, e.g. {@code chromadb-js-bindings.linux-x64-gnu.node}
 */
public record ChromaBinding(String packageName, String version, String nodeFile) {

    /** Linux: 1.3.2 and later need glibc 2.38 (Debian 12 has 2.36); 1.3.1 loads once patched (install.sh). */
    static final String LINUX_VERSION = "1.3.1";

    /** macOS has no 1.3.1 package; 1.3.3 is the nearest published one, with the same v2 API. */
    static final String MAC_VERSION = "1.3.3";

    private static final Map<String, String> VERSIONS = Map.of(
            "linux-x64-gnu", LINUX_VERSION,
            "linux-arm64-gnu", LINUX_VERSION,
            "darwin-x64", MAC_VERSION,
            "darwin-arm64", MAC_VERSION);

    /** The binding of the machine this JVM runs on. */
    public static ChromaBinding current() {
        return forPlatform(System.getProperty("os.name"), System.getProperty("os.arch"));
    }

    /**
     * The binding for a JVM's {@code os.name} and {@code os.arch}.
     *
     * @throws StackException on a platform Chroma publishes no package for, saying what to use instead
     */
    public static ChromaBinding forPlatform(String osName, String osArch) {
        String platform = os(osName) + "-" + arch(osArch) + (os(osName).equals("linux") ? "-gnu" : "");
        String version = VERSIONS.get(platform);
        if (version == null) {
            throw new StackException("the local stack runs Chroma from its npm package, which exists for Linux"
                    + " (x64, arm64; glibc) and macOS (x64, arm64), not for " + osName + " on " + osArch
                    + ". Run the whole system with Docker Compose instead: docker compose up --build -d"
                    + " (docs/deployment.md).");
        }
        return new ChromaBinding(
                "chromadb-js-bindings-" + platform, version, "chromadb-js-bindings." + platform + ".node");
    }

    /** What deploy/chroma's scripts read, so that they install and start this binding. */
    Map<String, String> environment() {
        return Map.of("CHROMA_PACKAGE", packageName, "CHROMA_VERSION", version, "CHROMA_NODE_FILE", nodeFile);
    }

    private static String os(String osName) {
        String name = String.valueOf(osName).toLowerCase(Locale.ROOT);
        if (name.startsWith("linux")) {
            return "linux";
        }
        if (name.startsWith("mac") || name.startsWith("darwin")) {
            return "darwin";
        }
        return name.replace(' ', '_');
    }

    private static String arch(String osArch) {
        return switch (String.valueOf(osArch).toLowerCase(Locale.ROOT)) {
            case "amd64", "x86_64" -> "x64";
            case "aarch64", "arm64" -> "arm64";
            default -> String.valueOf(osArch);
        };
    }
}
