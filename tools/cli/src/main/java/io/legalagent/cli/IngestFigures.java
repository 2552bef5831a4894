package io.legalagent.cli;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The ingest benchmark's figures: ingest speed (embedding and storing) against the embedding model
 * alone on the same passages in the same run, and what that means for the full Bar Exam QA corpus.
 */
record IngestFigures(
        String corpus,
        int passages,
        double meanChars,
        String model,
        double rawBefore,
        double rawAfter,
        double ingestPerSecond) {
    static final int FULL_CORPUS_PASSAGES = 686_000;
    static final double TARGET_RATIO = 0.90;

    /** The model alone: the mean of its speed before and after the ingest. */
    double rawPerSecond() {
        return (rawBefore + rawAfter) / 2;
    }

    /** Ingest speed as a share of the raw embedding speed. */
    double ratio() {
        return rawPerSecond() <= 0 ? 0 : ingestPerSecond / rawPerSecond();
    }

    boolean meetsTarget() {
        return ratio() >= TARGET_RATIO;
    }

    /** The full corpus at this run's ingest speed (its passages may be longer or shorter than these). */
    Duration projectedFullCorpus() {
        return ingestPerSecond <= 0
                ? Duration.ZERO
                : Duration.ofSeconds(Math.round(FULL_CORPUS_PASSAGES / ingestPerSecond));
    }

    String table() {
        var full = projectedFullCorpus();
        return String.format(
                Locale.ROOT,
                "ingest of %s: %d passages, %.0f characters on average, model %s%n"
                        + "  raw embedding (batches of the same size, nothing stored)  %8.1f passages/s"
                        + " (%.1f before the ingest, %.1f after)%n"
                        + "  ingest (embedding and storing in Chroma)                  %8.1f passages/s%n"
                        + "  ingest / raw                                              %8.1f %%   (target >= %.0f %%: %s)%n"
                        + "  full Bar Exam QA corpus, %,d passages, at this speed: %d h %02d min%n",
                corpus,
                passages,
                meanChars,
                model,
                rawPerSecond(),
                rawBefore,
                rawAfter,
                ingestPerSecond,
                100 * ratio(),
                100 * TARGET_RATIO,
                meetsTarget() ? "met" : "MISSED",
                FULL_CORPUS_PASSAGES,
                full.toHours(),
                full.toMinutesPart());
    }

    Map<String, Object> figures() {
        var map = new LinkedHashMap<String, Object>();
        map.put("bench", "ingest");
        map.put("corpus", corpus);
        map.put("passages", passages);
        map.put("mean_chars", LatencySummary.round(meanChars));
        map.put("model", model);
        map.put("raw_passages_per_s", LatencySummary.round(rawPerSecond()));
        map.put("raw_before_passages_per_s", LatencySummary.round(rawBefore));
        map.put("raw_after_passages_per_s", LatencySummary.round(rawAfter));
        map.put("ingest_passages_per_s", LatencySummary.round(ingestPerSecond));
        map.put("ingest_to_raw", Math.round(ratio() * 1000) / 1000.0);
        map.put("target_ratio", TARGET_RATIO);
        map.put("meets_target", meetsTarget());
        map.put("full_corpus_passages", FULL_CORPUS_PASSAGES);
        map.put("full_corpus_projected_s", projectedFullCorpus().toSeconds());
        return map;
    }
}
