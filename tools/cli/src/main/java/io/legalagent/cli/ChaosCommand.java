package io.legalagent.cli;

import io.legalagent.cli.stack.BenchStack;
import io.legalagent.cli.stack.ChaosKiller;
import io.legalagent.cli.stack.Tree;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code bench chaos}: the real stack (offline model, real retrieval, a QA memory collection of its
 * own) answers Bar Exam questions published at a steady rate while services and the broker are
 * SIGKILLed and restarted; then every committed answer is checked: exactly one per question, in time.
 */
@Command(
        name = "chaos",
        mixinStandardHelpOptions = true,
        description = {
            "Every question answered exactly once while a ready service is SIGKILLed and restarted every S"
                    + " seconds, and the broker once, halfway. LEGAL_CHAOS_DEADLINE: seconds before a question"
                    + " counts as stuck (default 300).",
            "Exit 7 when a question was lost, answered twice or stuck, or a process did not come back."
        })
final class ChaosCommand implements Callable<Integer> {
    @Option(names = "--questions", paramLabel = "N", description = "questions to publish (default ${DEFAULT-VALUE})")
    int questions = 100;

    @Option(names = "--kill-every", paramLabel = "S", description = "seconds between kills (default ${DEFAULT-VALUE})")
    int every = 10;

    // Negatable and true by default: --kill-broker keeps it true, --no-kill-broker turns it off.
    @Option(
            names = "--kill-broker",
            negatable = true,
            defaultValue = "true",
            fallbackValue = "true",
            description = "kill the broker once, halfway (default: yes)")
    boolean killBroker;

    @Option(
            names = "--moved",
            description = "restart each killed service under a new instance id, as a pod moved to another node"
                    + " would be: nothing fences its predecessor")
    boolean moved;

    @Option(names = "--seed", paramLabel = "N", description = "repeats the victims of an earlier run (printed)")
    Long seed;

    @Option(names = "--rate", paramLabel = "R", description = "questions per second (default ${DEFAULT-VALUE})")
    double rate = 1;

    @Option(
            names = "--qa",
            paramLabel = "FILE",
            description = "Bar Exam QA CSV (default: ../shared/data's validation split)")
    Path qa;

    @Option(names = "--json", description = "the last line of stdout is one JSON object")
    boolean json;

    @Option(
            names = "--report",
            paramLabel = "DIR",
            description = "also write a report: each question's answer latency over the run with the kills"
                    + " marked, and the resume times (DIR/index.html, figures.json, charts/)")
    Path report;

    @Override
    public Integer call() throws Exception {
        String deadlineText = Io.envWith("LEGAL_CHAOS_DEADLINE", "300").apply("LEGAL_CHAOS_DEADLINE");
        int deadline = Integer.parseInt(deadlineText.trim());
        Path questionsFile = qa == null ? BenchCommands.sharedQa() : qa;
        if (questions < 1 || every < 1 || !(rate > 0) || deadline < 1 || (seed != null && seed < 0)) {
            throw new UsageException("--questions, --kill-every, --rate and LEGAL_CHAOS_DEADLINE take numbers above 0");
        }
        if (!Files.exists(questionsFile)) {
            throw new UsageException("no questions file " + questionsFile + " (give --qa FILE)");
        }
        long chosenSeed = seed != null ? seed : ThreadLocalRandom.current().nextLong(1L << 30);
        // Kills happen while the questions are published; the one nearest the middle is the broker's.
        int kills = (int) (questions / rate / every);
        if (kills < 1) {
            throw new UsageException(questions + " questions at " + rate + "/s are published in less than --kill-every "
                    + every + " s: nothing would be killed");
        }
        int brokerTick = killBroker ? (kills + 1) / 2 : 0;
        var reportDir = BenchReportDir.prepare(report);
        var dir = Io.config().benchDir();
        Path run = dir.resolve("chaos-run.json");
        Path killsFile = dir.resolve("chaos-kills.jsonl");
        Path started = dir.resolve("chaos-started");
        Path logs = dir.resolve("chaos-logs");
        try (var bench = new BenchStack(BenchCommands.stack(), Io.config().partitions(), Io::topics, Io.err)) {
            bench.begin(true);
            var settings = List.of("LEGAL_RETRIEVAL_MEMORY_COLLECTION=" + bench.memoryCollection());
            bench.startServices("chaos, real retrieval", settings);
            Files.deleteIfExists(run);
            Files.deleteIfExists(killsFile);
            Files.deleteIfExists(started);
            Tree.delete(logs);
            Files.createDirectories(logs);
            Io.err.println("chaos: seed " + chosenSeed + "; " + kills + " kills, one every " + every
                    + "s while the questions are published" + (moved ? ", each service back as a new instance" : "")
                    + (brokerTick > 0 ? ", the broker's at kill " + brokerTick : ""));
            var driverStatus = new AtomicInteger(ExitCodes.ERROR);
            var failure = new AtomicReference<Exception>();
            var driver = new Thread(
                    () -> {
                        try {
                            driverStatus.set(new ChaosBench(Io.err, Io.err)
                                    .publish(questionsFile, questions, rate, deadline, run, started, Io.bootstrap()));
                        } catch (Exception e) {
                            failure.set(e);
                        }
                    },
                    "chaos-driver");
            driver.start();
            new ChaosKiller(bench.stack(), killsFile, logs, chosenSeed, Io.err)
                    .restartWith(settings)
                    .moved(moved)
                    .run(driver::isAlive, started, every, kills, brokerTick);
            driver.join();
            if (failure.get() != null) {
                throw failure.get();
            }
            if (!Files.exists(run)) {
                Io.err.println("legal: the chaos run saved nothing to check (exit " + driverStatus.get() + ")");
                return ExitCodes.ERROR;
            }
            int status = new ChaosBench(Io.out, Io.err)
                    .report(run, killsFile, chosenSeed, (double) every, json, Io.bootstrap(), reportDir);
            Io.err.println(
                    "chaos: logs of the killed processes in " + Io.config().rel(logs));
            return status;
        }
    }
}
