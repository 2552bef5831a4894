package io.legalagent.cli;

import java.util.ArrayList;
import java.util.List;

/**
 * A chaos run as the benchmark records one: 30 questions a second apart, a service killed now and then
 * and the broker once, the questions in flight during a kill answered late, each run's hops between its
 * question and its answer.
 */
final class ChaosSamples {
    /** Ten minutes ago, whole seconds: a broker keeps records of this age. */
    static final long T0 = java.time.Instant.now().getEpochSecond() * 1000 - 600_000;

    static final String BATCH = "chaos-sample-";
    static final int QUESTIONS = 30;
    static final int DEADLINE_S = 60;
    static final List<String> NODES = List.of("guard", "classifier", "planner", "executor", "evaluator", "mc-selector");
    /** Target, seconds from the first question to its kill, seconds until it was back. */
    static final List<Object[]> KILLS = List.of(
            new Object[] {"executor", 5.5, 4.0},
            new Object[] {"planner", 12.5, 3.5},
            new Object[] {"kafka", 18.5, 9.0},
            new Object[] {"guard", 25.5, 3.0});

    private ChaosSamples() {}

    static long askedAtMs(int question) {
        return T0 + question * 1000L;
    }

    /** 2 to 2.4 s, 6 s more when a kill fell while it ran. */
    static long latencyMs(int question) {
        long base = 2000 + 200L * (question % 3);
        long asked = askedAtMs(question);
        boolean hit = KILLS.stream().anyMatch(k -> {
            long killed = T0 + (long) ((double) k[1] * 1000);
            return asked < killed && killed < asked + base;
        });
        return base + (hit ? 6000 : 0);
    }

    static long answeredAtMs(int question) {
        return askedAtMs(question) + latencyMs(question);
    }

    static ChaosRun run() {
        var asked = new ArrayList<ChaosRun.Asked>();
        for (int q = 0; q < QUESTIONS; q++) {
            var hops = new ArrayList<ChaosRun.NodeHop>();
            for (int h = 0; h < NODES.size(); h++) {
                hops.add(
                        new ChaosRun.NodeHop(NODES.get(h), askedAtMs(q) + latencyMs(q) * (h + 1) / (NODES.size() + 1)));
            }
            asked.add(new ChaosRun.Asked(
                    BATCH + q, askedAtMs(q), null, hops.size(), "mc-selector", hops, answeredAtMs(q)));
        }
        return new ChaosRun(BATCH, "barexam-validation.csv", 1, DEADLINE_S, asked);
    }

    /** One committed answer per question, at its answer time. */
    static List<DeliveredAnswer> answers() {
        var answers = new ArrayList<DeliveredAnswer>();
        for (int q = 0; q < QUESTIONS; q++) {
            answers.add(new DeliveredAnswer(BATCH + q, "run-" + q, "ANSWERED", answeredAtMs(q), q % 3, q / 3));
        }
        return answers;
    }

    static Recoveries recoveries() {
        var kills = new ArrayList<Recoveries.Kill>();
        for (var k : KILLS) {
            long killed = T0 + (long) ((double) k[1] * 1000);
            kills.add(new Recoveries.Kill(
                    (String) k[0], 100 + kills.size(), killed, killed + (long) ((double) k[2] * 1000)));
        }
        return new Recoveries(kills);
    }

    static ChaosReport report(List<DeliveredAnswer> answers) {
        var run = run();
        return new ChaosReport(run, ChaosVerdict.of(run, answers), recoveries(), 42L, 7.0);
    }
}
