package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --report DIR} of bench hops, chaos and footprint through the command line's entry point: a
 * path that cannot hold a report is refused before any stack starts (the runs themselves need a stack;
 * their reports are checked from recorded results in the page tests and BenchReportsIT).
 */
class BenchReportOptionTest {
    @TempDir
    Path dir;

    @Test
    void eachBenchOffersTheOption() {
        for (String bench : new String[] {"hops", "chaos", "footprint"}) {
            assertThat(Cli.run("bench", bench, "--help").out()).contains("--report=DIR");
        }
    }

    @Test
    void aFileWhereTheDirectoryShouldBeIsRefusedBeforeAnythingStarts() throws Exception {
        var file = Files.writeString(dir.resolve("taken"), "not a directory");
        var qa = Files.writeString(dir.resolve("qa.csv"), "question\n");

        for (String[] argv : new String[][] {
            {"bench", "hops", "--report", file.toString()},
            {"bench", "chaos", "--qa", qa.toString(), "--report", file.toString()},
            {"bench", "footprint", "--report", file.toString()}
        }) {
            long started = System.nanoTime();
            var result = Cli.run(argv);

            assertThat(result.exitCode()).as(String.join(" ", argv)).isEqualTo(ExitCodes.USAGE);
            assertThat(result.stderr()).contains("--report needs a directory it can write", file.toString());
            assertThat(result.stderr()).doesNotContain("starting", "broker");
            assertThat((System.nanoTime() - started) / 1e9).isLessThan(10.0);
        }
        assertThat(Files.readString(file)).isEqualTo("not a directory");
    }

    @Test
    void theOptionNeedsItsDirectory() {
        var result = Cli.run("bench", "chaos", "--report");

        assertThat(result.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(result.stderr()).contains("Missing required parameter for option '--report'");
    }

    @Test
    void theDirectoryAndItsParentsAreMade() throws Exception {
        var nested = dir.resolve("a/b/report");

        assertThat(BenchReportDir.prepare(nested)).isEqualTo(nested);
        assertThat(Files.isDirectory(nested)).isTrue();
        assertThat(BenchReportDir.prepare(null)).isNull();
    }
}
