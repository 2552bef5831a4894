package io.legalagent.retrieval.ingest;

import io.legalagent.retrieval.embed.Embedder;
import io.legalagent.retrieval.store.PassageStore;
import io.legalagent.retrieval.store.StoredPassage;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.jspecify.annotations.Nullable;

/**
 * Brings a collection in line with a corpus, embedding only what is new or changed (compared by
 * content hash). Each batch is stored as soon as it is embedded, so an interrupted run resumes
 * where it stopped: the next run finds those passages unchanged.
 */
public final class Ingester {
    public static final String FINGERPRINT_KEY = "corpus_fingerprint";
    public static final String SIZE_KEY = "passages";
    private static final int PAGE = 1000;

    private final PassageStore store;
    private final Embedder embedder;
    private final int batchSize;
    private final IngestProgress progress;

    /** The fingerprint the last ingest recorded on the collection; null before any ingest. */
    public static @Nullable String fingerprintOf(PassageStore store) {
        Object fingerprint = store.metadata().get(FINGERPRINT_KEY);
        return fingerprint == null ? null : fingerprint.toString();
    }

    /** {@code progress} hears how far the embedding has got ({@link IngestProgress#SILENT} for nothing). */
    public Ingester(PassageStore store, Embedder embedder, int batchSize, IngestProgress progress) {
        this.store = store;
        this.embedder = embedder;
        this.batchSize = batchSize;
        this.progress = progress;
    }

    public IngestReport ingest(ParsedCorpus corpus, boolean prune) {
        long start = System.nanoTime();
        var existing = stored();
        var todo = new ArrayList<Passage>();
        int added = 0;
        int replaced = 0;
        var ids = new HashSet<String>();
        for (var passage : corpus.passages()) {
            ids.add(passage.id());
            Known known = existing.get(passage.id());
            if (known == null) {
                added++;
                todo.add(passage);
            } else if (!known.content().equals(passage.contentSha256())) {
                replaced++;
                todo.add(passage);
            }
        }
        var stale = existing.keySet().stream()
                .filter(id -> !ids.contains(id))
                .sorted()
                .toList();
        if (prune && !stale.isEmpty()) {
            store.delete(stale);
        }
        embedAndStore(todo);
        double seconds = (System.nanoTime() - start) / 1e9;

        var entries = new ArrayList<CorpusFingerprint.Entry>();
        corpus.passages().forEach(p -> entries.add(new CorpusFingerprint.Entry(p.id(), p.textSha256())));
        if (!prune) {
            stale.forEach(id ->
                    entries.add(new CorpusFingerprint.Entry(id, existing.get(id).text())));
        }
        String fingerprint = CorpusFingerprint.of(entries);
        store.putMetadata(Map.of(FINGERPRINT_KEY, fingerprint, SIZE_KEY, entries.size()));
        return new IngestReport(
                store.collection(),
                corpus.passages().size(),
                added,
                replaced,
                corpus.passages().size() - added - replaced,
                stale,
                prune,
                corpus.problems(),
                store.count(),
                fingerprint,
                seconds,
                todo.isEmpty() ? 0 : todo.size() / seconds);
    }

    /**
     * Embeds batch after batch while the previous batch is written: the store's write and the model
     * overlap instead of taking turns. At most one write is in flight, and a failed write stops the
     * ingest at the next batch.
     */
    private void embedAndStore(List<Passage> todo) {
        if (todo.isEmpty()) {
            return;
        }
        long start = System.nanoTime();
        long total = todo.size();
        var stored = new AtomicLong();
        progress.started(total);
        var writer = Executors.newSingleThreadExecutor(r -> {
            var thread = new Thread(r, "ingest-write");
            thread.setDaemon(true);
            return thread;
        });
        try {
            Future<?> writing = null;
            for (int from = 0; from < todo.size(); from += batchSize) {
                var batch = todo.subList(from, Math.min(todo.size(), from + batchSize));
                var vectors = embedder.embedPassages(
                        batch.stream().map(Passage::embeddingText).toList());
                var rows = new ArrayList<StoredPassage>(batch.size());
                for (int i = 0; i < batch.size(); i++) {
                    var p = batch.get(i);
                    rows.add(new StoredPassage(p.id(), p.text(), p.metadata(), vectors.get(i)));
                }
                await(writing);
                writing = writer.submit(() -> {
                    store.upsert(rows);
                    long done = stored.addAndGet(rows.size());
                    progress.stored(done, total, perSecond(done, start));
                });
            }
            await(writing);
        } finally {
            finishWrites(writer);
            progress.finished(stored.get(), perSecond(stored.get(), start));
        }
    }

    private static double perSecond(long done, long startNanos) {
        double seconds = (System.nanoTime() - startNanos) / 1e9;
        return seconds <= 0 ? 0 : done / seconds;
    }

    /** A batch already embedded is still stored when a later one fails, so a rerun resumes after it. */
    private static void finishWrites(ExecutorService writer) {
        writer.shutdown();
        try {
            if (!writer.awaitTermination(5, TimeUnit.MINUTES)) {
                writer.shutdownNow();
            }
        } catch (InterruptedException e) {
            writer.shutdownNow();
            Thread.currentThread().interrupt();
        }
    }

    private static void await(Future<?> write) {
        if (write == null) {
            return;
        }
        try {
            write.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while storing passages", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    private record Known(String content, String text) {}

    /** Content and text hash of every stored passage, read page by page (metadata only). */
    private Map<String, Known> stored() {
        var map = new HashMap<String, Known>();
        for (int offset = 0; ; offset += PAGE) {
            var page = store.page(offset, PAGE);
            for (var p : page) {
                map.put(
                        p.id(),
                        new Known(p.metadataString(Passage.CONTENT_SHA256), p.metadataString(Passage.TEXT_SHA256)));
            }
            if (page.size() < PAGE) {
                return map;
            }
        }
    }
}
