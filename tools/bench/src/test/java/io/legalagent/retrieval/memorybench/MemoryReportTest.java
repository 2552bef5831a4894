package io.legalagent.retrieval.memorybench;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class MemoryReportTest {
    private static MemoryPairs pairs(List<Double> nearestOther, List<String> ids, List<Double> phrases) {
        var pairs = new MemoryPairs();
        pairs.nearestOther.addAll(nearestOther);
        pairs.nearestOtherIds.addAll(ids);
        pairs.rewordings.put(Rewording.PHRASES, phrases);
        return pairs;
    }

    @Test
    void theSuggestionClearsTheClosestOtherQuestionByAMarginAndNamesWhatHits() {
        var report = new MemoryReport(
                "qa.csv", pairs(List.of(0.962, -1.0), List.of("q1 → q2", "q2 → none"), List.of(0.99, -1.0)));

        var suggested = MemoryReport.suggested(List.of(report));
        String text = report.render(0.95, suggested);

        assertThat(suggested).hasValue(0.975);
        assertThat(text)
                .contains("threshold 0.950\n    must not hit: 0 of 0 same-fact-pattern pairs, 1 of 2 questions hit"
                        + " another question")
                .contains("hits another question: q1 → q2 (0.9620)")
                .contains("should hit, phrases          recall  50.0% (lowest similarity -1.0000)")
                .contains("precision 0.500, recall 0.500")
                .contains("threshold 0.975 (suggested)");
    }

    @Test
    void withNoOtherQuestionPassingTheChecksThereIsNoSuggestion() {
        var report =
                new MemoryReport("qa.csv", pairs(List.of(-1.0, -1.0), List.of("q1 → q2", "q2 → q1"), List.of(1.0)));

        var suggested = MemoryReport.suggested(List.of(report));
        String text = report.render(0.95, suggested);

        assertThat(suggested).isEmpty();
        assertThat(text)
                .contains("none can hit")
                .contains("precision 1.000, recall 1.000")
                .doesNotContain("suggested")
                .doesNotContain("hits another question:");
    }
}
