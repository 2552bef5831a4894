package io.legalagent.cli;

import io.legalagent.contracts.ProgressEvent;
import java.io.PrintStream;
import java.util.Locale;

/**
 * One line per hop, as it happens: hop number, seconds since the question was asked, node, route
 * taken, next topic, step and confidence.
 */
final class ProgressPrinter {
    private final PrintStream out;
    private final long askedAtNanos;
    private boolean first = true;

    ProgressPrinter(PrintStream out, long askedAtNanos) {
        this.out = out;
        this.askedAtNanos = askedAtNanos;
    }

    void print(ProgressEvent event) {
        if (first) {
            first = false;
            out.println("run " + event.runId() + (event.traceId() == null ? "" : "  trace " + event.traceId()));
        }
        double seconds = (System.nanoTime() - askedAtNanos) / 1e9;
        var line = new StringBuilder(String.format(
                Locale.ROOT,
                "  %2d %6.1fs  %-12s %-11s -> %s",
                event.hop(),
                seconds,
                event.node(),
                event.route(),
                event.topic()));
        if (event.stepId() != null) {
            line.append("  step ").append(event.stepId());
        }
        if (event.confidence() != null) {
            line.append(String.format(Locale.ROOT, "  confidence %.2f", event.confidence()));
        }
        out.println(line);
    }
}
