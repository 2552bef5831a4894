package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.legalagent.retrieval.store.ChromaClient;
import io.legalagent.retrieval.support.ChromaServer;
import io.legalagent.retrieval.support.ProjectRoot;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code legal ingest} on a folder of real filings (a one-page and a five-page opinion, a .docx, the
 * empty PDF and the .mp3 of the shared documents) against a real Chroma server and the real ONNX
 * model: counts per kind and the two refusals with their reasons, then a second run that finds all
 * unchanged and embeds nothing; {@code legal library} lists what the first run added. It needs the
 * shared documents.
 */
@ExtendWith(ChromaServer.class)
class IngestDocumentsIT {
    private static final List<String> FILES =
            List.of("ca7_3.pdf", "missouri.pdf", "word-docx.docx", "empty.pdf", "1.mp3");

    @TempDir
    Path dir;

    @Test
    void ingestsCountsPerKindRefusesWithReasonsAndASecondRunEmbedsNothing(ChromaClient chroma) throws IOException {
        Path shared = ProjectRoot.get().resolve("../shared/data/documents").normalize();
        assumeTrue(Files.isDirectory(shared), "the shared documents are at " + shared);
        Path folder = Files.createDirectories(dir.resolve("filings"));
        for (String name : FILES) {
            Files.copy(shared.resolve(name), folder.resolve(name));
        }
        String library = ChromaServer.uniqueCollection("cli-docs");
        String[] args = {
            "ingest",
            "--chroma",
            chroma.url().toString(),
            "--library",
            library,
            "--organisation",
            "firm-a",
            "--originals",
            dir.resolve("originals").toString(),
            folder.toString()
        };

        var first = Cli.run(args);
        var second = Cli.run(args);
        var listed = Cli.run(
                "library", "--chroma", chroma.url().toString(), "--library", library, "--organisation", "firm-a");

        assertThat(first.exitCode()).as(first.stderr()).isZero();
        assertThat(first.out())
                .contains("library " + library + ": 5 files: 3 added, 0 changed, 0 unchanged, 0 removed, 2 failed")
                // The reader tells a kind by content: an empty file has none, so it is "other" whatever its name.
                .containsPattern("  pdf +2 +0 +0 +0 +0")
                .containsPattern("  word +1 +0 +0 +0 +0")
                .containsPattern("  other +0 +0 +0 +0 +2")
                .contains("failed: empty.pdf (other): empty file")
                .contains("failed: 1.mp3 (other): not a document: audio/mpeg")
                .doesNotContain(" 0 passages embedded");
        assertThat(second.exitCode()).as(second.stderr()).isZero();
        assertThat(second.out())
                .contains("0 added, 0 changed, 3 unchanged, 0 removed, 2 failed")
                .contains(" 0 pages read, 0 passages embedded");
        assertThat(listed.exitCode()).as(listed.stderr()).isZero();
        assertThat(listed.out())
                .contains("missouri.pdf", "ca7_3.pdf", "word-docx.docx", "ready")
                .contains("failed: not a document: audio/mpeg");
        assertThat(dir.resolve("originals/orgs/firm-a"))
                .isDirectoryContaining(path -> path.getFileName().toString().length() == 64);
    }
}
