package io.legalagent.cli;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/** {@code bench footprint}'s figures per pass, against the targets of a lean stack. */
final class FootprintReport {
    /** Services that load the embedding model may use more. */
    static final Set<String> EMBEDDING = Set.of("guard", "planner", "executor", "memory");

    static final long LIGHT_TARGET_MB = 170;
    static final long EMBEDDING_TARGET_MB = 320;
    static final long TOTAL_TARGET_MB = 2048;
    static final double READY_TARGET_S = 20;

    private FootprintReport() {}

    /** One pass: seconds to ready and resident MB per service, and the questions answered first. */
    record Pass(String jvm, Map<String, Double> readySeconds, Map<String, Long> residentMb, int answered) {
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
                    pass.answered()));
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
            figures.put("answered", pass.answered());
            figures.put("meets_memory_targets", pass.meetsMemoryTargets());
            figures.put("meets_ready_target", pass.allReadySeconds() <= READY_TARGET_S);
            byPass.put(pass.jvm(), figures);
        }
        document.put("passes", byPass);
        return document;
    }
}
