package io.legalagent.cli;

import java.io.PrintStream;
import java.util.Map;

/**
 * eval, replay and the benchmarks other than {@code bench retrieval} come with their own pieces of work;
 * until then they say so.
 */
final class NotYet {
    private static final Map<String, String> ARRIVES_WITH = Map.of(
            "eval", "the evaluation harness",
            "replay", "ResearchPack replay",
            "bench", "the benchmarks");

    private NotYet() {}

    /** {@code command} is a command name, or "bench KIND". */
    static int run(String command, PrintStream err) {
        String arrivesWith = ARRIVES_WITH.getOrDefault(command.split(" ", 2)[0], "later work");
        err.println("legal " + command + ": not available yet - it arrives with " + arrivesWith + ".");
        return ExitCodes.UNAVAILABLE;
    }
}
