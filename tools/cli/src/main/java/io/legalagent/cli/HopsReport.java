package io.legalagent.cli;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The figures of the hop benchmark as one JSON object, and the side-by-side summary of its modes
 * (exactly-once on and off). Each mode holds its passes (idle, loaded) as {@link HopFigures#figures()}.
 */
final class HopsReport {
    static final double TARGET_P50_MS = 5;
    static final double TARGET_P99_MS = 25;
    static final List<String> PASSES = List.of("warmup", "idle", "loaded");
    /** The passes judged against the targets; the warm-up only shows what a fresh start costs. */
    static final List<String> JUDGED = List.of("idle", "loaded");

    private HopsReport() {}

    /** The key of a mode: eos_on or eos_off, with _untraced when the services recorded no spans. */
    /** With the broker open (no logins, no ACLs), a mode's key and label say so. */
    static String modeKey(boolean exactlyOnce, boolean traced, boolean secured) {
        return modeKey(exactlyOnce, traced) + (secured ? "" : "_open");
    }

    static String label(boolean exactlyOnce, boolean traced, boolean secured) {
        return label(exactlyOnce, traced) + (secured ? "" : ", no logins or ACLs");
    }

    static String modeKey(boolean exactlyOnce, boolean traced) {
        return (exactlyOnce ? "eos_on" : "eos_off") + (traced ? "" : "_untraced");
    }

    static String label(boolean exactlyOnce, boolean traced) {
        return (exactlyOnce ? "exactly-once" : "at-least-once") + (traced ? "" : ", untraced");
    }

    /**
     * One mode's figures: its passes, and whether each judged pass meets the targets (which apply to
     * exactly-once; at-least-once is recorded for comparison).
     */
    static Map<String, Object> mode(boolean exactlyOnce, boolean traced, int unanswered, List<HopFigures> passes) {
        var map = new LinkedHashMap<String, Object>();
        map.put("exactly_once", exactlyOnce);
        map.put("traced", traced);
        map.put("unanswered", unanswered);
        var meets = new LinkedHashMap<String, Object>();
        for (var pass : passes) {
            map.put(pass.pass(), pass.figures());
            if (JUDGED.contains(pass.pass())) {
                meets.put(pass.pass(), pass.meets(TARGET_P50_MS, TARGET_P99_MS));
            }
        }
        map.put("meets_targets", meets);
        return map;
    }

    /** The whole benchmark's JSON object: the targets and every mode measured. */
    static Map<String, Object> document(Map<String, Object> modes) {
        var map = new LinkedHashMap<String, Object>();
        map.put("bench", "hops");
        map.put("targets", Map.of("p50_ms", TARGET_P50_MS, "p99_ms", TARGET_P99_MS));
        map.put("modes", modes);
        return map;
    }

    /** Every mode and pass in one table: every hop's percentiles and the per-run overhead. */
    @SuppressWarnings("unchecked")
    static String summary(Map<String, Object> modes) {
        var text = new StringBuilder(String.format(
                Locale.ROOT,
                "hop latency (gap between consecutive progress events), targets with exactly-once: p50 <= %.0f ms,"
                        + " p99 <= %.0f ms%n",
                TARGET_P50_MS,
                TARGET_P99_MS));
        text.append(String.format(
                Locale.ROOT,
                "  %-32s %-28s %6s %8s %8s %8s   %-22s %s%n",
                "mode",
                "pass",
                "hops",
                "p50 ms",
                "p95 ms",
                "p99 ms",
                "run overhead p50/p99",
                "targets"));
        for (var entry : modes.entrySet()) {
            var mode = (Map<String, Object>) entry.getValue();
            boolean exactlyOnce = Boolean.TRUE.equals(mode.get("exactly_once"));
            boolean traced = !Boolean.FALSE.equals(mode.get("traced"));
            boolean secured = !Boolean.FALSE.equals(mode.get("secured"));
            var meets = (Map<String, Object>) mode.getOrDefault("meets_targets", Map.of());
            String custody = mode.get("custody") == null
                    ? ""
                    : ", custody " + (Boolean.TRUE.equals(mode.get("custody")) ? "on" : "off") + " #"
                            + mode.get("round");
            for (String pass : PASSES) {
                var figures = (Map<String, Object>) mode.get(pass);
                if (figures == null) {
                    continue;
                }
                var every = (Map<String, Object>) figures.get("every_hop");
                var overhead = (Map<String, Object>) figures.get("run_overhead");
                String verdict = !exactlyOnce || !JUDGED.contains(pass)
                        ? "-"
                        : Boolean.TRUE.equals(meets.get(pass)) ? "met" : "MISSED";
                text.append(String.format(
                        Locale.ROOT,
                        "  %-32s %-28s %6d %8.2f %8.2f %8.2f   %-22s %s%n",
                        label(exactlyOnce, traced, secured) + custody,
                        pass + " (" + figures.get("load") + ")",
                        number(every.get("count")).intValue(),
                        number(every.get("p50_ms")).doubleValue(),
                        number(every.get("p95_ms")).doubleValue(),
                        number(every.get("p99_ms")).doubleValue(),
                        String.format(
                                Locale.ROOT,
                                "%.1f / %.1f ms",
                                number(overhead.get("p50_ms")).doubleValue(),
                                number(overhead.get("p99_ms")).doubleValue()),
                        verdict));
            }
            if (number(mode.getOrDefault("unanswered", 0)).intValue() > 0) {
                text.append("  ").append(mode.get("unanswered")).append(" runs of this mode got no answer in time\n");
            }
        }
        return text.toString();
    }

    private static Number number(Object value) {
        return value instanceof Number n ? n : 0;
    }
}
