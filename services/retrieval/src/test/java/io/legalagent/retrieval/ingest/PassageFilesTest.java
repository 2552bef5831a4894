package io.legalagent.retrieval.ingest;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PassageFilesTest {
    @TempDir
    Path dir;

    private Path write(String name, String content) throws IOException {
        return Files.writeString(dir.resolve(name), content, StandardCharsets.UTF_8);
    }

    @Test
    void readsTheBarExamCsvLayoutWithQuotedMultiLineFields() throws IOException {
        var file = write(
                "passages.csv",
                "idx,text,source\r\n"
                        + "p_1,\"A rule, with a comma\nand a second line\",barexam\r\n"
                        + "p_2,\"He said \"\"no\"\" twice\",barexam\n"
                        + "p_3,plain text,\n");

        var corpus = PassageFiles.read(List.of(file));

        assertThat(corpus.problems()).isEmpty();
        assertThat(corpus.passages())
                .extracting(Passage::id, Passage::text, Passage::source)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple(
                                "p_1", "A rule, with a comma\nand a second line", "barexam"),
                        org.assertj.core.groups.Tuple.tuple("p_2", "He said \"no\" twice", "barexam"),
                        org.assertj.core.groups.Tuple.tuple("p_3", "plain text", "passages"));
    }

    @Test
    void reportsBadCsvRowsWithLineAndReasonAndKeepsTheRest() throws IOException {
        var file = write(
                "bad.csv",
                "idx,text,source\n"
                        + "ok_1,\"first\nspans two lines\",s\n"
                        + "too,many,fields,here\n"
                        + ",no id,s\n"
                        + "empty_text,  ,s\n"
                        + "ok_2,fine,s\n"
                        + "open,\"never closed,s\n");

        var corpus = PassageFiles.read(List.of(file));

        assertThat(corpus.passages()).extracting(Passage::id).containsExactly("ok_1", "ok_2");
        assertThat(corpus.problems())
                .extracting(RowProblem::line, RowProblem::reason)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple(4L, "expected 3 fields, found 4"),
                        org.assertj.core.groups.Tuple.tuple(5L, "missing idx"),
                        org.assertj.core.groups.Tuple.tuple(6L, "passage empty_text has no text"),
                        org.assertj.core.groups.Tuple.tuple(8L, "quoted field never closed before end of file"));
    }

    @Test
    void refusesACsvWhoseHeaderLacksTheColumns() throws IOException {
        var file = write("wrong.csv", "name,body\na,b\n");

        var corpus = PassageFiles.read(List.of(file));

        assertThat(corpus.passages()).isEmpty();
        assertThat(corpus.problems()).singleElement().satisfies(p -> assertThat(p.reason())
                .contains("idx"));
    }

    @Test
    void readsJsonLinesAndReportsInvalidLines() throws IOException {
        var file = write(
                "rules.jsonl",
                """
                {"id": "fre-401", "source": "fre", "title": "Rule 401", "text": "Relevant evidence.", "subject": "evidence"}

                {"id": "broken", "text": "unterminated
                {"source": "fre", "text": "no id"}
                {"id": "no-text", "text": ""}
                [1, 2]
                {"id": 7, "text": "numeric ids are read as text"}
                """);

        var corpus = PassageFiles.read(List.of(file));

        assertThat(corpus.passages()).extracting(Passage::id).containsExactly("fre-401", "7");
        assertThat(corpus.passages().get(0))
                .isEqualTo(new Passage("fre-401", "Relevant evidence.", "fre", "Rule 401", "evidence"));
        assertThat(corpus.passages().get(1).source()).isEqualTo("rules");
        assertThat(corpus.problems()).extracting(RowProblem::line).containsExactly(3L, 4L, 5L, 6L);
        assertThat(corpus.problems().get(0).reason()).startsWith("not valid JSON");
        assertThat(corpus.problems().get(1).reason()).isEqualTo("missing \"id\"");
        assertThat(corpus.problems().get(3).reason()).isEqualTo("not a JSON object");
    }

    @Test
    void keepsTheFirstOfDuplicateIdsAcrossFilesAndReportsUnsupportedFiles() throws IOException {
        write("a.csv", "idx,text,source\nsame,from csv,s\n");
        write("b.jsonl", "{\"id\":\"same\",\"text\":\"from jsonl\"}\n");
        write("notes.txt", "ignored in folders");
        var explicit = write("explicit.txt", "named explicitly");

        var corpus = PassageFiles.read(List.of(dir, explicit, dir.resolve("missing.csv")));

        assertThat(corpus.passages()).singleElement().extracting(Passage::text).isEqualTo("from csv");
        assertThat(corpus.problems())
                .extracting(RowProblem::reason)
                .containsExactlyInAnyOrder(
                        "duplicate id same (first read from a.csv is kept)",
                        "unsupported file type (expected .csv, .jsonl or .ndjson)",
                        "no such file or folder");
    }

    @Test
    void theFingerprintDependsOnIdsAndTextsNotOnFileOrder() throws IOException {
        var one = write("one.jsonl", "{\"id\":\"a\",\"text\":\"x\"}\n{\"id\":\"b\",\"text\":\"y\"}\n");
        var two = write("two.jsonl", "{\"id\":\"b\",\"text\":\"y\"}\n{\"id\":\"a\",\"text\":\"x\"}\n");
        var changed = write("three.jsonl", "{\"id\":\"a\",\"text\":\"x\"}\n{\"id\":\"b\",\"text\":\"z\"}\n");

        String fingerprint = PassageFiles.read(List.of(one)).fingerprint();

        assertThat(PassageFiles.read(List.of(two)).fingerprint()).isEqualTo(fingerprint);
        assertThat(PassageFiles.read(List.of(changed)).fingerprint())
                .isNotEqualTo(fingerprint)
                .hasSize(64);
    }

    @Test
    void theShippedSampleCorpusIsCleanAndCoversEverySubject() {
        var corpus = PassageFiles.read(List.of(io.legalagent.retrieval.support.ProjectRoot.sampleCorpus()));

        assertThat(corpus.problems()).isEmpty();
        assertThat(corpus.passages()).hasSizeGreaterThanOrEqualTo(150);
        assertThat(corpus.passages())
                .extracting(Passage::subject)
                .containsOnly(
                        "torts",
                        "contracts",
                        "criminal-law",
                        "criminal-procedure",
                        "evidence",
                        "real-property",
                        "constitutional-law",
                        "civil-procedure");
        assertThat(corpus.passages()).allSatisfy(p -> assertThat(p.title()).isNotBlank());
    }

    @Test
    void readsTheOptionalRpMetadataOfJsonLinesAndReportsAWrongType() throws IOException {
        var file = write(
                "cases.jsonl",
                """
                {"id": "c1", "text": "We hold that.", "cites": ["c3", "c2"], "treatment": "followed", "citation_frequency": 12, "overruled": false, "position": 0.0}
                {"id": "c2", "text": "Plain."}
                {"id": "c3", "text": "Bad.", "overruled": "yes"}
                {"id": "c4", "text": "Out of range.", "position": 1.5}
                """);

        var corpus = PassageFiles.read(List.of(file));

        assertThat(corpus.passages()).extracting(Passage::id).containsExactly("c1", "c2");
        var signals = corpus.passages().get(0).signals();
        assertThat(signals)
                .isEqualTo(new io.legalagent.retrieval.rp.CitatorSignals(
                        List.of("c2", "c3"), "followed", 12.0, false, 0.0));
        assertThat(corpus.passages().get(0).metadata())
                .containsEntry("rp_cites", "c2\nc3")
                .containsEntry("rp_treatment", "followed")
                .containsEntry("rp_frequency", 12.0)
                .containsEntry("rp_overruled", false)
                .containsEntry("rp_position", 0.0);
        assertThat(corpus.passages().get(1).signals().isEmpty()).isTrue();
        assertThat(corpus.passages().get(1).metadata()).doesNotContainKeys("rp_cites", "rp_position");
        assertThat(corpus.passages().get(1).contentSha256())
                .isEqualTo(new Passage("c2", "Plain.", "cases", "", "").contentSha256());
        assertThat(corpus.problems())
                .extracting(RowProblem::line, RowProblem::reason)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple(3L, "passage c3: \"overruled\" must be true or false"),
                        org.assertj.core.groups.Tuple.tuple(
                                4L, "passage c4: position must lie within [0, 1] (0 the first passage, 1 the last)"));
    }
}
