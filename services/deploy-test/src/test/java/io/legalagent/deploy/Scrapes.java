package io.legalagent.deploy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The scrapes of a running local stack, captured by deploy/prometheus/capture-scrape.sh into
 * deploy/prometheus/tests/scrape/ (one {@code <service>.prom} each): which series exist, and with
 * which label names.
 */
record Scrapes(Map<String, Map<String, Set<String>>> byService) {

    static final Path DIR = Project.file("deploy/prometheus/tests/scrape");

    private static final Pattern SERIES = Pattern.compile("^([a-zA-Z_:][a-zA-Z0-9_:]*)(\\{(.*)})?\\s");
    private static final Pattern LABEL = Pattern.compile("([a-zA-Z_][a-zA-Z0-9_]*)=\"");

    static Scrapes captured() {
        var byService = new TreeMap<String, Map<String, Set<String>>>();
        try (Stream<Path> files = Files.list(DIR)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".prom")).toList()) {
                String service = file.getFileName().toString().replaceFirst("\\.prom$", "");
                byService.put(service, series(Files.readString(file)));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new Scrapes(byService);
    }

    /** Metric name → the label names its series carry, from Prometheus' text format. */
    static Map<String, Set<String>> series(String text) {
        var series = new TreeMap<String, Set<String>>();
        text.lines().filter(line -> !line.startsWith("#")).forEach(line -> {
            var m = SERIES.matcher(line);
            if (m.find()) {
                var labels = series.computeIfAbsent(m.group(1), name -> new TreeSet<>());
                if (m.group(3) != null) {
                    LABEL.matcher(m.group(3)).results().forEach(l -> labels.add(l.group(1)));
                }
            }
        });
        return series;
    }

    /** Every metric name any service exports. */
    Set<String> names() {
        var names = new TreeSet<String>();
        byService.values().forEach(s -> names.addAll(s.keySet()));
        return names;
    }

    /** The label names of a metric's series in any service's scrape. */
    Set<String> labelsOf(String metric) {
        var labels = new TreeSet<String>();
        byService.values().forEach(s -> labels.addAll(s.getOrDefault(metric, Set.of())));
        return labels;
    }
}
