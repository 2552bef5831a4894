package io.legalagent.retrieval.ingest;

import io.legalagent.retrieval.embed.Embedder;
import io.legalagent.retrieval.library.DocumentMetadata;
import io.legalagent.retrieval.store.PassageStore;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
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
    private final PassageWriter writer;

    /** The fingerprint the last ingest recorded on the collection; null before any ingest. */
    public static @Nullable String fingerprintOf(PassageStore store) {
        Object fingerprint = store.metadata().get(FINGERPRINT_KEY);
        return fingerprint == null ? null : fingerprint.toString();
    }

    /** {@code progress} hears how far the embedding has got ({@link IngestProgress#SILENT} for nothing). */
    public Ingester(PassageStore store, Embedder embedder, int batchSize, IngestProgress progress) {
        this.store = store;
        this.writer = new PassageWriter(store, embedder, batchSize, progress);
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
        writer.write(todo);
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

    private record Known(String content, String text) {}

    /**
     * Content and text hash of every stored passage of passage files, read page by page (metadata
     * only). Passages of library documents are left out: a passage file neither prunes them nor
     * counts them in its corpus fingerprint.
     */
    private Map<String, Known> stored() {
        var map = new HashMap<String, Known>();
        for (int offset = 0; ; offset += PAGE) {
            var page = store.page(offset, PAGE);
            for (var p : page) {
                if (p.metadata().containsKey(DocumentMetadata.DOC_ID)) {
                    continue; // a library document's passage: the document library keeps those
                }
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
