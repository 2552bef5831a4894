package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.QuestionRequest;
import io.legalagent.retrieval.support.ProjectRoot;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BenchQuestionsTest {

    @Test
    void readsFactPatternQuestionAndChoicesOfAQaFile(@TempDir Path dir) throws IOException {
        var file = Files.writeString(
                dir.resolve("qa.csv"),
                "idx,prompt,question,choice_a,choice_b,choice_c,choice_d,answer\n"
                        + "1,\"A farmer, angry,\nfired a gun.\",Is he liable?,Yes,No,Maybe,\"Only if, hit\",A\n"
                        + "2,,What is consideration?,A,B,C,D,B\n"
                        + "3,,,A,B,C,D,B\n");

        var questions = BenchQuestions.fromQaFile(file);

        assertThat(questions).hasSize(2);
        assertThat(questions.get(0).question()).isEqualTo("A farmer, angry,\nfired a gun.\nIs he liable?");
        assertThat(questions.get(0).choices())
                .containsExactly(
                        java.util.Map.entry("A", "Yes"),
                        java.util.Map.entry("B", "No"),
                        java.util.Map.entry("C", "Maybe"),
                        java.util.Map.entry("D", "Only if, hit"));
        assertThat(questions.get(1).question()).isEqualTo("What is consideration?");
    }

    @Test
    void withoutAQaFileAsksAboutEachTitleOfTheCorpus() {
        var questions = BenchQuestions.fromCorpusTitles(ProjectRoot.sampleCorpus());

        assertThat(questions).hasSizeGreaterThan(300);
        assertThat(questions.get(0).question()).isEqualTo("What is the rule on battery?");
        assertThat(questions.get(0).choices()).isNull();
    }

    @Test
    void numberingGivesEachQuestionItsOwnRequestId() {
        var numbered = BenchQuestions.numbered(
                List.of(new QuestionRequest("a", null, null, null), new QuestionRequest("b", null, null, null)),
                "bench-x-");

        assertThat(numbered).extracting(QuestionRequest::requestId).containsExactly("bench-x-0", "bench-x-1");
        assertThat(numbered).extracting(QuestionRequest::schemaVersion).containsOnly(1);
    }
}
