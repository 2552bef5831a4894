package io.legalagent.retrieval.ingest;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Reads passage files and folders of them (.csv, .jsonl, .ndjson) into one corpus. An id seen twice
 * keeps its first passage and reports the second, so a corpus never changes by file order.
 */
public final class PassageFiles {
    private PassageFiles() {}

    public static ParsedCorpus read(List<Path> paths) {
        var passages = new ArrayList<Passage>();
        var problems = new ArrayList<RowProblem>();
        var firstSeen = new HashMap<String, Path>();
        for (Path file : expand(paths, problems)) {
            readFile(file, p -> keepFirst(p, file, firstSeen, passages, problems), problems::add);
        }
        return new ParsedCorpus(passages, problems);
    }

    /** The files named, and the supported files inside folders named, in name order. */
    static List<Path> expand(List<Path> paths, List<RowProblem> problems) {
        var files = new ArrayList<Path>();
        for (Path path : paths) {
            if (Files.isDirectory(path)) {
                try (Stream<Path> walk = Files.walk(path)) {
                    walk.filter(Files::isRegularFile)
                            .filter(PassageFiles::supported)
                            .sorted()
                            .forEach(files::add);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            } else if (!Files.isRegularFile(path)) {
                problems.add(new RowProblem(path, 0, "no such file or folder"));
            } else if (!supported(path)) {
                problems.add(new RowProblem(path, 0, "unsupported file type (expected .csv, .jsonl or .ndjson)"));
            } else {
                files.add(path);
            }
        }
        return files;
    }

    private static boolean supported(Path file) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        return name.endsWith(".csv") || name.endsWith(".jsonl") || name.endsWith(".ndjson");
    }

    private static void readFile(
            Path file,
            java.util.function.Consumer<Passage> passages,
            java.util.function.Consumer<RowProblem> problems) {
        // Malformed UTF-8 becomes U+FFFD rather than aborting the whole file.
        var decoder = StandardCharsets.UTF_8
                .newDecoder()
                .onMalformedInput(CodingErrorAction.REPLACE)
                .onUnmappableCharacter(CodingErrorAction.REPLACE);
        try (var in = new java.io.BufferedReader(
                new java.io.InputStreamReader(Files.newInputStream(file), decoder), 1 << 16)) {
            if (file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".csv")) {
                CsvPassageReader.read(file, in, passages, problems);
            } else {
                JsonlPassageReader.read(file, in, passages, problems);
            }
        } catch (IOException e) {
            problems.accept(new RowProblem(file, 0, "cannot read: " + e.getMessage()));
        }
    }

    private static void keepFirst(
            Passage passage,
            Path file,
            Map<String, Path> firstSeen,
            List<Passage> passages,
            List<RowProblem> problems) {
        Path earlier = firstSeen.putIfAbsent(passage.id(), file);
        if (earlier == null) {
            passages.add(passage);
        } else {
            problems.add(new RowProblem(
                    file,
                    0,
                    "duplicate id " + passage.id() + " (first read from " + earlier.getFileName() + " is kept)"));
        }
    }
}
