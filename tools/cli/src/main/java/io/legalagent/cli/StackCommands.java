package io.legalagent.cli;

import io.legalagent.cli.stack.Credentials;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** up, down, status and topics: the local stack's processes and the broker's topics. */
final class StackCommands {
    private StackCommands() {}

    @Command(
            name = "up",
            mixinStandardHelpOptions = true,
            description = {
                "Build what is missing, start the broker, Chroma (ingesting the sample corpus once), the"
                        + " nine services, the local sign-in issuer and the gateway, wait until all are ready."
                        + " A second up changes nothing.",
                "LEGAL_SERVICES=\"guard planner\" starts a subset; LEGAL_EXECUTOR_CONCURRENCY (default 2) the"
                        + " executor's consumers."
            })
    static final class Up implements Callable<Integer> {
        @Mixin
        ModelOptions model;

        @Override
        public Integer call() throws Exception {
            Io.stack(Io.out)
                    .up(
                            model.resolve(),
                            model.chosen(),
                            () -> Io.topics(Io.config().partitions()));
            return ExitCodes.OK;
        }
    }

    @Command(name = "down", mixinStandardHelpOptions = true, description = "Stop everything up started.")
    static final class Down implements Callable<Integer> {
        @Override
        public Integer call() throws Exception {
            Io.stack(Io.out).down();
            return ExitCodes.OK;
        }
    }

    @Command(
            name = "status",
            mixinStandardHelpOptions = true,
            description =
                    "Each component up/down with its pid, port and resident memory; the consumer lag per node. Exit 1 when"
                            + " something is down.")
    static final class Status implements Callable<Integer> {
        @Option(
                names = "--bootstrap-server",
                paramLabel = "HOST:PORT",
                description = "only the consumer lag, of the groups on that broker (compose, a cluster)")
        String bootstrap;

        @Override
        public Integer call() throws Exception {
            var lag = new StatusCommand(Io.out, Io.err);
            if (bootstrap != null) {
                return lag.run(bootstrap);
            }
            var stack = Io.stack(Io.out);
            boolean allUp = stack.printStatus();
            if (stack.broker().pid().isPresent()) {
                Io.out.println();
                lag.run(Io.bootstrap());
            }
            return allUp ? ExitCodes.OK : ExitCodes.ERROR;
        }
    }

    @Command(
            name = "topics",
            mixinStandardHelpOptions = true,
            description = "Create the topics that are missing (the services create them too).")
    static final class Topics implements Callable<Integer> {
        @Option(
                names = "--partitions",
                paramLabel = "N",
                description = "partitions per topic (default: ${DEFAULT-VALUE})")
        int partitions = TopicsCommand.DEFAULT_PARTITIONS;

        @Option(names = "--replication-factor", paramLabel = "R", description = "replicas (default: ${DEFAULT-VALUE})")
        short replicas = 1;

        @Option(
                names = "--bootstrap-server",
                paramLabel = "HOST:PORT",
                description = "default: LEGAL_KAFKA_BOOTSTRAP, else the local broker")
        String bootstrap;

        @Option(
                names = "--logins",
                paramLabel = "DIR",
                description = "the identities' credentials as `legal logins` writes them: log in as the admin"
                        + " and give every identity its password and ACLs (default: the local stack's own)")
        Path logins;

        @Override
        public Integer call() throws Exception {
            if (partitions < 1 || replicas < 1) {
                throw new UsageException("--partitions and --replication-factor take a whole number above 0");
            }
            var command = new TopicsCommand(Io.out, Io.err);
            String broker = bootstrap == null ? Io.bootstrap() : bootstrap;
            if (logins == null) {
                return command.create(broker, partitions, replicas);
            }
            var credentials = new Credentials(logins, false);
            if (!credentials.exist()) {
                throw new UsageException("--logins " + logins + " holds no credentials: run `legal logins` first");
            }
            return command.create(broker, partitions, replicas, credentials);
        }
    }
}
