package io.legalagent.loop;

import io.legalagent.loop.OtlpReceiver.Received;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Received spans of one trace as a tree, as Jaeger draws it: {@code [service] span name (span id)}. */
final class ReceivedTree {
    private final Map<String, List<Received>> children = new LinkedHashMap<>();
    private final List<Received> roots = new ArrayList<>();

    ReceivedTree(List<Received> trace) {
        var ids = trace.stream().map(Received::spanId).toList();
        trace.stream()
                .sorted(Comparator.comparingLong(s -> s.span().getStartTimeUnixNano()))
                .forEach(span -> {
                    if (ids.contains(span.parentSpanId())) {
                        children.computeIfAbsent(span.parentSpanId(), k -> new ArrayList<>())
                                .add(span);
                    } else {
                        roots.add(span);
                    }
                });
    }

    List<Received> roots() {
        return List.copyOf(roots);
    }

    String render() {
        var text = new StringBuilder();
        roots.forEach(root -> render(root, 0, text));
        return text.toString();
    }

    private void render(Received span, int depth, StringBuilder text) {
        text.append("  ".repeat(depth))
                .append('[')
                .append(span.service())
                .append("] ")
                .append(span.span().getName())
                .append(" (")
                .append(span.spanId())
                .append(span.parentSpanId().isEmpty() ? ", root" : ", parent " + span.parentSpanId())
                .append(")\n");
        children.getOrDefault(span.spanId(), List.of()).forEach(child -> render(child, depth + 1, text));
    }
}
