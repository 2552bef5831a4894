package io.legalagent.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * A self-contained HTML report: headings, paragraphs, charts as inline SVG and tables, in the order
 * added. It loads nothing (its Content-Security-Policy forbids every fetch and script), so it opens
 * from a file anywhere. Beside it, {@code figures.json} holds the numbers behind it and
 * {@code charts/<id>.svg} each chart alone.
 */
public final class Report {
    private static final JsonMapper JSON =
            JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();
    private final String title;
    private final List<String> blocks = new ArrayList<>();
    private final List<Chart> charts = new ArrayList<>();
    private final Map<String, Object> figures = new LinkedHashMap<>();

    private Report(String title) {
        this.title = title;
    }

    public static Report titled(String title) {
        return new Report(title);
    }

    /** The paragraph under the title: what was measured, on what, when. */
    public Report lead(String text) {
        blocks.add("<p class=\"lead\">" + Html.escape(text) + "</p>");
        return this;
    }

    public Report section(String heading) {
        blocks.add("<h2>" + Html.escape(heading) + "</h2>");
        return this;
    }

    public Report text(String paragraph) {
        blocks.add("<p>" + Html.escape(paragraph) + "</p>");
        return this;
    }

    public Report chart(Chart chart) {
        if (charts.stream().anyMatch(c -> c.id().equals(chart.id()))) {
            throw new IllegalArgumentException("two charts named " + chart.id());
        }
        charts.add(chart);
        blocks.add("<figure id=\"chart-" + chart.id() + "\">" + chart.svg() + "</figure>");
        return this;
    }

    public Report table(List<String> headers, List<List<String>> rows) {
        blocks.add(Html.table(headers, rows));
        return this;
    }

    /** A top-level entry of {@code figures.json}: any value Jackson writes (maps, lists, records). */
    public Report figures(String key, Object value) {
        figures.put(key, value);
        return this;
    }

    /** Writes {@code index.html}, {@code figures.json} and {@code charts/}; returns the page's path. */
    public Path write(Path dir) throws IOException {
        var chartDir = dir.resolve("charts");
        Files.createDirectories(chartDir);
        try (var old = Files.list(chartDir)) {
            for (var file : old.toList()) {
                Files.delete(file);
            }
        }
        for (var chart : charts) {
            Files.writeString(chartDir.resolve(chart.id() + ".svg"), chart.svg());
        }
        Files.writeString(dir.resolve("figures.json"), JSON.writeValueAsString(figures) + "\n");
        var page = dir.resolve("index.html");
        Files.writeString(page, Html.page(title, blocks));
        return page;
    }

    /** The chart ids in the order they appear. */
    public List<String> chartIds() {
        var ids = new LinkedHashSet<String>();
        charts.forEach(c -> ids.add(c.id()));
        return List.copyOf(ids);
    }
}
