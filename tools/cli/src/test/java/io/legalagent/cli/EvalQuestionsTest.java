package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.legalagent.retrieval.bench.QaRow;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EvalQuestionsTest {
    private static final Path SAMPLE = Path.of("src/test/resources/eval/sample-qa.csv");

    @TempDir
    Path dir;

    @Test
    void readsTheBarExamLayoutWithSubjectsChoicesAndGold() throws UsageException {
        var rows = EvalQuestions.read(SAMPLE);

        assertThat(rows).extracting(QaRow::idx).containsExactly("t1", "c1", "k1", "p1");
        var first = rows.get(0);
        assertThat(first.fullQuestion())
                .isEqualTo("Dana swung a baseball bat at Pat, intending to hit him, and the bat struck Pat's arm.\n"
                        + "Pat sues Dana. Which tort has Dana most clearly committed?");
        assertThat(first.choices()).containsExactly("Assault", "Battery", "False imprisonment", "Trespass to chattels");
        assertThat(first.answer()).isEqualTo("B");
        assertThat(first.goldIdx()).isEqualTo("torts-battery");
        assertThat(first.goldPassage()).isEqualTo("Battery is an intentional tort.");
        assertThat(EvalQuestions.label(rows.get(3))).isEqualTo(EvalQuestions.NO_SUBJECT);
    }

    @Test
    void selectsASubjectWhateverItsCaseOrPunctuationThenTheFirstN() throws UsageException {
        var rows = EvalQuestions.read(SAMPLE);

        assertThat(EvalQuestions.select(rows, Optional.of("crim law"), 10))
                .extracting(QaRow::idx)
                .containsExactly("k1");
        assertThat(EvalQuestions.select(rows, Optional.of("None"), 10))
                .extracting(QaRow::idx)
                .containsExactly("p1");
        assertThat(EvalQuestions.select(rows, Optional.empty(), 2))
                .extracting(QaRow::idx)
                .containsExactly("t1", "c1");
        assertThatThrownBy(() -> EvalQuestions.select(rows, Optional.of("admiralty"), 10))
                .isInstanceOf(UsageException.class)
                .hasMessage("no questions of subject 'admiralty'; the file has [CONTRACTS, CRIM. LAW, TORTS, none]");
    }

    @Test
    void readsCaseStudyJsonLinesWithAndWithoutChoices() throws IOException, UsageException {
        var file = Files.writeString(
                dir.resolve("cases.jsonl"),
                """
                {"id": "torts", "subject": "TORTS", "question": "Will Plaintiff prevail?", "gold_idx": "mbe_571", "answer": "C", "choices": {"A": "Yes", "B": "No", "C": "Maybe", "D": "Never"}}

                {"id": "oof", "subject": "OUT_OF_CORPUS", "question": "What is maritime salvage?", "gold_idx": null, "answer": null}
                """);

        var rows = EvalQuestions.read(file);

        assertThat(rows).hasSize(2);
        assertThat(rows.get(0).choices()).containsExactly("Yes", "No", "Maybe", "Never");
        assertThat(rows.get(0).answer()).isEqualTo("C");
        assertThat(rows.get(0).goldIdx()).isEqualTo("mbe_571");
        assertThat(rows.get(1).choices()).isEmpty();
        assertThat(rows.get(1).goldIdx()).isEmpty();
        assertThat(new EvalCase(rows.get(1), "r", null, null, 0).multipleChoice())
                .isFalse();
    }

    @Test
    void badFilesAndOptionsAreUsageErrorsThatSayWhatIsWrong() throws IOException {
        var shortRow = Files.writeString(
                dir.resolve("short.csv"),
                "idx,prompt,question,choice_a,choice_b,choice_c,choice_d,answer,gold_idx\nq1,,Q?,a,b,c,d,A\n");
        var noColumn = Files.writeString(dir.resolve("nocolumn.csv"), "idx,question\nq1,Q?\n");
        var badJson = Files.writeString(dir.resolve("bad.jsonl"), "{\"question\": \"Q?\",\n");

        expectUsage(Cli.run("eval", dir.resolve("missing.csv").toString()), "no such question file");
        expectUsage(Cli.run("eval", shortRow.toString()), "line 2: 8 fields where the header has 9");
        expectUsage(Cli.run("eval", noColumn.toString()), "lacks column 'prompt'");
        expectUsage(Cli.run("eval", badJson.toString()), "bad.jsonl line 1: not JSON");
        expectUsage(Cli.run("eval", SAMPLE.toString(), "--subject", "admiralty"), "no questions of subject");
        expectUsage(Cli.run("eval", SAMPLE.toString(), "--limit", "0"), "--limit takes a whole number above 0");
        expectUsage(Cli.run("eval", SAMPLE.toString(), "--in-flight", "many"), "'many' is not an int");
        expectUsage(Cli.run("eval", SAMPLE.toString(), "--retrieval-only", "--save"), "--retrieval-only has none");
        // QA-FILE is optional only because --compare takes none.
        expectUsage(Cli.run("eval"), "eval needs a QA-FILE (or --compare RUN_A RUN_B)");
        expectUsage(
                Cli.run("eval", SAMPLE.toString(), "--retrieval-only", "--report", dir.toString()),
                "--report draws the pipeline's answers");
        expectUsage(
                Cli.run("eval", SAMPLE.toString(), "--compare", dir.toString(), dir.toString()),
                "give no QA-FILE with it");
        expectUsage(Cli.run("eval", "--compare", dir.toString()), "--compare");
        var help = Cli.run("eval", "--help");
        assertThat(help.exitCode()).isZero();
        assertThat(help.out()).startsWith("Usage: legal eval").contains("QA-FILE", "--retrieval-only", "--in-flight");
    }

    private static void expectUsage(Cli result, String message) {
        assertThat(result.exitCode()).as(result.stderr()).isEqualTo(ExitCodes.USAGE);
        assertThat(result.stderr()).contains(message);
    }
}
