package io.legalagent.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The figures of a chaos run, as a table and as one JSON document: the counts, every kill with the
 * time its process was back, the slowest recoveries and the answer latency. Times of kills are
 * seconds from the first question published.
 *
 * @param seed the seed the launcher chose its victims with, null when not given
 * @param killEverySeconds the launcher's kill interval, null when not given
 */
record ChaosReport(ChaosRun run, ChaosVerdict verdict, Recoveries recoveries, Long seed, Double killEverySeconds) {

    WorkResumption resumption() {
        return WorkResumption.of(run, recoveries);
    }

    String table() {
        var v = verdict;
        var text = new StringBuilder();
        text.append(String.format(
                Locale.ROOT,
                "chaos: %d questions from %s at %.1f/s%s%s%n",
                run.questions().size(),
                run.source(),
                run.ratePerSecond(),
                killEverySeconds == null
                        ? ""
                        : String.format(Locale.ROOT, ", a service killed every %.0f s", killEverySeconds),
                seed == null ? "" : " (seed " + seed + ")"));
        text.append(String.format(
                Locale.ROOT,
                "  published %d  answered %d  lost %d  duplicated %d  stuck %d (deadline %d s)%s%n",
                v.published(),
                v.answered(),
                v.lost(),
                v.duplicated(),
                v.stuck(),
                run.deadlineSeconds(),
                v.unpublished() + v.unknown() == 0
                        ? ""
                        : "  not published " + v.unpublished() + "  unknown answers " + v.unknown()));
        var statuses = new ArrayList<String>();
        v.statuses().forEach((status, n) -> statuses.add(status + " " + n));
        text.append("  by status: ")
                .append(statuses.isEmpty() ? "no answers" : String.join(", ", statuses))
                .append(String.format(Locale.ROOT, " (%d answers for %d questions)%n", v.answers(), v.published()));
        text.append(String.format(
                Locale.ROOT,
                "  answer latency: p50 %.1f s, p95 %.1f s, max %.1f s%n",
                v.latency().p50() / 1000,
                v.latency().p95() / 1000,
                v.latency().max() / 1000));
        var resumption = resumption();
        text.append(String.format(
                Locale.ROOT,
                "  answer latency of the %d questions in flight during a kill: p50 %.1f s, p95 %.1f s%n",
                resumption.inFlight(),
                resumption.inFlightLatency().p50() / 1000,
                resumption.inFlightLatency().p95() / 1000));
        text.append(String.format(
                Locale.ROOT,
                "  %8s  %-12s %8s %9s %10s %10s%n",
                "killed",
                "target",
                "pid",
                "back",
                "recovery",
                "resumed"));
        long start = run.startedAtMs();
        for (var k : recoveries.kills()) {
            Long resumed = resumption.resumedMs().get(k);
            text.append(String.format(
                    Locale.ROOT,
                    "  %7.1fs  %-12s %8d %9s %10s %10s%n",
                    (k.killedAtMs() - start) / 1000.0,
                    k.target(),
                    k.pid(),
                    k.back() ? String.format(Locale.ROOT, "%.1fs", (k.readyAtMs() - start) / 1000.0) : "never",
                    k.back() ? String.format(Locale.ROOT, "%.1f s", k.recoveryMillis() / 1000.0) : "-",
                    resumed == null ? "idle" : String.format(Locale.ROOT, "%.1f s", resumed / 1000.0)));
        }
        var services = resumption.services();
        text.append(String.format(
                Locale.ROOT,
                "  work resumed after a service kill: p50 %.1f s, max %.1f s over %d kills (target p50 5 s, max 10 s)%n",
                services.p50() / 1000,
                services.max() / 1000,
                services.count()));
        text.append(String.format(
                Locale.ROOT,
                "  slowest recovery: %s; broker: %s%n",
                recoveries
                        .slowestService()
                        .map(k -> String.format(Locale.ROOT, "%s %.1f s", k.target(), k.recoveryMillis() / 1000.0))
                        .orElse("no service killed"),
                recoveries
                        .slowestBroker()
                        .map(k -> String.format(Locale.ROOT, "%.1f s", k.recoveryMillis() / 1000.0))
                        .orElse("not killed")));
        v.problems().forEach(p -> text.append("  ").append(p).append('\n'));
        recoveries.notBack().forEach(k -> text.append("  ").append(k.target()).append(" was not back in time\n"));
        text.append(
                holds()
                        ? "verdict: every question answered exactly once, none lost, none stuck\n"
                        : "verdict: FAILED\n");
        return text.toString();
    }

