package io.legalagent.retrieval.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.retrieval.store.ChromaClient;
import io.legalagent.retrieval.support.ChromaServer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** The command a user runs, end to end: files in, summary out, bad rows on stderr. */
@ExtendWith(ChromaServer.class)
class IngestCommandIT {
    @TempDir
    Path dir;

    @Test
    void ingestsReportsBadRowsAndDoesNothingTheSecondTime(ChromaClient chroma) throws IOException {
        var file = Files.writeString(
                dir.resolve("rules.jsonl"),
                """
                {"id": "r1", "subject": "torts", "title": "Battery", "text": "Battery is an intended harmful or offensive contact."}
                {"id": "r2", "subject": "torts", "title": "Assault", "text": "Assault is the reasonable apprehension of an imminent contact."}
                {"id": "r3", "text": ""}
                """);
        String collection = ChromaServer.uniqueCollection("cli");
        String[] args = {"--chroma", chroma.url().toString(), "--collection", collection, file.toString()};

        var first = run(args);
        var second = run(args);

        assertThat(first.code).isZero();
        assertThat(first.out)
                .contains("2 passages read, 2 added, 0 replaced, 0 unchanged, 1 skipped rows")
                .contains("corpus fingerprint");
        assertThat(first.err).contains("skipped rules.jsonl:3: passage r3 has no \"text\"");
        assertThat(second.out).contains("0 added, 0 replaced, 2 unchanged").doesNotContain("embedded and stored");
    }

    @Test
    void explainsItsUsage() {
        var result = run(new String[] {"--bogus"});

        assertThat(result.code).isEqualTo(2);
        assertThat(result.err).contains("Unknown option: '--bogus'").contains("Usage: ingest");
        assertThat(run(new String[0]).code).isEqualTo(2);
        assertThat(run(new String[] {"--batch", "0", "x.jsonl"}).err).contains("--batch takes a whole number above 0");
        var help = run(new String[] {"--help"});
        assertThat(help.code).isZero();
        assertThat(help.out).startsWith("Usage: ingest").contains("--prune", "--collection", "PATH");
    }

    private record Result(int code, String out, String err) {}

    private static Result run(String[] args) {
        var out = new ByteArrayOutputStream();
        var err = new ByteArrayOutputStream();
        var outStream = new PrintStream(out, true, StandardCharsets.UTF_8);
        var errStream = new PrintStream(err, true, StandardCharsets.UTF_8);
        int code = new CommandLine(new IngestCommand(outStream, errStream, null))
                .setOut(new PrintWriter(outStream, true))
                .setErr(new PrintWriter(errStream, true))
                .execute(args);
        return new Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
}
