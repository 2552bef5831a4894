package io.legalagent.documents;

import io.legalagent.contracts.DocumentProgress.Stage;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * What a library sync did: each file slot's outcome, in the order met, and the passage files
 * (.csv, .jsonl) it found, which the passage-file ingest reads instead.
 */
public record LibraryReport(String collection, List<FileOutcome> files, List<Path> passageFiles, double seconds) {
    public LibraryReport {
        files = List.copyOf(files);
        passageFiles = List.copyOf(passageFiles);
    }

    public long count(Stage stage) {
        return files.stream().filter(f -> f.stage() == stage).count();
    }

    /** Outcomes per kind of file: how many PDFs were added, how many Word files failed, and so on. */
    public Map<FileKind, Map<Stage, Integer>> counts() {
        var counts = new EnumMap<FileKind, Map<Stage, Integer>>(FileKind.class);
        for (var file : files) {
            counts.computeIfAbsent(file.kind(), k -> new EnumMap<>(Stage.class)).merge(file.stage(), 1, Integer::sum);
        }
        return counts;
    }

    /** Passages embedded in all: 0 when nothing changed. */
    public int embedded() {
        return files.stream().mapToInt(FileOutcome::embedded).sum();
    }
}
