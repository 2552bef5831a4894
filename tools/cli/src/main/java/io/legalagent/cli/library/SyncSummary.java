package io.legalagent.cli.library;

import io.legalagent.documents.FileKind;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a sync of documents did: counts per kind of file, each file that failed with its reason, and
 * the work it took (pages read, passages embedded).
 */
public record SyncSummary(
        Map<FileKind, KindCounts> perKind, List<FileFailure> failures, long pages, long embedded, Duration took) {
    public SyncSummary {
        perKind = Map.copyOf(perKind);
        failures = List.copyOf(failures);
    }

    /** The counts of one kind of file. */
    public record KindCounts(int added, int changed, int unchanged, int removed, int failed) {
        public int total() {
            return added + changed + unchanged + removed + failed;
        }

        KindCounts plus(KindCounts other) {
            return new KindCounts(
                    added + other.added,
                    changed + other.changed,
                    unchanged + other.unchanged,
                    removed + other.removed,
                    failed + other.failed);
        }
    }

    /** A file the library could not take, and why (as the reader or the library said it). */
    public record FileFailure(String file, FileKind kind, String reason) {}

    /** All kinds together. */
    public KindCounts total() {
        return perKind.values().stream().reduce(new KindCounts(0, 0, 0, 0, 0), KindCounts::plus);
    }

    /** The kinds in their declared order (PDF first), for a stable table. */
    public Map<FileKind, KindCounts> sortedKinds() {
        return new TreeMap<>(perKind);
    }
}
