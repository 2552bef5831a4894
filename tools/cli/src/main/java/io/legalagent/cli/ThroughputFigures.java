package io.legalagent.cli;

import io.legalagent.contracts.NodeName;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What the throughput benchmark found: questions per second from the first question published to
 * the last answer received, each question's latency, and per node where its time went: inside the
 * node (the answers' per-node metrics) and before it (its hop gaps less its node time: waiting in
 * its inbox behind other questions, delivery and the previous hop's commit).
 */
record ThroughputFigures(
        int questions,
        int answered,
        int fromCache,
        double seconds,
        LatencySummary latency,
        double hopsPerQuestion,
        Map<String, NodeTime> perNode) {

    /** One node's share: visits, and milliseconds inside it and queued before it, over all questions. */
    record NodeTime(long visits, double nodeMillis, double queueMillis) {}

    static ThroughputFigures of(int questions, int fromCache, double seconds, List<RunSample> samples) {
        var perNode = new LinkedHashMap<String, NodeTime>();
        for (NodeName node : NodeName.values()) {
            long visits = 0;
            double inside = 0;
            double gaps = 0;
            for (var s : samples) {
                visits += s.visitsOf(node.id());
                inside += s.nodeMillis().getOrDefault(node.id(), 0L);
                gaps += s.gapsOf(node.id());
            }
            if (visits > 0) {
                perNode.put(node.id(), new NodeTime(visits, inside, gaps - inside));
            }
        }
        double hops = samples.stream().mapToDouble(s -> s.hops().size()).sum();
        return new ThroughputFigures(
                questions,
                samples.size(),
                fromCache,
                seconds,
                LatencySummary.of(
                        samples.stream().map(RunSample::endToEndMillis).toList()),
                samples.isEmpty() ? 0 : hops / samples.size(),
                perNode);
    }

    double perSecond() {
        return seconds <= 0 ? 0 : answered / seconds;
    }

    String table() {
        var text = new StringBuilder(String.format(
                Locale.ROOT,
                "%d of %d questions answered in %.1f s: %.2f questions/s (%d from QA memory), %.1f hops each%n"
                        + "  latency per question: p50 %.0f ms, p95 %.0f ms, p99 %.0f ms%n",
                answered,
                questions,
                seconds,
                perSecond(),
                fromCache,
                hopsPerQuestion,
                latency.p50(),
                latency.p95(),
                latency.p99()));
        text.append(String.format(
                Locale.ROOT,
                "  %-12s %7s %12s %12s %11s %12s %12s%n",
                "node",
                "visits",
                "in node s",
                "ms/question",
                "ms/visit",
                "queued s",
                "ms/question"));
        perNode.forEach((node, t) -> text.append(String.format(
                Locale.ROOT,
                "  %-12s %7d %12.1f %12.1f %11.1f %12.1f %12.1f%n",
                node,
                t.visits(),
                t.nodeMillis() / 1000,
                perQuestion(t.nodeMillis()),
                t.nodeMillis() / t.visits(),
                t.queueMillis() / 1000,
                perQuestion(t.queueMillis()))));
        return text.toString();
    }

    private double perQuestion(double millis) {
        return answered == 0 ? 0 : millis / answered;
    }

    Map<String, Object> figures() {
        var map = new LinkedHashMap<String, Object>();
        map.put("questions", questions);
        map.put("answered", answered);
        map.put("from_cache", fromCache);
        map.put("seconds", LatencySummary.round(seconds));
        map.put("questions_per_s", LatencySummary.round(perSecond()));
        map.put("hops_per_question", LatencySummary.round(hopsPerQuestion));
        map.put("latency", latency.figures());
        var nodes = new LinkedHashMap<String, Object>();
        perNode.forEach((node, t) -> {
            var n = new LinkedHashMap<String, Object>();
            n.put("visits", t.visits());
            n.put("node_ms_total", LatencySummary.round(t.nodeMillis()));
            n.put("node_ms_per_question", LatencySummary.round(perQuestion(t.nodeMillis())));
            n.put("node_ms_per_visit", LatencySummary.round(t.nodeMillis() / t.visits()));
            n.put("queued_ms_total", LatencySummary.round(t.queueMillis()));
            n.put("queued_ms_per_question", LatencySummary.round(perQuestion(t.queueMillis())));
            nodes.put(node, n);
        });
        map.put("per_node", nodes);
        return map;
    }
}
