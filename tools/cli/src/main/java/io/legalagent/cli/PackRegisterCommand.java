package io.legalagent.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code pack register DIR}: exit 0 registered, 1 the folder does not match its manifest or no broker answers. */
@Command(
        name = "register",
        mixinStandardHelpOptions = true,
        description = {
            "Verifies a pack set folder against its rp_manifest.json, then publishes it on legal.packs as the"
                    + " pack-registrar identity: the guard accepts a question's frozen context only from a registered"
                    + " pack, passage for passage by hash."
        })
final class PackRegisterCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "DIR", description = "the pack set folder (with rp_manifest.json)")
    Path dir;

    @Option(
            names = KafkaClients.BOOTSTRAP_OPTION,
            paramLabel = "HOST:PORT",
            description = "the broker (default: LEGAL_KAFKA_BOOTSTRAP, else the local stack's)")
    String bootstrap;

    @Override
    public Integer call() {
        return new PackRegistrar(bootstrap == null ? Io.bootstrap() : bootstrap, Io.out).register(dir);
    }
}
