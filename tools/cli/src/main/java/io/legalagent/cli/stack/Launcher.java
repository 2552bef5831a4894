package io.legalagent.cli.stack;

import java.nio.file.Path;

/** Where the launcher's own jar is, for the child JVMs it starts (the corpus ingest). */
public final class Launcher {
    private Launcher() {}

    public static Path cliJar(StackConfig config) {
        return config.root().resolve("tools/cli/target/cli-" + StackConfig.VERSION + "-exec.jar");
    }

    /** The project folder: the shim passes it; else the working directory. */
    public static Path root() {
        String given = System.getProperty("legal.root");
        return Path.of(given == null ? "." : given).toAbsolutePath().normalize();
    }
}
