package io.legalagent.cli;

import io.legalagent.cli.stack.BenchStack;
import io.legalagent.cli.stack.StackConfig;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code bench hops}: per pass, the services restarted with the instant retriever and one exactly-once and tracing mode. */
@Command(
        name = "hops",
        mixinStandardHelpOptions = true,
        description = "Orchestration overhead per hop (p50/p95/p99, per node), offline model and the instant"
                + " benchmark retriever; exactly-once on, then off.")
final class HopsCommand implements Callable<Integer> {
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

    @Option(names = "--warmup-rate", paramLabel = "R", description = "their rate per second (default ${DEFAULT-VALUE})")
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

    @Option(
            names = "--security",
            paramLabel = "on|off|both",
            description = "the broker's SCRAM logins and ACLs (default: on; both measures what they cost)")
    String security = "on";

    @Option(names = "--json", description = "the last line of stdout is one JSON object")
    boolean json;

    @Override
    public Integer call() throws Exception {
        var modes = modes("--eos", eos);
        var tracings = modes("--tracing", tracing);
        var files = new ArrayList<Path>();
        int status = ExitCodes.OK;
        var callerEnv = Io.env;
        for (String secured : modes("--security", security)) {
            boolean on = secured.equals("on");
            var bench = new BenchStack(BenchCommands.stack(), Io.config().partitions(), on, Io::topics, Io.err);
            // The benchmark's own clients (topics, ACLs, its driver) follow the benchmark's broker.
            Io.env = key -> key.equals(StackConfig.SECURITY_ENV) ? (on ? "scram" : "off") : callerEnv.apply(key);
            try {
                status = passes(bench, tracings, modes, on, files);
            } finally {
                Io.env = callerEnv;
                bench.close();
            }
            if (status != ExitCodes.OK) {
                break;
            }
        }
        if (!files.isEmpty()) {
            Io.out.println();
            new HopsBench(Io.out, Io.err).report(files, json);
        }
        return status;
    }

    /** Every tracing and exactly-once mode on one benchmark stack. */
    private int passes(BenchStack bench, List<String> tracings, List<String> modes, boolean secured, List<Path> files)
            throws Exception {
        var corpus = Io.config().root().resolve("deploy/sample-corpus/black-letter-rules.jsonl");
        bench.begin(false);
        for (String traced : tracings) {
            for (String mode : modes) {
                bench.startServices(
                        "hops, exactly-once " + mode + ", tracing " + traced + ", security " + (secured ? "on" : "off")
                                + ", instant benchmark retriever",
                        List.of(
                                "LEGAL_RETRIEVAL_INSTANT=true",
                                "LEGAL_RETRIEVAL_INSTANT_CORPUS=" + corpus,
                                "LEGAL_RUNTIME_EXACTLY_ONCE=" + mode.equals("on"),
                                "OTEL_SDK_DISABLED=" + traced.equals("off")));
                Path file = Io.config()
                        .benchDir()
                        .resolve("hops-" + mode + "-tracing-" + traced + (secured ? "" : "-open") + ".json");
                Files.deleteIfExists(file);
                var options = new HopsBench.Options(
                        runs,
                        rate,
                        warmup,
                        warmupRate,
                        mode.equals("on"),
                        traced.equals("on"),
                        secured,
                        timeout,
                        file,
                        false,
                        Io.bootstrap());
                int status = new HopsBench(Io.out, Io.err).run(options);
                if (Files.exists(file)) {
                    files.add(file);
                }
                if (status != ExitCodes.OK) {
                    return status;
                }
            }
        }
        return ExitCodes.OK;
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
