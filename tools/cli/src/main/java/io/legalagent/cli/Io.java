package io.legalagent.cli;

import io.legalagent.cli.stack.Launcher;
import io.legalagent.cli.stack.Stack;
import io.legalagent.cli.stack.StackConfig;
import java.io.PrintStream;
import java.util.function.Function;

/** The streams and environment of this run of the command line, set once by {@link Main#run}. */
final class Io {
    static PrintStream out = System.out;
    static PrintStream err = System.err;
    static Function<String, String> env = System::getenv;

    private Io() {}

    static StackConfig config() {
        return StackConfig.from(Launcher.root(), env);
    }

    /** The stack, its messages on {@code messages} (stderr when stdout carries an answer or a table). */
    static Stack stack(PrintStream messages) {
        return new Stack(config(), env, messages, err);
    }

    /** The environment with defaults the launcher fills in (the caller's value wins). */
    static Function<String, String> envWith(String name, String fallback) {
        return key -> {
            String value = env.apply(key);
            return key.equals(name) && (value == null || value.isBlank()) ? fallback : value;
        };
    }

    /** Creates the missing topics with this many partitions (quiet when none is missing). */
    static void topics(int partitions) {
        try {
            var quiet = new PrintStream(java.io.OutputStream.nullOutputStream());
            int code = new TopicsCommand(quiet, err).create(config().bootstrap(), partitions, (short) 1);
            if (code != ExitCodes.OK) {
                throw new io.legalagent.cli.stack.StackException("could not create the topics");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new io.legalagent.cli.stack.StackException("interrupted");
        }
    }

    /** The broker the Kafka commands talk to: LEGAL_KAFKA_BOOTSTRAP, else the local one. */
    static String bootstrap() {
        String given = env.apply(KafkaClients.BOOTSTRAP_ENV);
        return given == null || given.isBlank() ? config().bootstrap() : given;
    }
}
