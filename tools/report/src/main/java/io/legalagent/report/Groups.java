package io.legalagent.report;

import java.awt.Graphics2D;
import java.util.Map;
import org.jfree.svg.SVGHints;

/**
 * Opens and closes an SVG group named by a JSON reference, the way JFreeChart's element hinting names
 * the bars it draws, for the marks JFreeChart leaves unnamed (points of a line, markers, intervals).
 */
final class Groups {
    private Groups() {}

    static void begin(Graphics2D g2, String jsonReference) {
        g2.setRenderingHint(SVGHints.KEY_BEGIN_GROUP, Map.of("ref", jsonReference));
    }

    static void end(Graphics2D g2) {
        g2.setRenderingHint(SVGHints.KEY_END_GROUP, "end");
    }

    /** {@code {"marker": label}}: a labelled reference drawn across the plot. */
    static String marker(String label) {
        return "{\"marker\": " + quoted(label) + "}";
    }

    /** {@code {"interval": category}}: the interval drawn over a category's bar. */
    static String interval(String category) {
        return "{\"interval\": " + quoted(category) + "}";
    }

    private static String quoted(String text) {
        return '"' + text.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
    }
}
