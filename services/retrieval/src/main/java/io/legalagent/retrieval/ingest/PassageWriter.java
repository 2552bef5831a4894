package io.legalagent.retrieval.ingest;

import io.legalagent.retrieval.embed.Embedder;
import io.legalagent.retrieval.store.PassageStore;
import io.legalagent.retrieval.store.StoredPassage;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Embeds passages in batches and stores them, telling an {@link IngestProgress} how far it got: the
 * write path shared by the passage-file {@link Ingester} and the document library.
 */
public final class PassageWriter {
    private final PassageStore store;
    private final Embedder embedder;
    private final int batchSize;
    private final IngestProgress progress;

    public PassageWriter(PassageStore store, Embedder embedder, int batchSize, IngestProgress progress) {
        if (batchSize < 1) {
            throw new IllegalArgumentException("batch size must be positive");
        }
        this.store = store;
        this.embedder = embedder;
        this.batchSize = batchSize;
        this.progress = progress;
    }

    /**
     * Embeds batch after batch while the previous batch is written: the store's write and the model
     * overlap instead of taking turns. At most one write is in flight, and a failed write stops the
     * ingest at the next batch.
     */
    public void write(List<Passage> todo) {
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
}
