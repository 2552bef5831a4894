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

/**
 * {@code bench hops}: per pass, the services restarted with the instant retriever and one exactly-once,
 * tracing and custody mode. With {@code --custody both}, passes with signing on and off alternate
 * (on, off, on, off, …) within one run, so that both see the machine alike, and the report adds what
 * signing costs ({@link CustodyCost}).
 */
@Command(
        name = "hops",
        mixinStandardHelpOptions = true,
        description = "Orchestration overhead per hop (p50/p95/p99, per node), offline model and the instant"
                + " benchmark retriever; exactly-once on, then off; --custody both: signing on and off, alternating,"
                + " with the p50 difference and its 95 %% bootstrap interval.")
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

    @Option(
            names = "--custody",
            paramLabel = "on|off|both",
            description = "each node signs its hops with its own key and the observer checks the chain (default: on);"
                    + " both alternates passes on and off, --custody-rounds times")
    String custody = "on";

    @Option(
            names = "--custody-rounds",
            paramLabel = "N",
            description = "with --custody both: rounds of one pass on, then one off (default ${DEFAULT-VALUE})")
    int custodyRounds = 2;

    @Option(names = "--json", description = "the last line of stdout is one JSON object")
    boolean json;

    @Option(
            names = "--report",
            paramLabel = "DIR",
            description = "also write a report: the hop latency histogram and percentiles of each mode side by"
                    + " side, as charts and a table (DIR/index.html, figures.json, charts/)")
    Path report;

    /** The judged passes' runs, by mode and custody, for what signing costs. */
    private final CustodySamples costs = new CustodySamples();

    /** The judged passes' hops, by pass and mode, for the report. */
    private final HopsReportPage page = new HopsReportPage();

    @Override
    public Integer call() throws Exception {
        var modes = modes("--eos", eos);
        var tracings = modes("--tracing", tracing);
        var custodies = custodyPasses();
        var reportDir = BenchReportDir.prepare(report);
        var files = new ArrayList<Path>();
        int status = ExitCodes.OK;
        var callerEnv = Io.env;
        for (String secured : modes("--security", security)) {
            boolean on = secured.equals("on");
            var bench = new BenchStack(BenchCommands.stack(), Io.config().partitions(), on, Io::topics, Io.err);
            // The benchmark's own clients (topics, ACLs, its driver) follow the benchmark's broker.
            Io.env = key -> key.equals(StackConfig.SECURITY_ENV) ? (on ? "scram" : "off") : callerEnv.apply(key);
            try {
                status = passes(bench, new Modes(tracings, modes, custodies), on, files);
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
            new HopsBench(Io.out, Io.err).report(files, json, costs.costs());
        }
        if (reportDir != null && !page.isEmpty()) {
            BenchReportDir.write(
                    page.report(HopsReportPage.lead(runs, rate, warmup, List.of(eos, tracing, security, custody))),
                    reportDir);
        }
        return status;
    }

    /** The modes a run measures: tracing, exactly-once, and the custody passes in the order they run. */
    private record Modes(List<String> tracings, List<String> exactlyOnce, List<HopsBench.Custody> custody) {}

    /** Every tracing, exactly-once and custody mode on one benchmark stack. */
    private int passes(BenchStack bench, Modes modes, boolean secured, List<Path> files) throws Exception {
        var corpus = Io.config().root().resolve("deploy/sample-corpus/black-letter-rules.jsonl");
        var keys = new BenchNodeKeys(Io.config().benchDir()).ensure();
        bench.begin(false);
        for (String traced : modes.tracings()) {
            for (String mode : modes.exactlyOnce()) {
                for (var signing : modes.custody()) {
                    var settings = new ArrayList<>(List.of(
                            "LEGAL_RETRIEVAL_INSTANT=true",
                            "LEGAL_RETRIEVAL_INSTANT_CORPUS=" + corpus,
                            "LEGAL_RUNTIME_EXACTLY_ONCE=" + mode.equals("on"),
                            "OTEL_SDK_DISABLED=" + traced.equals("off"),
                            // Not in the question loop: it starts only with the real retrieval stack.
                            StackConfig.INGEST + ":LEGAL_RETRIEVAL_INSTANT=false"));
                    settings.addAll(keys.settings(signing.on()));
                    bench.startServices(
                            "hops, exactly-once " + mode + ", tracing " + traced + ", security "
                                    + (secured ? "on" : "off") + ", custody " + (signing.on() ? "on" : "off")
                                    + ", instant benchmark retriever",
                            settings);
                    var custody = modes.custody().size() > 1 ? signing : null;
                    Path file = Io.config()
                            .benchDir()
                            .resolve("hops-" + mode + "-tracing-" + traced + (secured ? "" : "-open")
                                    + (custody == null ? "" : custody.key().replace('_', '-')) + ".json");
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
                            Io.bootstrap(),
                            custody);
                    String compared = HopsReport.modeKey(mode.equals("on"), traced.equals("on"), secured);
                    String series = HopsReport.label(mode.equals("on"), traced.equals("on"), secured)
                            + (custody == null ? "" : ", custody " + (signing.on() ? "on" : "off"));
                    int status = new HopsBench(Io.out, Io.err).run(options, (pass, samples) -> {
                        costs.add(compared, pass, signing.on(), samples);
                        page.add(series, pass, samples);
                    });
                    if (Files.exists(file)) {
                        files.add(file);
                    }
                    if (status != ExitCodes.OK) {
                        return status;
                    }
                }
            }
        }
        return ExitCodes.OK;
    }

    /** One pass per custody mode, or, for both, on then off, round after round. */
    private List<HopsBench.Custody> custodyPasses() throws UsageException {
        var passes = new ArrayList<HopsBench.Custody>();
        var chosen = modes("--custody", custody);
        if (chosen.size() > 1 && custodyRounds < 1) {
            throw new UsageException("--custody-rounds takes a number above 0");
        }
        int rounds = chosen.size() > 1 ? custodyRounds : 1;
        for (int round = 1; round <= rounds; round++) {
            for (String mode : chosen) {
                passes.add(new HopsBench.Custody(mode.equals("on"), round));
            }
        }
        return passes;
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
