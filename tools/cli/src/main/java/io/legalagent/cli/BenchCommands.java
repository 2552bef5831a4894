package io.legalagent.cli;

import io.legalagent.cli.stack.BenchStack;
import io.legalagent.cli.stack.Stack;
import io.legalagent.retrieval.bench.RetrievalBench;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code bench KIND}: hops, throughput and chaos restart the stack with the benchmark's settings on a
 * broker of its own and leave it as it was; ingest needs Chroma alone, injection and retrieval no
 * stack. The launcher's messages go to stderr: stdout is the tables, and with --json its last line.
 */
@Command(
        name = "bench",
        mixinStandardHelpOptions = true,
        description = "Benchmarks; bench KIND --help for the options of one kind.",
        subcommands = {
            BenchCommands.Hops.class,
            BenchCommands.Throughput.class,
            BenchCommands.Ingest.class,
            BenchCommands.Retrieval.class,
            ChaosCommand.class,
            BenchCommands.Injection.class
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

    static boolean named(List<String> args, String option) {
        return args.stream().anyMatch(a -> a.equals(option) || a.startsWith(option + "="));
    }

    @Command(
            name = "hops",
            mixinStandardHelpOptions = true,
            description = "Orchestration overhead per hop (p50/p95/p99, per node), offline model and the instant"
                    + " benchmark retriever; exactly-once on, then off.")
    static final class Hops implements Callable<Integer> {
        @Option(names = "--runs", paramLabel = "N", description = "runs per pass (default 200)")
        Integer runs;

        @Option(names = "--rate", paramLabel = "R", description = "runs per second in the loaded pass (default 10)")
        Double rate;

        @Option(names = "--warmup", paramLabel = "W", description = "warm-up runs first (default 2000)")
        Integer warmup;

        @Option(names = "--warmup-rate", paramLabel = "R", description = "their rate (default 20/s)")
        Double warmupRate;

        @Option(names = "--timeout", paramLabel = "S", description = "per pass (default 600)")
        Integer timeout;

        @Option(names = "--eos", paramLabel = "on|off|both", description = "exactly-once (default: both, on first)")
        String eos = "both";

        @Option(
                names = "--tracing",
                paramLabel = "on|off|both",
                description = "the services' OpenTelemetry SDK (default: on)")
        String tracing = "on";

        @Option(names = "--json", description = "the last line of stdout is one JSON object")
        boolean json;

        @Override
        public Integer call() throws Exception {
            var modes = modes("--eos", eos);
            var tracings = modes("--tracing", tracing);
            var passArgs = new ArrayList<String>();
            add(passArgs, "--runs", runs);
            add(passArgs, "--rate", rate);
            add(passArgs, "--warmup", warmup);
            add(passArgs, "--warmup-rate", warmupRate);
            add(passArgs, "--timeout", timeout);
            var corpus = Io.config().root().resolve("deploy/sample-corpus/black-letter-rules.jsonl");
            var files = new ArrayList<String>();
            int status = ExitCodes.OK;
            try (var bench = new BenchStack(stack(), Io.config().partitions(), Io::topics, Io.err)) {
                bench.begin(false);
                outer:
                for (String traced : tracings) {
                    for (String mode : modes) {
                        bench.startServices(
                                "hops, exactly-once " + mode + ", tracing " + traced + ", instant benchmark retriever",
                                List.of(
                                        "LEGAL_RETRIEVAL_INSTANT=true",
                                        "LEGAL_RETRIEVAL_INSTANT_CORPUS=" + corpus,
                                        "LEGAL_RUNTIME_EXACTLY_ONCE=" + mode.equals("on"),
                                        "OTEL_SDK_DISABLED=" + traced.equals("off")));
                        Path file = Io.config().benchDir().resolve("hops-" + mode + "-tracing-" + traced + ".json");
                        Files.deleteIfExists(file);
                        var argv =
                                new ArrayList<>(List.of("--eos", mode, "--tracing", traced, "--out", file.toString()));
                        argv.addAll(passArgs);
                        status = new HopsBench(Io.out, Io.err).run(argv);
                        if (Files.exists(file)) {
                            files.add(file.toString());
                        }
                        if (status != ExitCodes.OK) {
                            break outer;
                        }
                    }
                }
                if (!files.isEmpty()) {
                    Io.out.println();
                    var report = new ArrayList<>(List.of("--report"));
                    if (json) {
                        report.add("--json");
                    }
                    report.addAll(files);
                    new HopsBench(Io.out, Io.err).run(report);
                }
            }
            return status;
        }

        private static List<String> modes(String option, String value) throws UsageException {
            return switch (value) {
                case "on" -> List.of("on");
                case "off" -> List.of("off");
                case "both" -> List.of("on", "off");
                default -> throw new UsageException(option + " takes on, off or both; got: " + value);
            };
        }

        private static void add(List<String> argv, String option, Object value) {
            if (value != null) {
                argv.add(option);
                argv.add(String.valueOf(value));
            }
        }
    }

    @Command(
            name = "throughput",
            mixinStandardHelpOptions = true,
            description = "Questions per second end to end, offline model and real retrieval, and where the time"
                    + " goes per node. Other options: --questions N, --warmup N, --qa FILE, --corpus DIR, --json.")
    static final class Throughput implements Callable<Integer> {
        @Option(
                names = "--partitions",
                paramLabel = "P",
                description = "partitions per topic (default: LEGAL_RUNTIME_PARTITIONS, 6)")
        Integer partitions;

        @Option(names = "--concurrency", paramLabel = "C", description = "consumers per node (default 1)")
        int concurrency = 1;

        @Option(
                names = "--executor-concurrency",
                paramLabel = "C",
                description = "the executor's (default: LEGAL_EXECUTOR_CONCURRENCY, 2)")
        Integer executor;

        @Parameters(paramLabel = "OPTIONS", description = "the measuring half's options")
        List<String> args;

        @Override
        public Integer call() throws Exception {
            int parts = partitions == null ? Io.config().partitions() : partitions;
            String exec = executor != null
                    ? executor.toString()
                    : Io.envWith("LEGAL_EXECUTOR_CONCURRENCY", "2").apply("LEGAL_EXECUTOR_CONCURRENCY");
            if (parts < 1 || concurrency < 1 || Integer.parseInt(exec) < 1) {
                throw new UsageException(
                        "--partitions, --concurrency and --executor-concurrency take a whole number above 0");
            }
            var argv = StackCommands.words(args);
            // Measured: the Bar Exam QA validation questions when present; warm-up: the sample corpus's titles.
            if (!named(argv, "--qa") && Files.exists(sharedQa())) {
                argv.addAll(List.of("--qa", sharedQa().toString()));
            }
            if (!named(argv, "--corpus")) {
                argv.addAll(List.of("--corpus", Io.config().corpusDir().toString()));
            }
            try (var bench = new BenchStack(stack(), parts, Io::topics, Io.err)) {
                bench.begin(true);
                bench.startServices(
                        "throughput, " + parts + " partitions, " + concurrency + " consumers per node (" + exec
                                + " for the executor)",
                        List.of(
                                "LEGAL_RUNTIME_CONCURRENCY=" + concurrency,
                                "LEGAL_RETRIEVAL_MEMORY_COLLECTION=" + bench.memoryCollection(),
                                "executor:LEGAL_RUNTIME_CONCURRENCY=" + exec));
                return new ThroughputBench(Io.out, Io.err).run(argv);
            }
        }
    }

    @Command(
            name = "ingest",
            description = "Ingest speed against the raw embedding speed, in a collection of its own (Chroma only)."
                    + " Options: [--corpus PATH] [--batch N] [--json].")
    static final class Ingest implements Callable<Integer> {
        @Parameters(paramLabel = "OPTIONS")
        List<String> args;

        @Override
        public Integer call() throws Exception {
            var argv = StackCommands.words(args);
            if (argv.contains("-h") || argv.contains("--help")) {
                Io.out.print(IngestBench.USAGE);
                return ExitCodes.OK;
            }
            if (!named(argv, "--corpus")) {
                Path shared =
                        Io.config().root().resolve("../shared/data/corpus").normalize();
                argv.addAll(List.of(
                        "--corpus",
                        (Files.isDirectory(shared) ? shared : Io.config().corpusDir()).toString()));
            }
            var stack = stack();
            Files.createDirectories(stack.config().logDir());
            boolean chromaWasUp = stack.chroma().pid().isPresent();
            stack.chroma().start();
            try {
                return new IngestBench(Io.out, Io.err).run(argv);
            } finally {
                if (!chromaWasUp) {
                    stack.chroma().stop();
                }
            }
        }
    }

    @Command(
            name = "retrieval",
            description =
                    "Gold-passage hit@1/5/10 and MRR per retrieval variant (Chroma). bench retrieval --help: its options.")
    static final class Retrieval implements Callable<Integer> {
        @Parameters(paramLabel = "OPTIONS")
        List<String> args;

        @Override
        public Integer call() {
            return RetrievalBench.run(StackCommands.words(args).toArray(String[]::new), Io.out, Io.err);
        }
    }

    @Command(
            name = "injection",
            description = "Detection rate and false positives of the injection screen; no stack. Without --qa, the"
                    + " Bar Exam QA splits of ../shared/data. bench injection --help: its options.")
    static final class Injection implements Callable<Integer> {
        @Parameters(paramLabel = "OPTIONS")
        List<String> args;

        @Override
        public Integer call() throws Exception {
            var argv = StackCommands.words(args);
            if (!named(argv, "--qa")) {
                for (String split : List.of("barexam-validation.csv", "barexam-train.csv")) {
                    Path file = sharedQa().resolveSibling(split);
                    if (Files.exists(file)) {
                        argv.addAll(List.of("--qa", file.toString()));
                    }
                }
            }
            var env = Io.envWith(
                    "LEGAL_MODEL_SKILLS_DIRECTORY", Io.config().skills().toString());
            return new InjectionBench(Io.out, Io.err, env).run(argv);
        }
    }
}
