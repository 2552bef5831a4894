package io.legalagent.cli;

import io.legalagent.cli.stack.BenchStack;
import io.legalagent.cli.stack.Stack;
import io.legalagent.retrieval.bench.RetrievalBenchCommand;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

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
            RetrievalBenchCommand.class,
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

    @Command(
            name = "hops",
            mixinStandardHelpOptions = true,
            description = "Orchestration overhead per hop (p50/p95/p99, per node), offline model and the instant"
                    + " benchmark retriever; exactly-once on, then off.")
    static final class Hops implements Callable<Integer> {
        @Option(
                names = "--runs",
                paramLabel = "N",
                description = "runs per pass (default ${DEFAULT-VALUE}): one at a time, then at --rate")
        int runs = 200;

        @Option(
                names = "--rate",
                paramLabel = "R",
                description = "runs per second in the loaded pass (default ${DEFAULT-VALUE})")
        double rate = 10;

        @Option(
                names = "--warmup",
                paramLabel = "W",
                description = "runs first, reported but not judged: a fresh service runs interpreted for a while"
                        + " (default ${DEFAULT-VALUE})")
        int warmup = 2000;

        @Option(
                names = "--warmup-rate",
                paramLabel = "R",
                description = "their rate per second (default ${DEFAULT-VALUE})")
        double warmupRate = 20;

        @Option(names = "--timeout", paramLabel = "S", description = "seconds per pass (default ${DEFAULT-VALUE})")
        int timeout = 600;

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
            var corpus = Io.config().root().resolve("deploy/sample-corpus/black-letter-rules.jsonl");
            var files = new ArrayList<Path>();
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
                        var options = new HopsBench.Options(
                                runs,
                                rate,
                                warmup,
                                warmupRate,
                                mode.equals("on"),
                                traced.equals("on"),
                                timeout,
                                file,
                                false,
                                Io.bootstrap());
                        status = new HopsBench(Io.out, Io.err).run(options);
                        if (Files.exists(file)) {
                            files.add(file);
                        }
                        if (status != ExitCodes.OK) {
                            break outer;
                        }
                    }
                }
                if (!files.isEmpty()) {
                    Io.out.println();
                    new HopsBench(Io.out, Io.err).report(files, json);
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
    }

    @Command(
            name = "throughput",
            mixinStandardHelpOptions = true,
            description = "Questions per second end to end, offline model and real retrieval, and where the time"
                    + " goes per node; the stack restarted with these settings on a broker of its own.")
    static final class Throughput implements Callable<Integer> {
        @Option(
                names = "--partitions",
                paramLabel = "P",
                description = "partitions per topic (default: LEGAL_RUNTIME_PARTITIONS, 6)")
        Integer partitions;

        @Option(
                names = "--concurrency",
                paramLabel = "C",
                description = "consumers per node (default ${DEFAULT-VALUE})")
        int concurrency = 1;

        @Option(
                names = "--executor-concurrency",
                paramLabel = "C",
                description = "the executor's consumers (default: LEGAL_EXECUTOR_CONCURRENCY, 2)")
        Integer executor;

        @Option(
                names = "--questions",
                paramLabel = "N",
                description = "questions published at once (default ${DEFAULT-VALUE})")
        int questions = 100;

        @Option(
                names = "--qa",
                paramLabel = "FILE",
                description = "Bar Exam QA CSV to take them from (default: ../shared/data's validation split when"
                        + " present, else the corpus's passage titles)")
        Path qa;

        @Option(
                names = "--corpus",
                paramLabel = "PATH",
                description = "passage files whose titles make the warm-up questions (default: the sample corpus)")
        Path corpus;

        @Option(
                names = "--warmup",
                paramLabel = "W",
                description = "questions first, reported but not counted (default ${DEFAULT-VALUE})")
        int warmup = 200;

        @Option(
                names = "--timeout",
                paramLabel = "S",
                description = "give up waiting after S seconds (default ${DEFAULT-VALUE})")
        int timeout = 900;

        @Option(names = "--json", description = "the last line of stdout is one JSON object")
        boolean json;

        @Override
        public Integer call() throws Exception {
            int parts = partitions == null ? Io.config().partitions() : partitions;
            int exec = executor != null
                    ? executor
                    : Integer.parseInt(
                            Io.envWith("LEGAL_EXECUTOR_CONCURRENCY", "2").apply("LEGAL_EXECUTOR_CONCURRENCY"));
            if (parts < 1 || concurrency < 1 || exec < 1) {
                throw new UsageException(
                        "--partitions, --concurrency and --executor-concurrency take a whole number above 0");
            }
            // Measured: the Bar Exam QA validation questions when present; warm-up: the sample corpus's titles.
            Path questionsFile = qa != null ? qa : Files.exists(sharedQa()) ? sharedQa() : null;
            var options = new ThroughputBench.Options(
                    questions,
                    warmup,
                    timeout,
                    questionsFile,
                    corpus != null ? corpus : Io.config().corpusDir(),
                    json,
                    Io.bootstrap());
            try (var bench = new BenchStack(stack(), parts, Io::topics, Io.err)) {
                bench.begin(true);
                bench.startServices(
                        "throughput, " + parts + " partitions, " + concurrency + " consumers per node (" + exec
                                + " for the executor)",
                        List.of(
                                "LEGAL_RUNTIME_CONCURRENCY=" + concurrency,
                                "LEGAL_RETRIEVAL_MEMORY_COLLECTION=" + bench.memoryCollection(),
                                "executor:LEGAL_RUNTIME_CONCURRENCY=" + exec));
                return new ThroughputBench(Io.out, Io.err).run(options);
            }
        }
    }

    @Command(
            name = "ingest",
            mixinStandardHelpOptions = true,
            description = "Ingest speed against the raw embedding speed, into a collection named bench-ingest-<random>"
                    + " that is deleted afterwards; needs Chroma alone (started and stopped when it was down).")
    static final class Ingest implements Callable<Integer> {
        @Option(
                names = "--corpus",
                paramLabel = "PATH",
                description = "passage files or a folder of them (default: ../shared/data/corpus when present, else"
                        + " the sample corpus)")
        Path corpus;

        @Option(
                names = "--batch",
                paramLabel = "N",
                description = "passages per embedding call and write (default ${DEFAULT-VALUE})")
        int batch = 128;

        @Option(names = "--chroma", paramLabel = "URL", description = "the Chroma server")
        String chroma;

        @Option(names = "--model", paramLabel = "ID", description = "the embedding model")
        String model;

        @Option(names = "--json", description = "the last line of stdout is one JSON object")
        boolean json;

        @Override
        public Integer call() throws Exception {
            Path shared = Io.config().root().resolve("../shared/data/corpus").normalize();
            Path chosen = corpus != null
                    ? corpus
                    : Files.isDirectory(shared) ? shared : Io.config().corpusDir();
            var stack = stack();
            Files.createDirectories(stack.config().logDir());
            boolean chromaWasUp = stack.chroma().pid().isPresent();
            stack.chroma().start();
            try {
                return new IngestBench(Io.out, Io.err).run(chosen, batch, chroma, model, json);
            } finally {
                if (!chromaWasUp) {
                    stack.chroma().stop();
                }
            }
        }
    }

    @Command(
            name = "injection",
            mixinStandardHelpOptions = true,
            description = {
                "Screens each question as the guard does and counts what is flagged: on the attack set the detection"
                        + " rate, on every other set a false positive. Needs no stack.",
                "The model: --model, --ollama-url, --openai-url and the LEGAL_MODEL_* variables as for ask; the prompt"
                        + " from skills/ (LEGAL_MODEL_SKILLS_DIRECTORY)."
            })
    static final class Injection implements Callable<Integer> {
        @Option(
                names = "--attacks",
                paramLabel = "FILE",
                description = "attack set, JSON Lines (default: the packaged one)")
        Path attacks;

        @Option(
                names = "--legitimate",
                paramLabel = "FILE",
                description = "legitimate questions (default: the packaged set)")
        Path legitimate;

        @Option(
                names = "--qa",
                paramLabel = "FILE",
                description = "a Bar Exam QA CSV, repeatable (default: ../shared/data's validation and train splits)")
        List<Path> qa = new ArrayList<>();

        @Option(names = "--qa-limit", paramLabel = "N", description = "the first N questions of each QA file")
        int qaLimit = Integer.MAX_VALUE;

        @Option(
                names = {"--provider", "--llm"},
                paramLabel = "offline|ollama|openai",
                description = "also the screening skill of this model provider")
        String provider;

        @Option(names = "--model", paramLabel = "NAME", description = "the model (with --provider ollama or openai)")
        String model;

        @Option(names = "--ollama-url", paramLabel = "URL", description = "the Ollama server")
        String ollamaUrl;

        @Option(names = "--openai-url", paramLabel = "URL", description = "an OpenAI-compatible server")
        String openaiUrl;

        @Option(names = "--json", description = "the last line of stdout is one JSON object with the figures")
        boolean json;

        InjectionBench.Options options() {
            var files = new ArrayList<>(qa);
            if (files.isEmpty()) {
                for (String split : List.of("barexam-validation.csv", "barexam-train.csv")) {
                    Path file = sharedQa().resolveSibling(split);
                    if (Files.exists(file)) {
                        files.add(file);
                    }
                }
            }
            return new InjectionBench.Options(
                    attacks, legitimate, files, qaLimit, provider, model, ollamaUrl, openaiUrl, json);
        }

        @Override
        public Integer call() throws Exception {
            var env = Io.envWith(
                    "LEGAL_MODEL_SKILLS_DIRECTORY", Io.config().skills().toString());
            return new InjectionBench(Io.out, Io.err, env).run(options());
        }
    }
}
