package io.legalagent.cli;

import io.legalagent.cli.stack.Credentials;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code logins DIR}: the identities' Kafka credentials for a deployment that mounts them (compose). */
@Command(
        name = "logins",
        mixinStandardHelpOptions = true,
        description = {
            "Make a Kafka password for every identity that has none yet, and write each identity's login"
                    + " files into a folder of its own under DIR (what docker-compose.yml mounts; see"
                    + " docs/security.md).",
            "Never prints a password."
        })
final class LoginsCommand implements Callable<Integer> {
    @Parameters(paramLabel = "DIR", description = "where the identities' folders go")
    Path directory;

    @Option(
            names = "--bootstrap-server",
            paramLabel = "HOST:PORT",
            description = "the broker address written into the client's kcat.conf (default: ${DEFAULT-VALUE})")
    String bootstrap = "kafka:19092";

    @Option(
            names = "--owner-only",
            description = "files only their owner may read (the default is readable by whoever mounts the"
                    + " identity's folder, as containers running as other users need)")
    boolean ownerOnly;

    @Override
    public Integer call() throws Exception {
        var credentials = new Credentials(directory, ownerOnly);
        credentials.ensure(bootstrap);
        Io.out.println("logins for " + Credentials.identities().size() + " identities in " + directory);
        return ExitCodes.OK;
    }
}
