package io.legalagent.cli;

import io.legalagent.cli.stack.BenchStack;
import io.legalagent.cli.stack.ResidentMemory;
import io.legalagent.cli.stack.StackConfig;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code bench footprint}: per pass of JVM options, the nine services started together on a broker
 * of their own, each one's time to ready, then the resident memory of each after the questions, and
 * what the questions measured (latency, throughput, time per hop), so the passes compare in one run.
 */
@Command(
        name = "footprint",
        mixinStandardHelpOptions = true,
        description = "Start-to-ready time and resident memory per service, the nine started together, and the"
                + " questions' latency, throughput and time per hop, with the lean JVM options per kind"
                + " (deploy/jvm) and the plain ones in one run.")
final class FootprintCommand implements Callable<Integer> {
    @Option(
            names = "--questions",
            paramLabel = "N",
            description = "questions answered before memory is read (default ${DEFAULT-VALUE})")
    int questions = 50;

    @Option(
            names = "--jvm",
            paramLabel = "PASSES",
            description = "one pass per kind of JVM options, comma-separated: lean, plain (default ${DEFAULT-VALUE})")
    String passes = "lean,plain";

    @Option(
            names = "--qa",
            paramLabel = "FILE",
            description = "Bar Exam QA CSV to take the questions from (default: ../shared/data's validation split"
                    + " when present, else the corpus's passage titles)")
    Path qa;

    @Option(
            names = "--timeout",
            paramLabel = "S",
            description = "give up waiting for the answers after S seconds (default ${DEFAULT-VALUE})")
    int timeout = 600;

    @Option(names = "--json", description = "the last line of stdout is one JSON object")
    boolean json;

    @Option(
            names = "--report",
            paramLabel = "DIR",
            description = "also write a report: resident memory per service against its target, per pass, as"
                    + " bars and a table (DIR/index.html, figures.json, charts/)")
    Path report;

    @Override
    public Integer call() throws Exception {
        var leanPasses = parse(passes);
        var reportDir = BenchReportDir.prepare(report);
        if (!ResidentMemory.available()) {
            Io.err.println("legal: " + ResidentMemory.UNAVAILABLE);
        }
        Path questionsFile = qa != null ? qa : Files.exists(BenchCommands.sharedQa()) ? BenchCommands.sharedQa() : null;
        StackConfig config = Io.config();
        var options =
                new ThroughputBench.Options(questions, 0, timeout, questionsFile, config.corpusDir(), Io.bootstrap());
        var results = new ArrayList<FootprintReport.Pass>();
        try (var bench = new BenchStack(BenchCommands.stack(), config.partitions(), Io::topics, Io.err)) {
            bench.begin(true);
            for (boolean lean : leanPasses) {
                bench.useLeanJvm(lean);
                String jvm = bench.stack().config().serviceJvm().describe();
                var ready = bench.startServices(
                        "footprint, JVM " + jvm,
                        List.of("LEGAL_RETRIEVAL_MEMORY_COLLECTION=" + bench.newMemoryCollection()));
                var answered = new ThroughputBench(Io.out, Io.err).run(options, "footprint, JVM " + jvm);
                results.add(
                        new FootprintReport.Pass(lean ? "lean" : "plain", ready, memory(bench), answered.figures()));
            }
        }
        Io.out.print(FootprintReport.table(results));
        Io.out.print(FootprintReport.comparison(results));
        if (json) {
            Io.out.println(Json.MAPPER.writeValueAsString(FootprintReport.json(results, questions)));
        }
        if (reportDir != null) {
            BenchReportDir.write(FootprintReportPage.of(results, questions), reportDir);
        }
        return results.stream().allMatch(pass -> pass.work().answered() == questions)
                ? ExitCodes.OK
                : ExitCodes.TIMEOUT;
    }

    /** Each service's resident memory now, in MB. */
    private static Map<String, Long> memory(BenchStack bench) {
        var memory = new LinkedHashMap<String, Long>();
        for (String name : bench.stack().config().services()) {
            bench.stack().services().pid(name).stream()
                    .mapToLong(Long::longValue)
                    .mapToObj(ResidentMemory::megabytes)
                    .filter(java.util.OptionalLong::isPresent)
                    .forEach(mb -> memory.put(name, mb.getAsLong()));
        }
        return memory;
    }

    private static List<Boolean> parse(String passes) throws UsageException {
        var lean = new ArrayList<Boolean>();
        for (String pass : passes.split(",")) {
            switch (pass.strip()) {
                case "lean" -> lean.add(true);
                case "plain" -> lean.add(false);
                default -> throw new UsageException("--jvm takes lean and/or plain, comma-separated; got: " + pass);
            }
        }
        return lean;
    }
}
