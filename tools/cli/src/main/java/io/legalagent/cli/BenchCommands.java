package io.legalagent.cli;

import io.legalagent.cli.stack.Stack;
import io.legalagent.retrieval.bench.RetrievalBenchCommand;
import io.legalagent.retrieval.memorybench.MemoryBenchCommand;
import java.nio.file.Path;
import picocli.CommandLine.Command;

/**
 * {@code bench KIND}: hops, throughput, chaos, footprint and ledger restart the stack with the benchmark's
 * settings on a broker of its own and leave it as it was; review measures the running stack; ingest and
 * documents need Chroma alone, injection, retrieval and memory no stack. The launcher's messages go to stderr: stdout is the tables, and with --json its last line.
 */
@Command(
        name = "bench",
        mixinStandardHelpOptions = true,
        description = "Benchmarks; bench KIND --help for the options of one kind.",
        subcommands = {
            HopsCommand.class,
            ThroughputCommand.class,
            IngestBenchCommand.class,
            RetrievalBenchCommand.class,
            DocumentsBenchCommand.class,
            MemoryBenchCommand.class,
            ChaosCommand.class,
            InjectionCommand.class,
            ScreenPassagesCommand.class,
            LedgerCommand.class,
            FootprintCommand.class,
            ReviewBenchCommand.class
        })
final class BenchCommands {
    static Path sharedQa() {
        return Io.config()
                .root()
                .resolve("../shared/data/qa/barexam-validation.csv")
                .normalize();
    }

    static Stack stack() {
        return Io.stack(Io.err);
    }
}
