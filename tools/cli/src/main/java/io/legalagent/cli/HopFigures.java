package io.legalagent.cli;

import io.legalagent.contracts.NodeName;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;

/**
 * The hop latency figures of one pass of the hop benchmark: every hop, each node's hops, and per
 * run the total from publishing to the last hop, the time inside the nodes and the difference (the
 * orchestration overhead).
 *
 * @param pass what the pass was, e.g. "idle" or "loaded"
 * @param load how the runs were published, in words
 * @param perNode in flow order (guard first), only nodes that made hops
 */
record HopFigures(
        String pass,
        String load,
        int runs,
        double hopsPerRun,
        LatencySummary allHops,
        Map<String, LatencySummary> perNode,
        LatencySummary runTotal,
        double meanNodeMillis,
        LatencySummary overhead) {

    static HopFigures of(String pass, String load, List<RunSample> samples) {
        var all = new ArrayList<Double>();
        var byNode = new LinkedHashMap<String, List<Double>>();
        for (String node : nodeOrder(samples)) {
            byNode.put(node, new ArrayList<>());
        }
        for (var sample : samples) {
            for (var hop : sample.hops()) {
                all.add(hop.millis());
                byNode.get(hop.node()).add(hop.millis());
            }
        }
        var perNode = new LinkedHashMap<String, LatencySummary>();
        byNode.forEach((node, gaps) -> perNode.put(node, LatencySummary.of(gaps)));
        return new HopFigures(
                pass,
                load,
                samples.size(),
                samples.isEmpty() ? 0 : (double) all.size() / samples.size(),
                LatencySummary.of(all),
                perNode,
                LatencySummary.of(samples.stream().map(RunSample::hopTotal).toList()),
                samples.stream().mapToLong(RunSample::nodeTotal).average().orElse(0),
                LatencySummary.of(samples.stream().map(RunSample::overhead).toList()));
    }

    /** The nine nodes in flow order, then any other name (say, a newer service) alphabetically. */
    private static List<String> nodeOrder(List<RunSample> samples) {
        var seen = new TreeSet<String>();
        samples.forEach(s -> s.hops().forEach(h -> seen.add(h.node())));
        var order = new ArrayList<String>();
        for (NodeName node : NodeName.values()) {
            if (seen.remove(node.id())) {
                order.add(node.id());
            }
        }
        order.addAll(seen);
        return order;
    }

    /** True when every hop together meets both targets. */
    boolean meets(double p50Millis, double p99Millis) {
        return allHops.count() > 0 && allHops.p50() <= p50Millis && allHops.p99() <= p99Millis;
    }

    String table() {
        var text = new StringBuilder(
                String.format(Locale.ROOT, "%s: %d runs, %s, %.1f hops per run%n", pass, runs, load, hopsPerRun));
        text.append(String.format(
                Locale.ROOT,
                "  %-14s %6s %8s %8s %8s %8s %8s%n",
                "hop gaps",
                "hops",
                "p50 ms",
                "p95 ms",
                "p99 ms",
                "mean ms",
                "max ms"));
        text.append(row("every hop", allHops));
        perNode.forEach((node, summary) -> text.append(row("  " + node, summary)));
        text.append(String.format(
                Locale.ROOT,
                "  per run: publish to last hop p50 %.1f / p95 %.1f / p99 %.1f ms; inside the nodes %.1f ms on"
                        + " average;%n  orchestration overhead (the difference) p50 %.1f / p95 %.1f / p99 %.1f ms%n",
                runTotal.p50(),
                runTotal.p95(),
                runTotal.p99(),
                meanNodeMillis,
                overhead.p50(),
                overhead.p95(),
                overhead.p99()));
        return text.toString();
    }

    private static String row(String label, LatencySummary s) {
        return String.format(
                Locale.ROOT,
                "  %-14s %6d %8.2f %8.2f %8.2f %8.2f %8.2f%n",
                label,
                s.count(),
                s.p50(),
                s.p95(),
                s.p99(),
                s.mean(),
                s.max());
    }

    Map<String, Object> figures() {
        var map = new LinkedHashMap<String, Object>();
        map.put("load", load);
        map.put("runs", runs);
        map.put("hops_per_run", LatencySummary.round(hopsPerRun));
        map.put("every_hop", allHops.figures());
        var nodes = new LinkedHashMap<String, Object>();
        perNode.forEach((node, summary) -> nodes.put(node, summary.figures()));
        map.put("per_node", nodes);
        map.put("run_total", runTotal.figures());
        map.put("node_time_mean_ms", LatencySummary.round(meanNodeMillis));
        map.put("run_overhead", overhead.figures());
        return map;
    }
}
