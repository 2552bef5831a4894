package io.legalagent.cli.library;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * Sorts what {@code ./legal ingest} was given into passage files (already cut into passages: a
 * .csv whose header names a {@code text} column, a .jsonl/.ndjson of JSON objects) and documents
 * (everything else, which the library reads and refuses with a reason when it is no document). The
 * content decides, not the name alone: a .csv of figures or a .jsonl of prose is a document.
 * A folder holding passage files is a corpus: its passage files are read, its other files (a README)
 * left out and counted. Any other folder goes to the library whole, so that it can tell which of its
 * files are gone ({@code --prune}).
 */
public record IngestInputs(List<Path> passageFiles, List<Path> documentPaths, int leftOut) {
    public IngestInputs {
        passageFiles = List.copyOf(passageFiles);
        documentPaths = List.copyOf(documentPaths);
    }

    public static IngestInputs of(List<Path> paths) {
        var passages = new ArrayList<Path>();
        var documents = new ArrayList<Path>();
        int leftOut = 0;
        for (Path path : paths) {
            if (Files.isDirectory(path)) {
                var files = filesUnder(path);
                var corpus = files.stream().filter(IngestInputs::isPassageFile).toList();
                if (corpus.isEmpty()) {
                    documents.add(path);
                } else {
                    passages.addAll(corpus);
                    // A corpus's own README says what it is; it is no passage and no news.
                    leftOut += (int) files.stream()
                            .filter(file -> !isPassageFile(file) && !isReadme(file))
                            .count();
                }
            } else if (isPassageFile(path)) {
                passages.add(path);
            } else {
                documents.add(path);
            }
        }
        return new IngestInputs(passages, documents, leftOut);
    }

    public boolean hasDocuments() {
        return !documentPaths.isEmpty();
    }

    public boolean hasPassageFiles() {
        return !passageFiles.isEmpty();
    }

    /** A passage file by its name and its first non-blank line. */
    static boolean isPassageFile(Path file) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        boolean csv = name.endsWith(".csv");
        boolean lines = name.endsWith(".jsonl") || name.endsWith(".ndjson");
        if (!csv && !lines) {
            return false;
        }
        String first = firstLine(file).strip();
        if (lines) {
            return first.startsWith("{");
        }
        return Stream.of(first.toLowerCase(Locale.ROOT).split(","))
                .map(column -> column.strip().replace("\"", ""))
                .anyMatch("text"::equals);
    }

    private static boolean isReadme(Path file) {
        return file.getFileName().toString().toLowerCase(Locale.ROOT).startsWith("readme");
    }

    private static List<Path> filesUnder(Path folder) {
        try (Stream<Path> walk = Files.walk(folder)) {
            return walk.filter(Files::isRegularFile)
                    .filter(file -> !file.getFileName().toString().startsWith("."))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + folder, e);
        }
    }

    private static String firstLine(Path file) {
        var decoder = StandardCharsets.UTF_8
                .newDecoder()
                .onMalformedInput(CodingErrorAction.REPLACE)
                .onUnmappableCharacter(CodingErrorAction.REPLACE);
        try (var reader = new BufferedReader(new java.io.InputStreamReader(Files.newInputStream(file), decoder))) {
            String line;
            int read = 0;
            // Only the head of the file: a binary file with no line break stops here too.
            while ((line = reader.readLine()) != null && read++ < 20) {
                if (!line.isBlank()) {
                    return line.length() > 4096 ? line.substring(0, 4096) : line;
                }
            }
            return "";
        } catch (IOException e) {
            return "";
        }
    }
}
