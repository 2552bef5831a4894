package io.legalagent.cli;

import static io.legalagent.cli.EvalSamples.answered;
import static io.legalagent.cli.EvalSamples.row;
import static io.legalagent.cli.EvalSamples.steps;
import static io.legalagent.cli.EvalSamples.unanswered;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

import io.legalagent.contracts.RunStatus;
import java.util.List;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;

class EvalFiguresTest {
    // Five questions: two right letters, one wrong, one answered without a letter, one never answered.
    private final List<EvalCase> cases = List.of(
            answered(row("q1", "TORTS", "A", "g1"), RunStatus.ANSWERED, "A", 1000, 4, steps("x,g1,y")),
            answered(row("q2", "TORTS", "B", "g2"), RunStatus.ANSWERED, "C", 3000, 6, steps("x,y", "z,g2")),
            answered(row("q3", "CONTRACTS", "C", "g3"), RunStatus.ANSWERED, "C", 2000, 5, steps("x", "y", "z")),
            answered(row("q4", "", "D", "g4"), RunStatus.FAILED, null, 4000, 1, steps()),
            unanswered(row("q5", "", "A", "g5")));

    @Test
    void accuracyCountsEveryMultipleChoiceQuestionAskedAndNoAnswerAsWrong() {
        var f = EvalFigures.of(cases);

        assertThat(f.questions()).isEqualTo(5);
        assertThat(f.multipleChoice()).isEqualTo(5);
        assertThat(f.correct()).isEqualTo(2);
        assertThat(f.accuracy()).isEqualTo(0.4);
        assertThat(f.noLetter()).isEqualTo(1); // q4: answered, no letter; q5 never answered
    }

    @Test
    void goldHitCountsAPassageFoundByAnyStep() {
        var f = EvalFigures.of(cases);

        assertThat(f.goldHits()).isEqualTo(2); // q1 in step 1, q2 in step 2; q3 never, q4 no steps
        assertThat(f.withGold()).isEqualTo(5);
        assertThat(f.goldHitAt5()).isEqualTo(0.4);
    }

    @Test
    void stepsCallsAndLatencyCoverTheAnsweredQuestionsOnly() {
        var f = EvalFigures.of(cases);

        assertThat(f.meanSteps()).isEqualTo(1.5); // 1, 2, 3, 0
        assertThat(f.medianSteps()).isEqualTo(1.5);
        assertThat(f.meanLlmCalls()).isEqualTo(4.0);
        assertThat(f.llmCalls()).isEqualTo(16);
        assertThat(f.latency().count()).isEqualTo(4);
        assertThat(f.latency().p50()).isEqualTo(2000); // nearest rank of 1000, 2000, 3000, 4000
        assertThat(f.latency().p95()).isEqualTo(4000);
    }

    @Test
    void statusesCountEachFinalStatusAndTheUnanswered() {
        var f = EvalFigures.of(cases);

        assertThat(f.statuses())
                .containsOnly(
                        entry("ANSWERED", 3), entry("REJECTED", 0), entry("FAILED", 1), entry(EvalCase.NO_ANSWER, 1));
        assertThat(f.figures()).containsEntry("mc_accuracy", 0.4).containsEntry("gold_hit@5", 0.4);
    }

    @Test
    void evidenceCountsEachStrengthAndTheAnswersWithout() {
        var f = EvalFigures.of(cases);

        // q1 sufficient, q2 partial, q3 insufficient (EvalSamples); q4 failed and q5 unanswered have none
        assertThat(f.evidence())
                .containsExactly(
                        entry("sufficient", 1), entry("partial", 1), entry("insufficient", 1), entry("none", 2));
        assertThat(f.figures()).containsEntry("evidence", f.evidence());
        assertThat(EvalReport.of(cases).table())
                .contains("evidence suff/part/insuff")
                .endsWith("1/1/1\n");
    }

    @Test
    void medianOfAnOddCountIsTheMiddleValueAndOfNothingZero() {
        assertThat(EvalFigures.median(new double[] {3, 1, 2})).isEqualTo(2);
        assertThat(EvalFigures.median(new double[] {4, 1, 3, 2})).isEqualTo(2.5);
        assertThat(EvalFigures.median(new double[0])).isZero();
    }

    @Test
    void reportGroupsBySubjectAlphabeticallyWithTheUnlabelledLastAndAnOverallRow() {
        var report = EvalReport.of(cases);

        assertThat(report.bySubject()).containsOnlyKeys("CONTRACTS", "TORTS", "none");
        assertThat(report.bySubject().keySet()).containsExactly("CONTRACTS", "TORTS", "none");
        var torts = report.bySubject().get("TORTS");
        assertThat(torts.questions()).isEqualTo(2);
        assertThat(torts.accuracy()).isEqualTo(0.5);
        assertThat(torts.goldHitAt5()).isEqualTo(1.0);
        assertThat(report.bySubject().get("none").count(EvalCase.NO_ANSWER)).isEqualTo(1);
        assertThat(report.overall().questions()).isEqualTo(5);
        assertThat(report.table())
                .contains("TORTS              2  1/2 50.0%")
                .contains("all                5  2/5 40.0%      2/5 40.0%")
                .contains("3/0/1/1");
        assertThat(report.figures()).containsKeys("overall", "subjects");
    }

    @Test
    void nothingToCountGivesZeroRatherThanAnError() {
        var f = EvalFigures.of(List.of());

        assertThat(f.accuracy()).isZero();
        assertThat(f.goldHitAt5()).isZero();
        assertThat(f.latency().p95()).isCloseTo(0, Offset.offset(0.0));
    }
}
