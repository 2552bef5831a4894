package io.legalagent.cli;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.ToDoubleFunction;

/**
 * {@code bench footprint}'s figures per pass, against the targets of a lean stack, and the passes
 * side by side: leaner options must not cost hop latency or throughput beyond noise.
 */
final class FootprintReport {
    /** Services that load the embedding model may use more. */
    static final Set<String> EMBEDDING = Set.of("guard", "planner", "executor", "memory");

    static final long LIGHT_TARGET_MB = 170;
    static final long EMBEDDING_TARGET_MB = 320;
    static final long TOTAL_TARGET_MB = 2048;
    static final double READY_TARGET_S = 20;

    private FootprintReport() {}

    /** One pass: seconds to ready and resident MB per service, and what its questions measured. */
    record Pass(String jvm, Map<String, Double> readySeconds, Map<String, Long> residentMb, ThroughputFigures work) {
        long totalMb() {
            return residentMb.values().stream().mapToLong(Long::longValue).sum();
        }

        double allReadySeconds() {
            return readySeconds.values().stream()
                    .mapToDouble(Double::doubleValue)
                    .max()
                    .orElse(Double.NaN);
        }

        boolean meetsMemoryTargets() {
            return totalMb() <= TOTAL_TARGET_MB
                    && residentMb.entrySet().stream().allMatch(e -> e.getValue() <= target(e.getKey()));
        }
    }

    static long target(String service) {
        return EMBEDDING.contains(service) ? EMBEDDING_TARGET_MB : LIGHT_TARGET_MB;
    }

    static String table(List<Pass> passes) {
        var text = new StringBuilder();
        for (var pass : passes) {
            text.append(String.format(
                    Locale.ROOT,
                    "%nJVM %s: nine ready together in %.1f s (target %.0f s); memory after %d answers%n",
                    pass.jvm(),
                    pass.allReadySeconds(),
                    READY_TARGET_S,
                    pass.work().answered()));
            text.append(String.format(Locale.ROOT, "%-12s %8s %8s %8s%n", "service", "ready s", "RSS MB", "target"));
            pass.readySeconds()
                    .forEach((name, seconds) -> text.append(String.format(
                            Locale.ROOT,
                            "%-12s %8.1f %8s %8d%n",
                            name,
                            seconds,
                            String.valueOf(pass.residentMb().getOrDefault(name, -1L)),
                            target(name))));
            text.append(String.format(Locale.ROOT, "%-12s %8s %8d %8d%n", "nine", "", pass.totalMb(), TOTAL_TARGET_MB));
        }
        return text.toString();
    }

    /** Each pass's throughput, latency and milliseconds per visit of every node, in columns. */
    static String comparison(List<Pass> passes) {
        var text = new StringBuilder(String.format(Locale.ROOT, "%n%-24s", "compared, same run"));
        passes.forEach(pass -> text.append(String.format(Locale.ROOT, " %12s", pass.jvm())));
        text.append(System.lineSeparator());
        row(text, "questions/s", passes, work -> work.perSecond(), "%12.3f");
        row(text, "latency p50 ms", passes, work -> work.latency().p50(), "%12.0f");
        row(text, "latency p95 ms", passes, work -> work.latency().p95(), "%12.0f");
        for (String node : passes.get(0).work().perNode().keySet()) {
            row(text, node + " ms/hop", passes, work -> msPerVisit(work, node), "%12.1f");
        }
        return text.toString();
    }

    private static double msPerVisit(ThroughputFigures work, String node) {
        var time = work.perNode().get(node);
        return time == null ? Double.NaN : time.nodeMillis() / time.visits();
    }

    private static void row(
            StringBuilder text,
            String label,
            List<Pass> passes,
            ToDoubleFunction<ThroughputFigures> figure,
            String format) {
        text.append(String.format(Locale.ROOT, "%-24s", label));
        passes.forEach(
                pass -> text.append(' ').append(String.format(Locale.ROOT, format, figure.applyAsDouble(pass.work()))));
        text.append(System.lineSeparator());
    }

    static Map<String, Object> json(List<Pass> passes, int questions) {
        var document = new LinkedHashMap<String, Object>();
        document.put("questions", questions);
        document.put(
                "targets",
                Map.of(
                        "light_mb", LIGHT_TARGET_MB,
                        "embedding_mb", EMBEDDING_TARGET_MB,
                        "total_mb", TOTAL_TARGET_MB,
                        "ready_s", READY_TARGET_S));
        var byPass = new LinkedHashMap<String, Object>();
        for (var pass : passes) {
            var figures = new LinkedHashMap<String, Object>();
            var services = new LinkedHashMap<String, Object>();
            pass.readySeconds()
                    .forEach((name, seconds) -> services.put(
                            name,
                            Map.of(
                                    "ready_s",
                                    LatencySummary.round(seconds),
                                    "rss_mb",
                                    pass.residentMb().getOrDefault(name, -1L))));
            figures.put("services", services);
            figures.put("all_ready_s", LatencySummary.round(pass.allReadySeconds()));
            figures.put("total_rss_mb", pass.totalMb());
            figures.put("answered", pass.work().answered());
            figures.put("work", pass.work().figures());
            figures.put("meets_memory_targets", pass.meetsMemoryTargets());
            figures.put("meets_ready_target", pass.allReadySeconds() <= READY_TARGET_S);
            byPass.put(pass.jvm(), figures);
        }
        document.put("passes", byPass);
        return document;
    }
}
