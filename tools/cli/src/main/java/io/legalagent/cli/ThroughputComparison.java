package io.legalagent.cli;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The passes of one {@code bench throughput} side by side: questions per second, and the time per
 * question inside the nodes that embed (planner, executor, memory) and in all nodes, each pass against
 * the {@code off} pass when there is one.
 */
final class ThroughputComparison {
    static final List<String> EMBEDDING_NODES = List.of("planner", "executor", "memory");

    private ThroughputComparison() {}

    static String table(Map<EmbeddingPass, ThroughputBench.Pass> passes) {
        var text = new StringBuilder(String.format(
                Locale.ROOT,
                "%nembedding passes compared (ms/question inside the node; target >= %.0f questions/s)%n"
                        + "  %-9s %12s %9s %10s %10s %10s %12s%n",
                ThroughputBench.TARGET_PER_SECOND,
                "pass",
                "questions/s",
                "vs off",
                "planner",
                "executor",
                "memory",
                "all nodes"));
        var off = passes.get(EmbeddingPass.OFF);
        passes.forEach((pass, result) -> {
            var figures = result.figures();
            text.append(String.format(
                    Locale.ROOT,
                    "  %-9s %12.2f %9s %10.1f %10.1f %10.1f %12.1f%n",
                    pass.label(),
                    figures.perSecond(),
                    off == null ? "-" : String.format(Locale.ROOT, "%.2fx", ratio(figures, off.figures())),
                    nodeMillis(figures, "planner"),
                    nodeMillis(figures, "executor"),
                    nodeMillis(figures, "memory"),
                    figures.perNode().keySet().stream()
                            .mapToDouble(node -> nodeMillis(figures, node))
                            .sum()));
        });
        return text.toString();
    }

    static Map<String, Object> json(Map<EmbeddingPass, ThroughputBench.Pass> passes) {
        var document = new LinkedHashMap<String, Object>();
        document.put("bench", "throughput");
        var byPass = new LinkedHashMap<String, Object>();
        passes.forEach((pass, result) -> byPass.put(pass.label(), result.json()));
        document.put("passes", byPass);
        return document;
    }

    /** Milliseconds per answered question spent inside {@code node}. */
    static double nodeMillis(ThroughputFigures figures, String node) {
        var time = figures.perNode().get(node);
        return time == null || figures.answered() == 0 ? 0 : time.nodeMillis() / figures.answered();
    }

    private static double ratio(ThroughputFigures pass, ThroughputFigures off) {
        return off.perSecond() == 0 ? 0 : pass.perSecond() / off.perSecond();
    }
}
