package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** bench review's figures: the Prometheus samples it sums, the table and the JSON it prints. */
class ReviewBenchReportTest {

    @Test
    void theHeapIsTheSumOfTheHeapPoolsAndTheGaugeItsOwnLine() {
        String prometheus =
                """
                # HELP jvm_memory_used_bytes The amount of used memory
                jvm_memory_used_bytes{area="heap",id="Tenured Gen"} 3.0E7
                jvm_memory_used_bytes{area="heap",id="Eden Space"} 1.2E7
                jvm_memory_used_bytes{area="nonheap",id="Metaspace"} 9.0E7
                legal_review_parked_bytes 2500000.0
                legal_review_parked_bytes_max 1.0
                """;

        assertThat(ReviewFootprint.sum(prometheus, "jvm_memory_used_bytes{", "area=\"heap\""))
                .isEqualTo(42_000_000L);
        assertThat(ReviewFootprint.sum(prometheus, ReviewFootprint.PARKED_GAUGE, ""))
                .isEqualTo(2_500_000L);
        assertThat(ReviewFootprint.sum(prometheus, "legal_missing", "")).isEqualTo(-1);
    }

    @Test
    void theTableShowsGrowthPerReviewAndTheLatencies() {
        var report = new ReviewBenchReport(
                1000,
                1000,
                0,
                42.5,
                new ReviewFootprint(1_000_000, 40_000_000, 0),
                new ReviewFootprint(9_000_000, 48_000_000, 7_000_000),
                LatencySummary.of(List.of(10.0, 20.0, 30.0)),
                0,
                950,
                0);
        var bytes = new ByteArrayOutputStream();
        report.print(new PrintStream(bytes, true, StandardCharsets.UTF_8));

        assertThat(bytes.toString(StandardCharsets.UTF_8))
                .contains("1000 questions asking for plan review: 1000 parked in 42.5 s, 0 answered without a pause")
                .containsSubsequence("broker: agent.review logs", "1.00 MB", "9.00 MB", "8.00 MB", "8000 B")
                .containsSubsequence("reviewer: heap used (after GC)", "8000 B")
                .containsSubsequence("legal.review.parked.bytes", "7000 B")
                .contains("decision -> resumed hop (3 approved one at a time): p50 20.0 ms, p95 30.0 ms")
                .contains("950 rejected after measuring; left waiting: 0");
        assertThat(report.figures())
                .containsEntry("broker_bytes_after", 9_000_000L)
                .containsEntry("left_pending", 0);
    }

    @Test
    void anUnknownFigureIsNotAvailableRatherThanANumber() {
        var report = new ReviewBenchReport(
                1,
                1,
                0,
                1,
                new ReviewFootprint(0, -1, -1),
                new ReviewFootprint(10, -1, -1),
                LatencySummary.EMPTY,
                1,
                0,
                0);
        var bytes = new ByteArrayOutputStream();
        report.print(new PrintStream(bytes, true, StandardCharsets.UTF_8));

        assertThat(bytes.toString(StandardCharsets.UTF_8))
                .containsSubsequence("reviewer: heap used (after GC)", "n/a")
                .contains("1 not measured");
    }
}
