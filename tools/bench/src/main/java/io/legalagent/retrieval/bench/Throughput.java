package io.legalagent.retrieval.bench;

import io.legalagent.retrieval.embed.Embedder;
import io.legalagent.retrieval.ingest.IngestReport;
import io.legalagent.retrieval.ingest.Passage;
import java.util.List;
import java.util.Locale;

/** Raw embedding speed of the model on this machine, to compare with what ingest achieved. */
public final class Throughput {
    private static final int SAMPLE = 256;

    private Throughput() {}

    /**
     * Passages per second of the embedder alone (nothing stored) over all of {@code passages}, in
     * batches of {@code batch} as ingest sends them, after embedding a few to warm the model up.
     */
    public static double passagesPerSecond(Embedder embedder, List<Passage> passages, int batch) {
        var texts = passages.stream().map(Passage::embeddingText).toList();
        if (texts.isEmpty()) {
            return 0;
        }
        embedder.embedPassages(texts.subList(0, Math.min(8, texts.size()))); // warm-up
        long start = System.nanoTime();
        for (int from = 0; from < texts.size(); from += batch) {
            embedder.embedPassages(texts.subList(from, Math.min(texts.size(), from + batch)));
        }
        return texts.size() / ((System.nanoTime() - start) / 1e9);
    }

    static String measure(Embedder embedder, List<Passage> passages, IngestReport ingest) {
        var texts = passages.stream().limit(SAMPLE).map(Passage::embeddingText).toList();
        embedder.embedPassages(texts.subList(0, Math.min(8, texts.size()))); // warm-up
        long start = System.nanoTime();
        embedder.embedPassages(texts);
        double rate = texts.size() / ((System.nanoTime() - start) / 1e9);
        String ingested = ingest.noWork()
                ? "nothing to ingest this run"
                : String.format(Locale.ROOT, "ingest %.1f passages/s", ingest.passagesPerSecond());
        return String.format(
                Locale.ROOT,
                "raw embedding %.1f passages/s (first %d passages, no store); %s",
                rate,
                texts.size(),
                ingested);
    }
}
