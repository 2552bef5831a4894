package io.legalagent.cli;

import java.time.Duration;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code bench review}: unlike the other Kafka benchmarks it measures the stack that runs (./legal up,
 * with the reviewer), since what it measures is what that stack holds for runs waiting on a person.
 */
@Command(
        name = "review",
        mixinStandardHelpOptions = true,
        description = {
            "On the running stack (./legal up): N questions asking for plan review, published as the client;"
                    + " once all are parked, the broker bytes of agent.review and the reviewer's heap and"
                    + " legal.review.parked.bytes, before and after; then a sample approved through the gateway"
                    + " one at a time, timed from the decision record on legal.decisions to the reviewer's resume"
                    + " hop (p50/p95); the rest rejected, so nothing is left waiting."
        })
final class ReviewBenchCommand implements Callable<Integer> {
    @Option(names = "--reviews", paramLabel = "N", description = "runs to park (default ${DEFAULT-VALUE})")
    int reviews = 1000;

    @Option(
            names = "--sample",
            paramLabel = "N",
            description = "of them, approved one at a time and timed (default ${DEFAULT-VALUE})")
    int sample = 50;

    @Option(names = "--rate", paramLabel = "R", description = "questions per second (default ${DEFAULT-VALUE})")
    double rate = 50;

    @Option(
            names = "--timeout",
            paramLabel = "S",
            description = "seconds to wait for the runs to park, and for the rest to close (default ${DEFAULT-VALUE})")
    int timeout = 600;

    @Option(names = "--json", description = "the last line of stdout is one JSON object")
    boolean json;

    @Mixin
    GatewayAccess access;

    @Override
    public Integer call() throws Exception {
        if (reviews < 1 || sample < 0 || rate <= 0 || timeout < 1) {
            throw new UsageException("--reviews, --rate and --timeout take numbers above 0, --sample 0 or more");
        }
        if (!Io.stack(Io.err).allReady()) {
            Io.err.println("legal bench review: measures the running stack; ./legal up first");
            return ExitCodes.ERROR;
        }
        ReviewClient gateway;
        try {
            gateway = access.client();
        } catch (ReviewClient.Refused e) {
            Io.err.println("legal bench review: " + e.getMessage());
            return e.exitCode;
        }
        var options = new ReviewBench.Options(
                reviews, sample, rate, Duration.ofSeconds(timeout), Io.bootstrap(), Io.config());
        var report = new ReviewBench(Io.err).run(options, gateway);
        report.print(Io.out);
        if (json) {
            Io.out.println(Json.MAPPER.writeValueAsString(report.figures()));
        }
        return report.leftPending() == 0 && report.parked() > 0 ? ExitCodes.OK : ExitCodes.ERROR;
    }
}
