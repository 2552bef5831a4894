package io.legalagent.cli;

import io.legalagent.retrieval.bench.RetrievalBench;
import java.io.PrintStream;
import java.util.List;

/** {@code bench KIND [options]}: hops, throughput, ingest, retrieval, chaos and injection. */
final class BenchCommand {
    private static final String KINDS = "hops, throughput, ingest, retrieval, chaos or injection";
    static final String USAGE =
            """
            usage: bench KIND [options]   (./legal bench KIND restarts the stack with the benchmark's settings)
              hops        orchestration overhead per hop, exactly-once on and off
              throughput  questions per second end to end, offline model and real retrieval
              ingest      passages per second of ingest against the raw embedding speed
              retrieval   gold-passage hit@k and MRR of the retrieval variants
              chaos       every question answered exactly once while services and the broker are killed
              injection   detection rate and false positives of the injection screen (no stack needed)
            bench KIND --help: the options of one kind
            """;

    private final PrintStream out;
    private final PrintStream err;

    BenchCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    int run(List<String> args) throws UsageException, InterruptedException {
        if (args.isEmpty() || args.get(0).equals("-h") || args.get(0).equals("--help")) {
            if (args.isEmpty()) {
                throw new UsageException("bench needs a kind first: " + KINDS);
            }
            out.print(USAGE);
            return ExitCodes.OK;
        }
        String kind = args.get(0);
        var rest = args.subList(1, args.size());
        if (rest.contains("-h") || rest.contains("--help")) {
            out.print(
                    switch (kind) {
                        case "hops" -> HopsBench.USAGE;
                        case "throughput" -> ThroughputBench.USAGE;
                        case "ingest" -> IngestBench.USAGE;
                        case "retrieval" -> RetrievalBench.usage() + "\n";
                        case "chaos" -> ChaosBench.USAGE;
                        case "injection" -> InjectionBench.USAGE;
                        default -> USAGE;
                    });
            return ExitCodes.OK;
        }
        return switch (kind) {
            case "hops" -> new HopsBench(out, err).run(rest);
            case "throughput" -> new ThroughputBench(out, err).run(rest);
            case "ingest" -> new IngestBench(out, err).run(rest);
            case "retrieval" -> RetrievalBench.run(rest.toArray(String[]::new), out, err);
            case "chaos" -> new ChaosBench(out, err).run(rest);
            case "injection" -> new InjectionBench(out, err, System::getenv).run(rest);
            default -> throw new UsageException("unknown benchmark " + kind + ": " + KINDS);
        };
    }
}
