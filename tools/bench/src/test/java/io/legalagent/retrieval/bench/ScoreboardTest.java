package io.legalagent.retrieval.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;

class ScoreboardTest {
    @Test
    void countsHitsAtOneThreeFiveTenAndTheReciprocalRank() {
        var board = new Scoreboard();
        board.add(List.of("g", "x"), "g"); // rank 1
        board.add(List.of("a", "b", "g"), "g"); // rank 3
        board.add(List.of("1", "2", "3", "4", "5", "6", "7", "g"), "g"); // rank 8
        board.add(List.of("a"), "g"); // missing

        assertThat(board.hitAt1()).isEqualTo(0.25);
        assertThat(board.hitAt3()).isEqualTo(0.5);
        assertThat(board.hitAt5()).isEqualTo(0.5);
        assertThat(board.hitAt10()).isEqualTo(0.75);
        assertThat(board.mrr()).isCloseTo((1 + 1.0 / 3 + 1.0 / 8) / 4, Offset.offset(1e-12));
    }

    @Test
    void calibrationPicksTheThresholdThatSeparatesHitsFromMisses() {
        var calibration = new Calibration("mean_cosine");
        for (double c : new double[] {0.70, 0.72, 0.75}) {
            calibration.add(c, true);
        }
        for (double c : new double[] {0.60, 0.62, 0.71}) {
            calibration.add(c, false);
        }

        // 0.70 and 0.72 both pass 2 hits more than misses; the lower keeps more hits.
        assertThat(calibration.threshold()).isCloseTo(0.70, Offset.offset(1e-9));
        assertThat(calibration.auc()).isCloseTo(8.0 / 9, Offset.offset(1e-9));
        assertThat(calibration.row())
                .contains("mean_cosine")
                .contains("AUC 0.889")
                .contains("threshold   0.7000");
        assertThat(calibration.distributions()).contains("gold in top 5 (n=3)");
    }

    @Test
    void readsTheQaLayoutJoiningFactPatternAndQuestion() throws Exception {
        var file = java.nio.file.Files.createTempFile("qa", ".csv");
        java.nio.file.Files.writeString(
                file,
                "idx,dataset,example_id,prompt_id,source,subject,question_number,prompt,"
                        + "question,choice_a,choice_b,choice_c,choice_d,answer,gold_passage,gold_idx\n"
                        + "q1,mbe,1,1,s,,1,\"Facts,\nmore facts\",Who wins?,A1,B1,C1,D1,B,passage,mbe_9\n"
                        + "q2,mbe,2,2,s,,2,,No gold here?,a,b,c,d,A,,\n");

        var rows = QaCsv.read(file);

        assertThat(rows).singleElement().satisfies(r -> {
            assertThat(r.fullQuestion()).isEqualTo("Facts,\nmore facts\nWho wins?");
            assertThat(r.choices()).containsExactly("A1", "B1", "C1", "D1");
            assertThat(r.goldIdx()).isEqualTo("mbe_9");
            assertThat(r.goldPassage()).isEqualTo("passage");
            assertThat(r.subject()).isEmpty();
            assertThat(Variant.choiceAware(r).alternatives()).containsExactly("A1", "B1", "C1", "D1");
            assertThat(Variant.choiceAware(r).primary()).endsWith("(A) A1\n(B) B1\n(C) C1\n(D) D1");
        });
        java.nio.file.Files.delete(file);
    }

    @Test
    void refusesARowWithTheWrongNumberOfFieldsNamingItsLine() throws Exception {
        var file = java.nio.file.Files.createTempFile("qa", ".csv");
        java.nio.file.Files.writeString(
                file,
                "idx,subject,prompt,question,choice_a,choice_b,choice_c,choice_d,answer,gold_idx\n"
                        + "q1,TORTS,,Who wins?,a,b,c,d,A,mbe_1\n"
                        + "q2,TORTS,,Who loses?,a,b,c,A,mbe_2\n");

        assertThatThrownBy(() -> QaCsv.read(file))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("line 3: 9 fields where the header has 10");
        java.nio.file.Files.writeString(
                file,
                "idx,subject,prompt,question,choice_a,choice_b,choice_c,choice_d,answer,gold_idx\n"
                        + "q1,TORTS,,Who wins?,a,b,c,d,A,mbe_1\n"
                        + "q2,TORTS,\"Facts that\nnever end,,Who loses?,a,b,c,d,A,mbe_2\n");
        assertThatThrownBy(() -> QaCsv.read(file))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("line 3: quoted field never closed before end of file");
        java.nio.file.Files.writeString(file, "");
        assertThatThrownBy(() -> QaCsv.read(file)).hasMessageContaining("is empty");
        java.nio.file.Files.delete(file);
    }

    @Test
    void readsTheSubject() throws Exception {
        var file = java.nio.file.Files.createTempFile("qa", ".csv");
        java.nio.file.Files.writeString(
                file,
                "idx,subject,prompt,question,choice_a,choice_b,choice_c,choice_d,answer,gold_idx\n"
                        + "q1,TORTS,,Who wins?,a,b,c,d,A,mbe_1\n");

        assertThat(QaCsv.read(file)).singleElement().satisfies(r -> {
            assertThat(r.subject()).isEqualTo("TORTS");
            assertThat(r.answer()).isEqualTo("A");
            assertThat(r.goldPassage()).isEmpty();
        });
        java.nio.file.Files.delete(file);
    }
}
