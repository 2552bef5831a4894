package io.legalagent.retrieval.ingest;

import java.util.List;

/**
 * What an ingest did. {@code stale} are passages in the collection that the files no longer hold:
 * kept (and counted in the fingerprint) unless pruning was asked for, but always reported.
 */
public record IngestReport(
        String collection,
        int read,
        int added,
        int replaced,
        int unchanged,
        List<String> stale,
        boolean pruned,
        List<RowProblem> problems,
        int collectionSize,
        String fingerprint,
        double seconds,
        double passagesPerSecond) {
    public IngestReport {
        stale = List.copyOf(stale);
        problems = List.copyOf(problems);
    }

    /** True when nothing had to be embedded or written. */
    public boolean noWork() {
        return added == 0 && replaced == 0 && (stale.isEmpty() || !pruned);
    }

    public String summary() {
        var s = new StringBuilder();
        s.append(String.format(
                "%s: %d passages read, %d added, %d replaced, %d unchanged, %d skipped rows%n",
                collection, read, added, replaced, unchanged, problems.size()));
        if (added + replaced > 0) {
            s.append(String.format(
                    "embedded and stored %d passages in %.1f s (%.1f passages/s)%n",
                    added + replaced, seconds, passagesPerSecond));
        }
        if (!stale.isEmpty()) {
            s.append(
                    pruned
                            ? String.format("removed %d passages that the files no longer hold%n", stale.size())
                            : String.format(
                                    "WARNING: %d passages in the collection are not in these files (e.g. %s); "
                                            + "they are still searchable. Ingest with --prune to remove them.%n",
                                    stale.size(), String.join(", ", stale.subList(0, Math.min(5, stale.size())))));
        }
        s.append(String.format("collection holds %d passages; corpus fingerprint %s", collectionSize, fingerprint));
        return s.toString();
    }
}
