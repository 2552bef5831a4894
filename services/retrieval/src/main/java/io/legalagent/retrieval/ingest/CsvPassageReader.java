package io.legalagent.retrieval.ingest;

import java.io.Reader;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * Reads the Bar Exam QA passages layout: a header naming {@code idx} and {@code text} (and usually
 * {@code source}), then one passage per record. A bad row is reported and skipped, never fatal.
 */
final class CsvPassageReader {
    private CsvPassageReader() {}

    static void read(Path file, Reader in, Consumer<Passage> passages, Consumer<RowProblem> problems) {
        var records = new CsvRecords(in);
        try {
            readRecords(file, records, passages, problems);
        } catch (CsvRecords.MalformedRecord e) { // the parser cannot go past it: report and stop
            problems.accept(new RowProblem(file, e.line(), e.reason()));
        }
    }

    private static void readRecords(
            Path file, CsvRecords records, Consumer<Passage> passages, Consumer<RowProblem> problems) {
        var header = records.next();
        if (header == null) {
            problems.accept(new RowProblem(file, 0, "empty file"));
            return;
        }
        List<String> names = header.fields().stream()
                .map(h -> h.strip().replace("\uFEFF", "").toLowerCase(Locale.ROOT))
                .toList();
        int id = names.indexOf("idx") >= 0 ? names.indexOf("idx") : names.indexOf("id");
        int text = names.indexOf("text");
        int source = names.indexOf("source");
        int title = names.indexOf("title");
        int subject = names.indexOf("subject");
        if (id < 0 || text < 0) {
            problems.accept(new RowProblem(file, 1, "header must name 'idx' (or 'id') and 'text'; found " + names));
            return;
        }
        String fallbackSource = stem(file);
        for (var row = records.next(); row != null; row = records.next()) {
            var f = row.fields();
            if (f.size() == 1 && f.get(0).isBlank()) {
                continue; // blank line
            }
            if (f.size() != names.size()) {
                problems.accept(
                        new RowProblem(file, row.line(), "expected " + names.size() + " fields, found " + f.size()));
                continue;
            }
            String passageId = f.get(id).strip();
            String body = f.get(text).strip();
            if (passageId.isEmpty()) {
                problems.accept(new RowProblem(file, row.line(), "missing idx"));
            } else if (body.isEmpty()) {
                problems.accept(new RowProblem(file, row.line(), "passage " + passageId + " has no text"));
            } else {
                String src =
                        source >= 0 && !f.get(source).isBlank() ? f.get(source).strip() : fallbackSource;
                passages.accept(new Passage(passageId, body, src, at(f, title), at(f, subject)));
            }
        }
    }

    private static String at(List<String> fields, int index) {
        return index >= 0 ? fields.get(index).strip() : "";
    }

    static String stem(Path file) {
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }
}
