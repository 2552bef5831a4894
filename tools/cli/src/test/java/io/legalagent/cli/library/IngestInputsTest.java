package io.legalagent.cli.library;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Passage files and documents told apart by content, and folders by what they hold. */
class IngestInputsTest {
    @TempDir
    Path dir;

    @Test
    void aPassageFileIsToldByItsFirstLineNotItsNameAlone() throws IOException {
        var corpus = Files.writeString(dir.resolve("corpus.csv"), "idx,text,source\n1,Battery is...,mbe\n");
        var figures = Files.writeString(dir.resolve("figures.csv"), "year,fees\n2020,12\n");
        var rules = Files.writeString(dir.resolve("rules.jsonl"), "\n{\"id\":\"r1\",\"text\":\"x\"}\n");
        var prose = Files.writeString(dir.resolve("notes.jsonl"), "Meeting notes, not JSON\n");
        var pdf = Files.write(dir.resolve("opinion.pdf"), new byte[] {'%', 'P', 'D', 'F'});

        var inputs = IngestInputs.of(List.of(corpus, figures, rules, prose, pdf));

        assertThat(inputs.passageFiles()).containsExactly(corpus, rules);
        assertThat(inputs.documentPaths()).containsExactly(figures, prose, pdf);
        assertThat(inputs.leftOut()).isZero();
    }

    @Test
    void aFolderOfPassageFilesIsACorpusItsReadmeLeftOutQuietly() throws IOException {
        var corpus = Files.createDirectories(dir.resolve("corpus"));
        var rules = Files.writeString(corpus.resolve("rules.jsonl"), "{\"id\":\"r1\",\"text\":\"x\"}\n");
        Files.writeString(corpus.resolve("README.md"), "# The sample corpus\n");
        Files.writeString(corpus.resolve("letter.txt"), "Dear counsel\n");

        var inputs = IngestInputs.of(List.of(corpus));

        assertThat(inputs.passageFiles()).containsExactly(rules);
        assertThat(inputs.hasDocuments()).isFalse();
        assertThat(inputs.leftOut()).isEqualTo(1);
    }

    @Test
    void aFolderWithoutPassageFilesGoesToTheLibraryWhole() throws IOException {
        var filings = Files.createDirectories(dir.resolve("filings/2020"));
        Files.writeString(filings.resolve("brief.txt"), "Brief of appellant\n");
        Files.write(filings.resolve("1.mp3"), new byte[] {1, 2, 3});

        var inputs = IngestInputs.of(List.of(dir.resolve("filings")));

        assertThat(inputs.documentPaths()).containsExactly(dir.resolve("filings"));
        assertThat(inputs.hasPassageFiles()).isFalse();
    }

    @Test
    void aBinaryFileNamedLikeAPassageFileIsADocument() throws IOException {
        var binary = Files.write(dir.resolve("scan.csv"), new byte[] {(byte) 0xff, (byte) 0xd8, 0, 0, 7});
        var empty = Files.write(dir.resolve("empty.jsonl"), new byte[0]);

        var inputs = IngestInputs.of(List.of(binary, empty));

        assertThat(inputs.documentPaths()).containsExactly(binary, empty);
    }
}
