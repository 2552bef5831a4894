package io.legalagent.retrieval.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JudgedEquivalentsTest {
    @TempDir
    Path dir;

    @Test
    void readsEveryPassageJudgedForAQuestion() throws IOException {
        var file = Files.writeString(
                dir.resolve("judged.csv"),
                """
                question,passage_id,reason
                mbe_377,mbe_511,"Excited utterance elements; mbe_511 states them, word for word"
                mbe_278,fre-403,Rule 403 balancing
                mbe_278,mbe_485,Rule 403 balancing
                """);

        var judged = JudgedEquivalents.read(file);

        assertThat(judged.of("mbe_377")).containsExactly("mbe_511");
        assertThat(judged.of("mbe_278")).containsExactlyInAnyOrder("fre-403", "mbe_485");
        assertThat(judged.of("mbe_1")).isEmpty();
        assertThat(judged.questions()).isEqualTo(2);
        assertThat(JudgedEquivalents.none().isEmpty()).isTrue();
    }

    @Test
    void refusesAFileOfAnotherShape() throws IOException {
        var wrongHeader = Files.writeString(dir.resolve("a.csv"), "question,passage\nmbe_1,mbe_2\n");
        var shortRow = Files.writeString(dir.resolve("b.csv"), "question,passage_id,reason\nmbe_1,mbe_2\n");

        assertThatThrownBy(() -> JudgedEquivalents.read(wrongHeader))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("the header must be question,passage_id,reason");
        assertThatThrownBy(() -> JudgedEquivalents.read(shortRow))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("line 2: 2 fields where 3 are expected");
    }

    @Test
    void theShippedJudgementsRead() {
        var judged = JudgedEquivalents.read(Path.of("../../data/confidence/validation-equivalents.csv"));

        assertThat(judged.questions()).isEqualTo(31);
        assertThat(judged.of("mbe_377")).contains("mbe_511");
        assertThat(JudgedEquivalents.read(Path.of("../../data/confidence/train-equivalents.csv"))
                        .questions())
                .isEqualTo(253);
    }
}
