package io.legalagent.cli.library;

import java.util.Locale;

/** The lines {@code ./legal ingest} prints for a sync of documents: totals, a row per kind, each failure. */
public final class SyncPrinter {
    private SyncPrinter() {}

    public static String text(String library, SyncSummary summary) {
        var total = summary.total();
        var s = new StringBuilder();
        s.append(String.format(
                Locale.ROOT,
                "library %s: %d files: %d added, %d changed, %d unchanged, %d removed, %d failed;"
                        + " %d pages read, %d passages embedded in %.1f s%n",
                library,
                total.total(),
                total.added(),
                total.changed(),
                total.unchanged(),
                total.removed(),
                total.failed(),
                summary.pages(),
                summary.embedded(),
                summary.took().toMillis() / 1000.0));
        if (!summary.perKind().isEmpty()) {
            s.append(String.format(
                    Locale.ROOT,
                    "  %-12s %6s %8s %10s %8s %7s%n",
                    "kind",
                    "added",
                    "changed",
                    "unchanged",
                    "removed",
                    "failed"));
            summary.sortedKinds()
                    .forEach((kind, counts) -> s.append(String.format(
                            Locale.ROOT,
                            "  %-12s %6d %8d %10d %8d %7d%n",
                            kind.name().toLowerCase(Locale.ROOT),
                            counts.added(),
                            counts.changed(),
                            counts.unchanged(),
                            counts.removed(),
                            counts.failed())));
        }
        for (var failure : summary.failures()) {
            s.append("failed: ")
                    .append(failure.file())
                    .append(" (")
                    .append(failure.kind().name().toLowerCase(Locale.ROOT))
                    .append("): ")
                    .append(failure.reason())
                    .append(System.lineSeparator());
        }
        return s.toString();
    }
}
