package io.legalagent.cli;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.AnswerMetrics;
import io.legalagent.contracts.ModelUsage;
import io.legalagent.contracts.NodeMetrics;
import io.legalagent.contracts.ProgressEvent;
import io.legalagent.contracts.RunStatus;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Fixed progress events and answers for the benchmarks' computations. */
final class BenchSamples {
    static final Instant T0 = Instant.parse("2026-11-22T10:00:00Z");

    private BenchSamples() {}

    /** An event of hop {@code hop} made by {@code node} at {@code micros} after T0. */
    static ProgressEvent event(String requestId, int hop, String node, long micros) {
        return new ProgressEvent(
                1,
                "run-" + requestId,
                requestId,
                node,
                "ROUTE",
                "topic",
                null,
                null,
                hop,
                RunStatus.IN_PROGRESS,
                "trace",
                T0.plusNanos(micros * 1000));
    }

    /** A run through {@code nodes} whose hops end at the given microseconds after T0. */
    static List<ProgressEvent> run(String requestId, List<String> nodes, long... micros) {
        var events = new ArrayList<ProgressEvent>();
        for (int i = 0; i < nodes.size(); i++) {
            events.add(event(requestId, i + 1, nodes.get(i), micros[i]));
        }
        return events;
    }

    /** An answer whose per-node metrics hold these milliseconds. */
    static Answer answer(String requestId, Map<String, Long> nodeMillis, boolean fromCache) {
        var perNode = nodeMillis.entrySet().stream()
                .map(e -> new NodeMetrics(e.getKey(), 1, e.getValue(), ModelUsage.NONE))
                .toList();
        var metrics = new AnswerMetrics(0, 0, 0, 0, 0, 0, 1, 0, 0, 1, perNode.size(), 0, perNode);
        return new Answer(
                1,
                "run-" + requestId,
                requestId,
                RunStatus.ANSWERED,
                "q",
                List.of(),
                null,
                "a",
                null,
                null,
                null,
                null,
                null,
                fromCache,
                null,
                List.of(),
                List.of(),
                List.of(),
                metrics,
                List.of(),
                "trace",
                null,
                T0,
                T0,
                null,
                null,
                null);
    }
}
