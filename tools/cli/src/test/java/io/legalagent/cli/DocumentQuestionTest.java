package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.legalagent.cli.library.PassageSize;
import io.legalagent.contracts.DocumentPlace;
import io.legalagent.retrieval.support.ProjectRoot;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A hit by document and page, hit@k over a run, and the questions file the measurement reads. */
class DocumentQuestionTest {
    private static final String ID = "c".repeat(64);

    @TempDir
    Path dir;

    private static DocumentPlace place(String file, Integer first, Integer last) {
        return new DocumentPlace(ID, file, "Title", first, last, List.of(), null);
    }

    @Test
    void aHitIsFromTheAnsweringFileWithPagesOverlappingTheAnswers() {
        var question = new DocumentQuestion("q", "Is it coercion?", "missouri.pdf", List.of(4, 5));

        assertThat(question.answeredBy(place("missouri.pdf", 3, 4))).isTrue();
        assertThat(question.answeredBy(place("appeals/missouri.pdf", 5, null))).isTrue();
        assertThat(question.answeredBy(place("missouri.pdf", 1, 3))).isFalse();
        assertThat(question.answeredBy(place("ca1.pdf", 4, 4))).isFalse();
        assertThat(question.answeredBy(place("missouri.pdf", null, null))).isFalse();
        assertThat(question.answeredBy(null)).isFalse();
    }

    @Test
    void aQuestionWithoutPagesIsAnsweredByAnyPassageOfItsDocument() {
        var question = new DocumentQuestion("q", "Was counsel ineffective?", "word-perfect.wpd", null);

        assertThat(question.answeredBy(place("word-perfect.wpd", null, null))).isTrue();
        assertThat(question.rankIn(List.of(place("ca1.pdf", 1, 1), place("word-perfect.wpd", null, null))))
                .isEqualTo(2);
        assertThat(question.rankIn(List.of(place("ca1.pdf", 1, 1)))).isZero();
    }

    @Test
    void hitsAtOneThreeAndFiveAreTheShareOfQuestionsWithinThatRank() {
        var rows = List.of(
                DocumentHits.of(new PassageSize(600, 75), 300, List.of(1, 2, 4, 0), 30.0),
                DocumentHits.of(new PassageSize(1200, 150), 150, List.of(1, 1, 6, 0), 20.0));

        assertThat(rows.get(0))
                .extracting(DocumentHits::at1, DocumentHits::at3, DocumentHits::at5)
                .containsExactly(1, 2, 3);
        var table = DocumentHits.table(rows).lines().toList();
        assertThat(table.get(1))
                .contains("600/75", "300", "0.25", "0.50", "0.75")
                .endsWith("best hit@5");
        assertThat(table.get(2)).contains("1200/150", "0.50", "0.50").doesNotContain("best");
        assertThat(table.get(3)).startsWith("4 questions");
    }

    @Test
    void theShippedQuestionsAreAtLeastTwentyOverTheSharedFilings() throws Exception {
        var questions = DocumentQuestions.read(ProjectRoot.get().resolve("data/documents/questions.json"));

        assertThat(questions).hasSizeGreaterThanOrEqualTo(20);
        assertThat(questions).allSatisfy(q -> assertThat(q.question()).endsWith("?"));
        assertThat(questions.stream().map(DocumentQuestion::file).distinct().count())
                .isGreaterThanOrEqualTo(12);
        assertThat(questions).filteredOn(q -> q.file().endsWith(".pdf")).allSatisfy(q -> assertThat(q.pages())
                .isNotEmpty());
        var shared = ProjectRoot.get().resolve("../shared/data/documents").normalize();
        if (Files.isDirectory(shared)) {
            assertThat(questions)
                    .allSatisfy(q -> assertThat(shared.resolve(q.file())).isRegularFile());
        }
    }

    @Test
    void aBrokenQuestionsFileIsAUsageErrorNamingTheProblem() throws IOException {
        var twice = Files.writeString(
                dir.resolve("q.json"),
                """
                [{"id": "a", "question": "Q?", "file": "x.pdf", "pages": [1]},
                 {"id": "a", "question": "Q?", "file": "x.pdf", "pages": [2]}]""");
        var noFile = Files.writeString(dir.resolve("r.json"), "[{\"id\": \"a\", \"question\": \"Q?\"}]");

        assertThatThrownBy(() -> DocumentQuestions.read(twice)).hasMessageContaining("the id a is used twice");
        assertThatThrownBy(() -> DocumentQuestions.read(noFile))
                .hasMessageContaining("needs an id, a question and a file");
        assertThatThrownBy(() -> DocumentQuestions.read(dir.resolve("none.json")))
                .hasMessageContaining("no such");
    }
}
