package io.legalagent.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;

/**
 * What a kill cost the users of a chaos run: how long until the killed process's work resumed (the
 * killed service's next committed hop, or for the broker any node's; a SIGKILLed process commits
 * nothing after its death, so a hop run after the kill is its successor's), and the answer latency
 * of the questions that were in flight when a process was killed.
 */
record WorkResumption(Map<Recoveries.Kill, Long> resumedMs, LatencySummary inFlightLatency, int inFlight) {
    static final double RESUME_TARGET_P50_MS = 5_000;
    static final double RESUME_TARGET_MAX_MS = 10_000;

    static WorkResumption of(ChaosRun run, Recoveries recoveries) {
        var resumed = new LinkedHashMap<Recoveries.Kill, Long>();
        for (var kill : recoveries.kills()) {
            nextHop(run, kill).ifPresent(at -> resumed.put(kill, at - kill.killedAtMs()));
        }
        var latencies = new ArrayList<Double>();
        for (var asked : run.questions()) {
            if (asked.answeredAtMs() != null && duringAKill(asked, recoveries)) {
                latencies.add((double) (asked.answeredAtMs() - asked.publishedAtMs()));
            }
        }
        return new WorkResumption(resumed, LatencySummary.of(latencies), latencies.size());
    }

    /** The first hop after the kill by the killed node (by any node, for the broker). */
    private static OptionalLong nextHop(ChaosRun run, Recoveries.Kill kill) {
        return run.questions().stream()
                .flatMap(asked -> asked.hops().stream())
                .filter(hop -> kill.broker() || hop.node().equals(kill.target()))
                .mapToLong(ChaosRun.NodeHop::atMs)
                .filter(at -> at > kill.killedAtMs())
                .min();
    }

    private static boolean duringAKill(ChaosRun.Asked asked, Recoveries recoveries) {
        return recoveries.kills().stream()
                .anyMatch(
                        kill -> asked.publishedAtMs() < kill.killedAtMs() && kill.killedAtMs() < asked.answeredAtMs());
    }

    /** Resumption times of the service kills (the broker's apart). */
    LatencySummary services() {
        return LatencySummary.of(resumedMs.entrySet().stream()
                .filter(e -> !e.getKey().broker())
                .map(e -> (double) e.getValue())
                .toList());
    }

    boolean meetsTarget() {
        var services = services();
        return services.count() > 0 && services.p50() <= RESUME_TARGET_P50_MS && services.max() <= RESUME_TARGET_MAX_MS;
    }

    /** Kills after which the killed node had no more work in the run: nothing to resume. */
    List<Recoveries.Kill> idle(Recoveries recoveries) {
        return recoveries.kills().stream()
                .filter(k -> !resumedMs.containsKey(k))
                .toList();
    }
}
