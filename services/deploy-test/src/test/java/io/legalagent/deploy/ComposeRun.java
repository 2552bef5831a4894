package io.legalagent.deploy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * One docker-compose command in the checkout, its output and its errors kept apart (the output is
 * YAML to read). Variables of the shell that the compose files read are left out, so the files'
 * own defaults are what gets resolved.
 */
record ComposeRun(int exitCode, String output, String errors) {

    private static final int SECONDS = 60;

    static ComposeRun of(List<String> command) throws IOException, InterruptedException {
        Path output = Files.createTempFile("compose", ".out");
        Path errors = Files.createTempFile("compose", ".err");
        try {
            ProcessBuilder builder = new ProcessBuilder(command)
                    .directory(Project.root().toFile())
                    .redirectOutput(output.toFile())
                    .redirectError(errors.toFile());
            builder.environment().keySet().removeIf(ComposeRun::readByTheComposeFiles);
            Process process = builder.start();
            if (!process.waitFor(SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
                throw new IllegalStateException(command + " did not finish in " + SECONDS + " s");
            }
            return new ComposeRun(process.exitValue(), Files.readString(output), Files.readString(errors));
        } finally {
            Files.deleteIfExists(output);
            Files.deleteIfExists(errors);
        }
    }

    private static boolean readByTheComposeFiles(String variable) {
        return variable.startsWith("LEGAL_")
                || variable.startsWith("COMPOSE_")
                || variable.endsWith("_IMAGE")
                || variable.endsWith("_PORT");
    }
}
