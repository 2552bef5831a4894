package io.legalagent.cli;

import java.io.PrintStream;
import java.util.Map;

/** eval comes with its own piece of work; until then it says so. */
final class NotYet {
    private static final Map<String, String> ARRIVES_WITH = Map.of("eval", "the evaluation harness");

    private NotYet() {}

    /** {@code command} is a command name. */
    static int run(String command, PrintStream err) {
        String arrivesWith = ARRIVES_WITH.getOrDefault(command.split(" ", 2)[0], "later work");
        err.println("legal " + command + ": not available yet - it arrives with " + arrivesWith + ".");
        return ExitCodes.UNAVAILABLE;
    }
}
