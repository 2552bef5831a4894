package io.legalagent.cli;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.NodeMetrics;
import io.legalagent.contracts.ProgressEvent;
import java.time.Instant;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a benchmark saw of one finished run: its hop gaps, the time each node spent on it (from the
 * answer's per-node metrics, which the nodes record in whole milliseconds, rounded down), and the
 * time from publishing the question to the answer reaching the benchmark.
 *
 * @param nodeMillis node id to milliseconds inside that node, all its visits together
 */
record RunSample(String requestId, List<HopGap> hops, Map<String, Long> nodeMillis, double endToEndMillis) {
    RunSample {
        hops = List.copyOf(hops);
        nodeMillis = Map.copyOf(nodeMillis);
    }

    static RunSample of(
            String requestId, Instant published, Collection<ProgressEvent> events, Answer answer, Instant answerSeen) {
        var nodes = new LinkedHashMap<String, Long>();
        for (NodeMetrics m : answer.metrics().perNode()) {
            nodes.merge(m.node(), m.millis(), Long::sum);
        }
        return new RunSample(
                requestId, HopGaps.of(published, events), nodes, HopGaps.millisBetween(published, answerSeen));
    }

    /** From publishing to the last hop's progress event. */
    double hopTotal() {
        return hops.stream().mapToDouble(HopGap::millis).sum();
    }

    long nodeTotal() {
        return nodeMillis.values().stream().mapToLong(Long::longValue).sum();
    }

    /** The hop total less the time inside the nodes: what moving the run between nodes cost. */
    double overhead() {
        return hopTotal() - nodeTotal();
    }

    /** The gaps of the hops a node made, together. */
    double gapsOf(String node) {
        return hops.stream()
                .filter(h -> h.node().equals(node))
                .mapToDouble(HopGap::millis)
                .sum();
    }

    long visitsOf(String node) {
        return hops.stream().filter(h -> h.node().equals(node)).count();
    }
}
