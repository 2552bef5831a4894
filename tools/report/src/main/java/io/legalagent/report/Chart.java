package io.legalagent.report;

/**
 * One drawn chart: its SVG, ready to sit inline in a page or alone in a file.
 *
 * @param id file-name-safe and unique within a report: the chart's file is {@code charts/<id>.svg}
 */
public record Chart(String id, String title, String svg) {
    public Chart {
        if (!id.matches("[a-z0-9][a-z0-9-]*")) {
            throw new IllegalArgumentException("a chart id is lower-case letters, digits and dashes: " + id);
        }
    }
}
