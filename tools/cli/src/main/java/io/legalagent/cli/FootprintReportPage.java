package io.legalagent.cli;

import io.legalagent.report.Bars;
import io.legalagent.report.Chart;
import io.legalagent.report.Report;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;

/**
 * {@code bench footprint --report DIR}: each service's resident memory after the questions, one bar
 * per pass of JVM options, beside a bar of its target; the nine's total against theirs; and a table.
 * figures.json holds the bench's JSON document.
 */
final class FootprintReportPage {
    static final String TARGET = "target";

    private FootprintReportPage() {}

    static Report of(List<FootprintReport.Pass> passes, int questions) {
        var jvms = passes.stream().map(FootprintReport.Pass::jvm).toList();
        var report = Report.titled("Benchmark: footprint")
                .lead(String.format(
                        Locale.ROOT,
                        "Resident memory (RSS) of each service after %d questions, the services started together,"
                                + " one pass per kind of JVM options: %s.",
                        questions,
                        String.join(", ", jvms)))
                .section("Resident memory per service")
                .text(String.format(
                        Locale.ROOT,
                        "Targets: %d MB for a service that loads the embedding model (%s), %d MB for the others;"
                                + " %d MB for the nine together.",
                        FootprintReport.EMBEDDING_TARGET_MB,
                        String.join(
                                ", ",
                                FootprintReport.EMBEDDING.stream().sorted().toList()),
                        FootprintReport.LIGHT_TARGET_MB,
                        FootprintReport.TOTAL_TARGET_MB))
                .chart(perService(passes))
                .chart(total(passes))
                .table(headers(jvms), rows(passes));
        FootprintReport.json(passes, questions).forEach(report::figures);
        return report;
    }

    /** Per service, a bar per pass and one for its target, side by side. */
    static Chart perService(List<FootprintReport.Pass> passes) {
        var bars = Bars.of("footprint-rss", "Resident memory per service against its target")
                .axes("service", "RSS (MB)");
        for (String service : services(passes)) {
            for (var pass : passes) {
                Long mb = pass.residentMb().get(service);
                bars.bar(pass.jvm(), service, mb == null ? 0 : mb);
            }
            bars.bar(TARGET, service, FootprintReport.target(service));
        }
        return bars.draw();
    }

    /** The nine together, per pass, and their target. */
    static Chart total(List<FootprintReport.Pass> passes) {
        var bars = Bars.of("footprint-total", "The nine together").axes("", "RSS (MB)");
        passes.forEach(pass -> bars.bar(pass.jvm(), "nine", pass.totalMb()));
        return bars.bar(TARGET, "nine", FootprintReport.TOTAL_TARGET_MB).draw();
    }

    /** Every service any pass measured or started, in the order they were started. */
    static List<String> services(List<FootprintReport.Pass> passes) {
        var names = new LinkedHashSet<String>();
        passes.forEach(pass -> {
            names.addAll(pass.readySeconds().keySet());
            names.addAll(pass.residentMb().keySet());
        });
        return List.copyOf(names);
    }

    private static List<String> headers(List<String> jvms) {
        var headers = new ArrayList<>(List.of("service", "target MB"));
        jvms.forEach(jvm -> headers.add(jvm + " RSS MB"));
        jvms.forEach(jvm -> headers.add(jvm + " ready s"));
        return headers;
    }

    private static List<List<String>> rows(List<FootprintReport.Pass> passes) {
        var rows = new ArrayList<List<String>>();
        for (String service : services(passes)) {
            var row = new ArrayList<>(List.of(service, String.valueOf(FootprintReport.target(service))));
            passes.forEach(pass -> row.add(String.valueOf(pass.residentMb().getOrDefault(service, -1L))));
            passes.forEach(pass -> row.add(seconds(pass.readySeconds().get(service))));
            rows.add(row);
        }
        var total = new ArrayList<>(List.of("nine", String.valueOf(FootprintReport.TOTAL_TARGET_MB)));
        passes.forEach(pass -> total.add(String.valueOf(pass.totalMb())));
        passes.forEach(pass -> total.add(seconds(pass.allReadySeconds())));
        rows.add(total);
        return rows;
    }

    private static String seconds(Double value) {
        return value == null ? "-" : String.format(Locale.ROOT, "%.1f", value);
    }
}
