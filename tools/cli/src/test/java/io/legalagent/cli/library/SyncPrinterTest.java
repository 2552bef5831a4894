package io.legalagent.cli.library;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.cli.library.SyncSummary.FileFailure;
import io.legalagent.cli.library.SyncSummary.KindCounts;
import io.legalagent.documents.FileKind;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What ingest prints for a sync of documents: the totals, one row per kind in order, each failure. */
class SyncPrinterTest {
    @Test
    void printsTotalsAKindPerRowAndEveryFailureWithItsReason() {
        var summary = new SyncSummary(
                Map.of(
                        FileKind.OTHER, new KindCounts(0, 0, 0, 0, 1),
                        FileKind.PDF, new KindCounts(3, 1, 2, 0, 1),
                        FileKind.WORD, new KindCounts(2, 0, 0, 1, 0)),
                List.of(
                        new FileFailure("empty.pdf", FileKind.PDF, "the file is empty"),
                        new FileFailure("1.mp3", FileKind.OTHER, "not a document: audio/mpeg")),
                41,
                120,
                Duration.ofMillis(12_345));

        String text = SyncPrinter.text("firm", summary);

        assertThat(text.lines().toList())
                .containsExactly(
                        "library firm: 11 files: 5 added, 1 changed, 2 unchanged, 1 removed, 2 failed; 41 pages read,"
                                + " 120 passages embedded in 12.3 s",
                        "  kind          added  changed  unchanged  removed  failed",
                        "  pdf               3        1          2        0       1",
                        "  word              2        0          0        1       0",
                        "  other             0        0          0        0       1",
                        "failed: empty.pdf (pdf): the file is empty",
                        "failed: 1.mp3 (other): not a document: audio/mpeg");
    }

    @Test
    void nothingUsableIsToldApartFromAnUnchangedFolder() {
        var failedOnly =
                new SyncSummary(Map.of(FileKind.OTHER, new KindCounts(0, 0, 0, 0, 1)), List.of(), 0, 0, Duration.ZERO);
        var unchanged =
                new SyncSummary(Map.of(FileKind.PDF, new KindCounts(0, 0, 4, 0, 0)), List.of(), 0, 0, Duration.ZERO);

        assertThat(DocumentSync.usable(failedOnly)).isFalse();
        assertThat(DocumentSync.usable(unchanged)).isTrue();
    }
}
