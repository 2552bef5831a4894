package io.legalagent.cli;

import io.legalagent.report.Bars;
import io.legalagent.report.Chart;
import io.legalagent.report.Report;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code bench hops --report DIR}: per judged pass (idle, loaded), the hop latency histogram and the
 * percentiles of every mode side by side (exactly-once on against off; custody on against off, its
 * rounds together), drawn from the hop gaps the passes measured, with a table and figures.json.
 */
final class HopsReportPage {
    private static final List<String> PERCENTILES = List.of("p50", "p95", "p99", "max");
    /** Pass, then mode, to the gaps of every hop: the order in which they ran. */
    private final Map<String, Map<String, List<Double>>> gaps = new LinkedHashMap<>();

    /** The hops of one judged pass's runs; a mode seen again (a later custody round) adds to its own. */
    void add(String mode, String pass, List<RunSample> runs) {
        var list = gaps.computeIfAbsent(pass, p -> new LinkedHashMap<>()).computeIfAbsent(mode, m -> new ArrayList<>());
        runs.forEach(run -> run.hops().forEach(hop -> list.add(hop.millis())));
    }

    /** What the run measured, for the report's lead; {@code modes}: exactly-once, tracing, security, custody. */
    static String lead(int runs, double rate, int warmup, List<String> modes) {
        return String.format(
                Locale.ROOT,
                "%d runs one at a time (idle) and %d at %.1f/s (loaded) per mode, after %d warm-up runs; offline"
                        + " model, instant benchmark retriever. Exactly-once %s, tracing %s, security %s, custody %s.",
                runs,
                runs,
                rate,
                warmup,
                modes.get(0),
                modes.get(1),
                modes.get(2),
                modes.get(3));
    }

    boolean isEmpty() {
        return gaps.isEmpty();
    }

    Report report(String lead) {
        var report = Report.titled("Benchmark: hop latency")
                .lead(lead)
                .text(String.format(
                        Locale.ROOT,
                        "A hop is the gap between consecutive progress events of a run. Targets with exactly-once:"
                                + " p50 <= %.0f ms, p99 <= %.0f ms. Percentiles are nearest-rank: each is a measured gap.",
                        HopsReport.TARGET_P50_MS,
                        HopsReport.TARGET_P99_MS));
        var rows = new ArrayList<List<String>>();
        var passes = new ArrayList<Map<String, Object>>();
        gaps.forEach((pass, modes) -> {
            report.section(pass + " pass").chart(histogram(pass, modes)).chart(percentiles(pass, modes));
            modes.forEach((mode, list) -> {
                var summary = LatencySummary.of(list);
                rows.add(List.of(
                        mode,
                        pass,
                        String.valueOf(summary.count()),
                        ms(summary.p50()),
                        ms(summary.p95()),
                        ms(summary.p99()),
                        ms(summary.max())));
                passes.add(figures(mode, pass, list));
            });
        });
        var targets = Map.of("p50_ms", HopsReport.TARGET_P50_MS, "p99_ms", HopsReport.TARGET_P99_MS);
        return report.section("Percentiles")
                .table(List.of("mode", "pass", "hops", "p50 ms", "p95 ms", "p99 ms", "max ms"), rows)
                .figures("bench", "hops")
                .figures("targets", targets)
                .figures("passes", passes);
    }

    /** Each mode's share of hops per bin, the modes side by side. */
    static Chart histogram(String pass, Map<String, List<Double>> modes) {
        var bars = Bars.of("hops-histogram-" + pass, "Hop latency, " + pass + " pass")
                .axes("milliseconds between consecutive hops", "share of hops (%)");
        modes.forEach((mode, list) -> {
            var histogram = HopHistogram.of(list);
            histogram.bins().forEach(bin -> bars.bar(mode, bin.label(), histogram.percent(bin)));
        });
        return bars.draw();
    }

    /** p50, p95, p99 and the maximum of each mode, side by side. */
    static Chart percentiles(String pass, Map<String, List<Double>> modes) {
        var bars = Bars.of("hops-percentiles-" + pass, "Hop latency percentiles, " + pass + " pass")
                .axes("percentile", "milliseconds");
        modes.forEach((mode, list) -> {
            var values = values(LatencySummary.of(list));
            for (int i = 0; i < PERCENTILES.size(); i++) {
                bars.bar(mode, PERCENTILES.get(i), values.get(i));
            }
        });
        return bars.draw();
    }

    /** p50, p95, p99, max, in the order of {@link #PERCENTILES}. */
    static List<Double> values(LatencySummary summary) {
        return List.of(summary.p50(), summary.p95(), summary.p99(), summary.max());
    }

    private static Map<String, Object> figures(String mode, String pass, List<Double> list) {
        var map = new LinkedHashMap<String, Object>();
        map.put("mode", mode);
        map.put("pass", pass);
        map.putAll(LatencySummary.of(list).figures());
        map.put("histogram", HopHistogram.of(list).figures());
        return map;
    }

    private static String ms(double millis) {
        return String.format(Locale.ROOT, "%.2f", millis);
    }
}
