package io.legalagent.retrieval.ingest;

import java.nio.file.Path;

/** A row that was skipped, where it was (1-based line of its start) and why. */
public record RowProblem(Path file, long line, String reason) {
    @Override
    public String toString() {
        return file.getFileName() + (line > 0 ? ":" + line : "") + ": " + reason;
    }
}
