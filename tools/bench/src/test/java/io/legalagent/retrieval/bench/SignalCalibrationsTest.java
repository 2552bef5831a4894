package io.legalagent.retrieval.bench;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.retrieval.search.ConfidenceSignal;
import io.legalagent.retrieval.search.Ranking;
import io.legalagent.retrieval.store.StoredPassage;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class SignalCalibrationsTest {

    /** Passages p1..p6 ranked in order along one query's axis. */
    private static Ranking ranking(String... ids) {
        var passages = IntStream.range(0, ids.length)
                .mapToObj(i -> new Ranking.Ranked(
                        new StoredPassage(ids[i], ids[i], Map.of(), new float[] {1, i}), ids.length - i))
                .toList();
        return new Ranking(passages, List.of(new float[] {1, 0}), ids.length, 0);
    }

    /** Two passages whose first stands {@code lead} above the second, the query close to both. */
    private static Ranking ranking(double lead) {
        var passages = List.of(
                new Ranking.Ranked(new StoredPassage("a", "a", Map.of(), new float[] {1, 0.2f}), lead),
                new Ranking.Ranked(new StoredPassage("b", "b", Map.of(), new float[] {1, 0.4f}), 0));
        return new Ranking(passages, List.of(new float[] {1, 0}), 2, 0);
    }

    @Test
    void questionsOfAnotherFileJoinTheFit() {
        var train = new SignalCalibrations();
        var uncovered = new SignalCalibrations();
        for (int i = 0; i < 20; i++) {
            train.add(ranking(3), "a");
            train.add(ranking(1), "none_such");
            uncovered.add(ranking(3), "none_such");
        }

        var alone = train.fit("train", List.of());
        var together = train.fit("train and uncovered", List.of(uncovered));

        // The uncovered questions look like the training hits; fitted on, they pull that look down.
        assertThat(together.probability(ranking(3), 5)).isLessThan(alone.probability(ranking(3), 5) - 0.2);
        assertThat(alone.probability(ranking(3), 5)).isGreaterThan(0.8);
        assertThat(together.trainedOn()).isEqualTo("train and uncovered");
    }

    @Test
    void theCsvHasAHitEverySignalAndTheTopFiveIdsPerQuestion() {
        var calibrations = new SignalCalibrations();
        calibrations.add(ranking("p1", "p2", "p3", "p4", "p5", "p6"), "p5");
        calibrations.add(ranking("p1", "p2", "p3", "p4", "p5", "p6"), "p6");

        var lines = calibrations.csv().split("\n");

        var header = lines[0].split(",");
        assertThat(header).hasSize(ConfidenceSignal.values().length + 2);
        assertThat(header[0]).isEqualTo("gold_in_top5");
        assertThat(header[header.length - 1]).isEqualTo("top5_ids");
        assertThat(lines).hasSize(3);
        assertThat(lines[1]).startsWith("1,").endsWith(",p1|p2|p3|p4|p5");
        assertThat(lines[2]).startsWith("0,").endsWith(",p1|p2|p3|p4|p5");
        assertThat(lines[1].split(",")).hasSize(header.length);
    }

    @Test
    void aPassageJudgedEquivalentToTheGoldCountsAsEvidenceFoundInTheSecondReportOnly() {
        var calibrations = new SignalCalibrations();
        // Both miss their gold; the first's top 5 holds a passage judged to state the same rule.
        calibrations.add(ranking(3), "gold_elsewhere", Set.of("a"));
        calibrations.add(ranking(1), "gold_elsewhere", Set.of("p9"));

        assertThat(calibrations.of(ConfidenceSignal.RERANK_TOP1).auc()).isEqualTo(0.5); // no hit at all
        assertThat(calibrations.evidenceReport("judged.csv"))
                .contains("against gold or a passage judged equivalent (judged.csv) in the top 5: 1 of 2 questions")
                .containsPattern("rerank_top1 +AUC 1\\.000");
    }

    @Test
    void theReportGivesEachAucItsIntervalAndTheDefaultAgainstTheOriginal() {
        var calibrations = new SignalCalibrations();
        for (int i = 0; i < 5; i++) {
            calibrations.add(ranking(3 + i), "a");
            calibrations.add(ranking(1 + i / 10.0), "none_such");
        }

        assertThat(calibrations.report())
                .containsPattern("rerank_top1 +AUC 1\\.000 \\[1\\.000, 1\\.000\\]")
                .containsPattern(
                        "calibrated − mean_cosine on the same questions \\(paired\\): AUC [+-]\\d\\.\\d{3} \\[")
                .containsPattern(
                        "calibrated read as a probability: Brier \\d\\.\\d{3} \\(the base rate alone 0\\.250\\)");
    }
}
