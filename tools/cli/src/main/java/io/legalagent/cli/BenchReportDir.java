package io.legalagent.cli;

import io.legalagent.report.Report;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The directory a bench's {@code --report DIR} writes to. It is made before the bench starts the stack,
 * so that a path that cannot hold a report fails in a second rather than after the run.
 */
final class BenchReportDir {
    private BenchReportDir() {}

    /** Creates the directory and its parents; null (no {@code --report}) passes through. */
    static Path prepare(Path dir) throws UsageException {
        if (dir == null) {
            return null;
        }
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new UsageException("--report needs a directory it can write; cannot create " + dir + " ("
                    + e.getClass().getSimpleName() + ")");
        }
        if (!Files.isWritable(dir)) {
            throw new UsageException("--report needs a directory it can write; " + dir + " is read-only");
        }
        return dir;
    }

    /** Writes the report and says where, on stderr, after the tables. */
    static Path write(Report report, Path dir) {
        try {
            var page = report.write(dir);
            Io.err.println("report: " + page);
            return page;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the report to " + dir, e);
        }
    }
}
