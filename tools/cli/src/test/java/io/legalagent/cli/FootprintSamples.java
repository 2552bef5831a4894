package io.legalagent.cli;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Two passes of bench footprint, lean and plain, with the resident memory a run of the nine shows. */
final class FootprintSamples {
    static final List<String> SERVICES = List.of(
            "guard",
            "classifier",
            "planner",
            "executor",
            "evaluator",
            "replanner",
            "mc-selector",
            "memory",
            "observer");
    static final List<Long> LEAN_MB = List.of(290L, 140L, 300L, 310L, 150L, 135L, 130L, 280L, 160L);
    static final List<Long> PLAIN_MB = List.of(410L, 230L, 420L, 450L, 240L, 220L, 215L, 400L, 250L);

    private FootprintSamples() {}

    static FootprintReport.Pass pass(String jvm, List<Long> megabytes, double readyBase) {
        var ready = new LinkedHashMap<String, Double>();
        var rss = new LinkedHashMap<String, Long>();
        for (int i = 0; i < SERVICES.size(); i++) {
            ready.put(SERVICES.get(i), readyBase + i * 0.5);
            rss.put(SERVICES.get(i), megabytes.get(i));
        }
        return new FootprintReport.Pass(jvm, ready, rss, ThroughputFigures.of(2, 0, 1.0, HopFiguresTest.twoRuns()));
    }

    static List<FootprintReport.Pass> passes() {
        return List.of(pass("lean", LEAN_MB, 8.0), pass("plain", PLAIN_MB, 6.0));
    }

    static Map<String, Long> targets() {
        var targets = new LinkedHashMap<String, Long>();
        for (String service : SERVICES) {
            boolean embedding =
                    List.of("guard", "planner", "executor", "memory").contains(service);
            targets.put(service, embedding ? 320L : 170L);
        }
        return targets;
    }
}
