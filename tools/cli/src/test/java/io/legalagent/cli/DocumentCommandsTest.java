package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.retrieval.cli.IngestCommand;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** How ingest, library, bench ingest --documents and bench documents read their command lines. */
class DocumentCommandsTest {
    @TempDir
    Path dir;

    @Test
    void ingestTakesALibraryWithCollectionAsItsOlderName() {
        var older = new CommandLine(new IngestCommand(System.out, System.err, null))
                .parseArgs("--collection", "firm", "--prune", "a.pdf", "b");
        var named = new CommandLine(new IngestCommand(System.out, System.err, null))
                .parseArgs("--library", "firm", "--passage-size", "600/75", "a.pdf");

        assertThat(older.matchedOptionValue("--library", "")).isEqualTo("firm");
        assertThat(older.hasMatchedOption("--prune")).isTrue();
        assertThat(older.matchedPositionalValue(0, java.util.List.<Path>of())).hasSize(2);
        assertThat(named.matchedOptionValue("--collection", "")).isEqualTo("firm");
        assertThat(named.matchedOptionValue("--passage-size", "")).isEqualTo("600/75");

        assertThat(Cli.run("ingest", "--help").out())
                .contains("--library, --collection=NAME")
                .contains("--passage-size=CHARS[/OVERLAP]")
                .contains("--prune")
                .contains(".doc, .docx, .wpd");
        assertThat(Cli.run("help").out()).contains("library");
    }

    @Test
    void aBadLibraryNameOrPassageSizeIsAUsageErrorBeforeAnythingIsRead() throws IOException {
        var file = Files.writeString(dir.resolve("brief.txt"), "Brief of appellant");

        var badName = Cli.run("ingest", "--library", "Firm Library", file.toString());
        var badSize = Cli.run("ingest", "--passage-size", "50", file.toString());
        var badOrganisation = Cli.run("ingest", "--organisation", "Firm_A", file.toString());

        assertThat(badName.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(badName.stderr()).contains("library name 'Firm Library' must be 1 to 48 lower-case letters");
        assertThat(badSize.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(badSize.stderr()).contains("a passage size is at least 100 characters");
        assertThat(badOrganisation.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(badOrganisation.stderr()).contains("organisation 'Firm_A' must be 1 to 40 lower-case");
    }

    @Test
    void libraryListsOneLibraryAsATableOrJson() {
        var help = Cli.run("library", "--help");

        assertThat(help.exitCode()).isZero();
        assertThat(help.out())
                .contains("--library=NAME", "--organisation=ORG", "--json", "--chroma=URL", "title, file, type, pages");
        var bad = Cli.run("library", "--library", "BAD!");
        assertThat(bad.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(bad.stderr()).contains("library name 'BAD!'");
        var badOrganisation = Cli.run("library", "--organisation", "Firm_A");
        assertThat(badOrganisation.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(badOrganisation.stderr()).contains("organisation 'Firm_A'");
    }

    @Test
    void theDocumentBenchmarksTakeAFolderQuestionsAndPassageSizes() throws IOException {
        assertThat(Cli.run("bench", "ingest", "--help").out()).contains("--documents=DIR", "300-page PDF");
        assertThat(Cli.run("bench", "documents", "--help").out())
                .contains("--sizes=CHARS[/OVERLAP]", "2000/250", "hit@5");
        var questions = Files.writeString(
                dir.resolve("q.json"), "[{\"id\": \"a\", \"question\": \"Q?\", \"file\": \"x.pdf\", \"pages\": [1]}]");

        var badSize = Cli.run(
                "bench",
                "documents",
                "--documents",
                dir.toString(),
                "--questions",
                questions.toString(),
                "--sizes",
                "1200,50");
        var noFolder =
                Cli.run("bench", "ingest", "--documents", dir.resolve("none").toString());

        assertThat(badSize.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(badSize.stderr()).contains("a passage size is at least 100 characters");
        assertThat(noFolder.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(noFolder.stderr()).contains("no such folder of documents");
    }
}
