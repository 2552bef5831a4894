package io.legalagent.retrieval.hubness;

import io.legalagent.retrieval.store.PassageStore;
import io.legalagent.retrieval.store.StoredPassage;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Keeps a collection's hub counts in line with its corpus: every count depends on every passage, so
 * any change to the corpus recomputes them all. The collection records the spec and corpus
 * fingerprint they were made for, and an ingest that changed nothing skips the work.
 */
public final class HubnessRefresh {
    private static final int PAGE = 1000;
    private static final int BATCH = 256;

    private final PassageStore store;
    private final @Nullable HubProbe probe;

    /** {@code probe}: the bundled one, or null; used only when its model made the collection's vectors. */
    public HubnessRefresh(PassageStore store, @Nullable HubProbe probe) {
        this.store = store;
        this.probe = probe;
    }

    /**
     * What a refresh did.
     *
     * @param spec the {@link Hubness#spec} the collection's counts are made under
     * @param recounted passages whose counts were computed and stored again; 0 when they were current
     * @param probe whether a probe fitted the collection's model (else only the corpus count is kept)
     */
    public record Result(String spec, int recounted, boolean probe, double seconds) {
        public String summary() {
            String counts = probe ? "hub counts" : "hub counts (corpus only: the bundled probe is of another model)";
            return recounted == 0
                    ? String.format("%s current (spec %s)", counts, spec)
                    : String.format(
                            java.util.Locale.ROOT,
                            "%s of %d passages computed in %.1f s (spec %s)",
                            counts,
                            recounted,
                            seconds,
                            spec);
        }
    }

    /**
     * Recomputes and stores the counts unless the collection already holds them for this corpus.
     *
     * @param passageModel the passage-side model of the collection's vectors
     */
    public Result refresh(String corpusFingerprint, String passageModel) {
        long start = System.nanoTime();
        var fitting = probe != null && probe.passageModel().equals(passageModel) ? probe : null;
        String spec = Hubness.spec(fitting);
        String stamp = spec + " " + corpusFingerprint;
        if (stamp.equals(String.valueOf(store.metadata().get(Hubness.SPEC_KEY)))) {
            return new Result(spec, 0, fitting != null, 0);
        }
        var passages = all();
        var counts = HubCounts.of(passages, fitting);
        var rows = new ArrayList<StoredPassage>(passages.size());
        for (var p : passages) {
            var c = counts.get(p.id());
            var metadata = new HashMap<>(p.metadata());
            metadata.put(Hubness.SPEC_KEY, spec);
            metadata.put(Hubness.CORPUS_KEY, c.corpus());
            if (c.probe() == null) {
                metadata.remove(Hubness.PROBE_KEY);
            } else {
                metadata.put(Hubness.PROBE_KEY, c.probe());
            }
            rows.add(new StoredPassage(p.id(), p.text(), metadata, p.embedding()));
        }
        store.upsert(rows);
        store.putMetadata(Map.of(Hubness.SPEC_KEY, stamp));
        return new Result(spec, rows.size(), fitting != null, (System.nanoTime() - start) / 1e9);
    }

    /** Every passage with its embedding: ids page by page, then the passages in batches. */
    private List<StoredPassage> all() {
        var ids = new ArrayList<String>();
        for (int offset = 0; ; offset += PAGE) {
            var page = store.page(offset, PAGE);
            page.forEach(p -> ids.add(p.id()));
            if (page.size() < PAGE) {
                break;
            }
        }
        var passages = new ArrayList<StoredPassage>(ids.size());
        for (int from = 0; from < ids.size(); from += BATCH) {
            passages.addAll(store.get(ids.subList(from, Math.min(ids.size(), from + BATCH))));
        }
        return passages;
    }
}
