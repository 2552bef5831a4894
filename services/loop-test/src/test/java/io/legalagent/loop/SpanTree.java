package io.legalagent.loop;

import io.opentelemetry.sdk.trace.data.SpanData;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** One trace's spans as an indented tree of names and durations, in start order, as Jaeger shows it. */
final class SpanTree {
    private final Map<String, List<SpanData>> children = new LinkedHashMap<>();
    private final List<SpanData> roots = new ArrayList<>();

    SpanTree(List<SpanData> trace) {
        var ids = trace.stream().map(SpanData::getSpanId).toList();
        trace.stream()
                .sorted(Comparator.comparingLong(SpanData::getStartEpochNanos))
                .forEach(span -> {
                    if (ids.contains(span.getParentSpanId())) {
                        children.computeIfAbsent(span.getParentSpanId(), k -> new ArrayList<>())
                                .add(span);
                    } else {
                        roots.add(span);
                    }
                });
    }

    /** Spans whose parent is not in the trace: one for a run that is one trace. */
    List<SpanData> roots() {
        return List.copyOf(roots);
    }

    List<SpanData> childrenOf(SpanData span) {
        return children.getOrDefault(span.getSpanId(), List.of());
    }

    String render() {
        var text = new StringBuilder();
        roots.forEach(root -> render(root, 0, text));
        return text.toString();
    }

    private void render(SpanData span, int depth, StringBuilder text) {
        double millis = (span.getEndEpochNanos() - span.getStartEpochNanos()) / 1e6;
        text.append("  ".repeat(depth))
                .append(span.getName())
                .append(String.format(Locale.ROOT, "  %.1f ms%n", millis));
        childrenOf(span).forEach(child -> render(child, depth + 1, text));
    }
}