    /** Exactly once for every question, and every killed process back. */
    boolean holds() {
        return verdict.holds() && recoveries.notBack().isEmpty();
    }

    Map<String, Object> figures() {
        var v = verdict;
        var resumption = resumption();
        var map = new LinkedHashMap<String, Object>();
        map.put("bench", "chaos");
        map.put("source", run.source());
        map.put("seed", seed);
        map.put("kill_every_s", killEverySeconds);
        map.put("rate_per_s", run.ratePerSecond());
        map.put("deadline_s", run.deadlineSeconds());
        map.put("questions", run.questions().size());
        map.put("published", v.published());
        map.put("answered", v.answered());
        map.put("lost", v.lost());
        map.put("duplicated", v.duplicated());
        map.put("stuck", v.stuck());
        map.put("not_published", v.unpublished());
        map.put("unknown_answers", v.unknown());
        map.put("answers", v.answers());
        map.put("statuses", v.statuses());
        var latency = new LinkedHashMap<String, Object>();
        latency.put("p50_ms", LatencySummary.round(v.latency().p50()));
        latency.put("p95_ms", LatencySummary.round(v.latency().p95()));
        latency.put("max_ms", LatencySummary.round(v.latency().max()));
        map.put("latency", latency);
        var kills = new ArrayList<Map<String, Object>>();
        long start = run.startedAtMs();
        for (var k : recoveries.kills()) {
            var kill = new LinkedHashMap<String, Object>();
            kill.put("target", k.target());
            kill.put("pid", k.pid());
            kill.put("killed_at_s", LatencySummary.round((k.killedAtMs() - start) / 1000.0));
            kill.put("back_at_s", k.back() ? LatencySummary.round((k.readyAtMs() - start) / 1000.0) : null);
            kill.put("recovery_ms", k.back() ? k.recoveryMillis() : null);
            kill.put("resumed_ms", resumption.resumedMs().get(k));
            kills.add(kill);
        }
        map.put("kills", kills);
        var services = resumption.services();
        var resumed = new LinkedHashMap<String, Object>();
        resumed.put("kills", services.count());
        resumed.put("p50_ms", LatencySummary.round(services.p50()));
        resumed.put("max_ms", LatencySummary.round(services.max()));
        resumed.put("meets_target", resumption.meetsTarget());
        map.put("work_resumed", resumed);
        var inFlight = new LinkedHashMap<String, Object>();
        inFlight.put("questions", resumption.inFlight());
        inFlight.put("p50_ms", LatencySummary.round(resumption.inFlightLatency().p50()));
        inFlight.put("p95_ms", LatencySummary.round(resumption.inFlightLatency().p95()));
        map.put("in_flight_latency", inFlight);
        map.put(
                "slowest_service_recovery",
                recoveries.slowestService().map(ChaosReport::slowest).orElse(null));
        map.put(
                "broker_recovery_ms",
                recoveries.slowestBroker().map(Recoveries.Kill::recoveryMillis).orElse(null));
        map.put("not_back", recoveries.notBack().size());
        map.put("problems", v.problems());
        map.put("ok", holds());
        return map;
    }

    private static Map<String, Object> slowest(Recoveries.Kill kill) {
        var map = new LinkedHashMap<String, Object>();
        map.put("target", kill.target());
        map.put("recovery_ms", kill.recoveryMillis());
        return map;
    }
}
