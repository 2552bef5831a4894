package io.legalagent.cli;

import io.legalagent.documents.ReadOutcome;
import io.legalagent.documents.read.TikaDocumentReader;
import io.legalagent.documents.split.SplitSettings;
import io.legalagent.documents.split.StructureSplitter;
import io.legalagent.retrieval.ingest.PassageFiles;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** The passages bench screen-passages screens: corpus rows as ingest reads them, documents as ingest splits them. */
final class ScreenedPassages {
    /** One passage and where it came from ({@code corpus} or {@code documents}). */
    record Entry(String id, String origin, String text) {}

    private ScreenedPassages() {}

    static List<Entry> read(List<Path> corpus, List<Path> documents, PrintStream err) {
        var entries = new ArrayList<Entry>();
        var parsed = PassageFiles.read(corpus);
        parsed.passages().forEach(p -> entries.add(new Entry(p.id(), "corpus", p.text())));
        err.println("corpus: " + parsed.passages().size() + " passages from " + corpus);
        var reader = new TikaDocumentReader();
        var splitter = new StructureSplitter(SplitSettings.DEFAULT);
        for (Path file : files(documents)) {
            if (reader.read(file) instanceof ReadOutcome.Read read) {
                var split = splitter.split(read.document());
                split.forEach(p -> entries.add(new Entry(p.id(), "documents", p.text())));
                err.println("document " + file.getFileName() + ": " + split.size() + " passages");
            } else {
                err.println("document " + file.getFileName() + ": not read (as ingest refuses it)");
            }
        }
        return entries;
    }

    private static List<Path> files(List<Path> folders) {
        var files = new ArrayList<Path>();
        for (Path folder : folders) {
            if (Files.isRegularFile(folder)) {
                files.add(folder);
                continue;
            }
            try (Stream<Path> walk = Files.walk(folder)) {
                walk.filter(Files::isRegularFile).sorted().forEach(files::add);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return files;
    }
}
