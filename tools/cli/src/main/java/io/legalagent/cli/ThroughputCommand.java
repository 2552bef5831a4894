package io.legalagent.cli;

import io.legalagent.cli.stack.BenchStack;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code bench throughput}: the services restarted with the partitions and consumers asked, then
 * measured once per way of embedding, so that the passes compare on one machine in one run.
 */
@Command(
        name = "throughput",
        mixinStandardHelpOptions = true,
        description = "Questions per second end to end, offline model and real retrieval, and where the time"
                + " goes per node; the stack restarted with these settings on a broker of its own.")
final class ThroughputCommand implements Callable<Integer> {
    @Option(
            names = "--partitions",
            paramLabel = "P",
            description = "partitions per topic (default: LEGAL_RUNTIME_PARTITIONS, 6)")
    Integer partitions;

    @Option(names = "--concurrency", paramLabel = "C", description = "consumers per node (default ${DEFAULT-VALUE})")
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

    @Option(
            names = "--embeddings",
            paramLabel = "PASSES",
            description = "one pass per way of embedding, comma-separated: default (question embedded once a"
                    + " run, one ONNX call per text), batched (a hop's queries in one call), off (the question"
                    + " embedded again by the memory node); default ${DEFAULT-VALUE}")
    String embeddings = "default,batched,off";

    @Option(names = "--json", description = "the last line of stdout is one JSON object")
    boolean json;

    @Override
    public Integer call() throws Exception {
        int parts = partitions == null ? Io.config().partitions() : partitions;
        int exec = executor != null
                ? executor
                : Integer.parseInt(Io.envWith("LEGAL_EXECUTOR_CONCURRENCY", "2").apply("LEGAL_EXECUTOR_CONCURRENCY"));
        if (parts < 1 || concurrency < 1 || exec < 1) {
            throw new UsageException(
                    "--partitions, --concurrency and --executor-concurrency take a whole number above 0");
        }
        // Measured: the Bar Exam QA validation questions when present; warm-up: the sample corpus's titles.
        Path questionsFile = qa != null ? qa : Files.exists(BenchCommands.sharedQa()) ? BenchCommands.sharedQa() : null;
        var options = new ThroughputBench.Options(
                questions,
                warmup,
                timeout,
                questionsFile,
                corpus != null ? corpus : Io.config().corpusDir(),
                Io.bootstrap());
        var passes = EmbeddingPass.parse(embeddings);
        var results = new LinkedHashMap<EmbeddingPass, ThroughputBench.Pass>();
        try (var bench = new BenchStack(BenchCommands.stack(), parts, Io::topics, Io.err)) {
            bench.begin(true);
            for (var pass : passes) {
                var settings = new ArrayList<>(List.of(
                        "LEGAL_RUNTIME_CONCURRENCY=" + concurrency,
                        // A QA memory of its own per pass: no pass finds what an earlier one answered.
                        "LEGAL_RETRIEVAL_MEMORY_COLLECTION=" + bench.newMemoryCollection(),
                        "executor:LEGAL_RUNTIME_CONCURRENCY=" + exec));
                settings.addAll(pass.settings());
                bench.startServices(
                        "throughput, " + parts + " partitions, " + concurrency + " consumers per node (" + exec
                                + " for the executor), " + pass.describe(),
                        settings);
                results.put(pass, new ThroughputBench(Io.out, Io.err).run(options, pass.describe()));
            }
        }
        Io.out.print(ThroughputComparison.table(results));
        if (json) {
            Io.out.println(Json.MAPPER.writeValueAsString(ThroughputComparison.json(results)));
        }
        return results.values().stream().allMatch(ThroughputBench.Pass::complete) ? ExitCodes.OK : ExitCodes.TIMEOUT;
    }
}
