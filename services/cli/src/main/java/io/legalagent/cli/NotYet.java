package io.legalagent.cli;

import java.io.PrintStream;
import java.util.Map;

/** ingest, eval, replay and bench come with their own pieces of work; until then they say so. */
final class NotYet {
    private static final Map<String, String> ARRIVES_WITH = Map.of(
            "ingest", "the retrieval module (corpus ingest into Chroma)",
            "eval", "the evaluation harness",
            "replay", "ResearchPack replay",
            "bench", "the benchmarks");

    private NotYet() {}

    static int run(String command, PrintStream err) {
        err.println("legal " + command + ": not available yet - it arrives with " + ARRIVES_WITH.get(command) + ".");
        return ExitCodes.UNAVAILABLE;
    }
}
