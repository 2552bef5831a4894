package io.legalagent.cli;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * What {@code bench ingest --documents} measured: the first ingest of the folder (pages and passages
 * a second, the peak resident memory of the process), the re-ingest of the unchanged folder (what it
 * embedded and its time against the first) and the streaming check (the peak of a child JVM ingesting
 * a short and a long PDF).
 */
record DocumentIngestFigures(
        String folder,
        long pages,
        long passages,
        double firstSeconds,
        long peakMegabytes,
        long reEmbedded,
        double reSeconds,
        int shortPages,
        long shortPeakMegabytes,
        int longPages,
        long longPeakMegabytes) {
    /** The targets the table checks its figures against. */
    static final long GROWTH_TARGET_MB = 100;

    static final double RE_INGEST_TARGET = 0.10;

    long growthMegabytes() {
        return longPeakMegabytes - shortPeakMegabytes;
    }

    double reShare() {
        return firstSeconds == 0 ? 0 : reSeconds / firstSeconds;
    }

    String table() {
        var s = new StringBuilder();
        s.append(String.format(Locale.ROOT, "documents      %s%n", folder));
        s.append(String.format(
                Locale.ROOT,
                "first ingest   %d pages, %d passages in %.1f s: %.2f pages/s, %.2f passages/s; peak RSS %d MB%n",
                pages,
                passages,
                firstSeconds,
                perSecond(pages),
                perSecond(passages),
                peakMegabytes));
        s.append(String.format(
                Locale.ROOT,
                "re-ingest      %d passages embedded (target 0) in %.1f s, %.1f%% of the first (target < %.0f%%) %s%n",
                reEmbedded,
                reSeconds,
                100 * reShare(),
                100 * RE_INGEST_TARGET,
                reEmbedded == 0 && reShare() < RE_INGEST_TARGET ? "ok" : "MISSED"));
        s.append(String.format(
                Locale.ROOT,
                "streaming      peak RSS of a child ingest: %d pages %d MB, %d pages %d MB, growth %d MB (target <"
                        + " %d MB) %s%n",
                shortPages,
                shortPeakMegabytes,
                longPages,
                longPeakMegabytes,
                growthMegabytes(),
                GROWTH_TARGET_MB,
                growthMegabytes() < GROWTH_TARGET_MB ? "ok" : "MISSED"));
        return s.toString();
    }

    private double perSecond(long count) {
        return firstSeconds == 0 ? 0 : count / firstSeconds;
    }

    Map<String, Object> figures() {
        var map = new LinkedHashMap<String, Object>();
        map.put("pages", pages);
        map.put("passages", passages);
        map.put("pagesPerSecond", perSecond(pages));
        map.put("passagesPerSecond", perSecond(passages));
        map.put("peakRssMb", peakMegabytes);
        map.put("reIngestEmbedded", reEmbedded);
        map.put("reIngestShare", reShare());
        map.put("shortPages", shortPages);
        map.put("shortPeakRssMb", shortPeakMegabytes);
        map.put("longPages", longPages);
        map.put("longPeakRssMb", longPeakMegabytes);
        map.put("rssGrowthMb", growthMegabytes());
        return map;
    }
}
