package io.legalagent.retrieval.bench;

import io.legalagent.retrieval.ingest.CsvRecords;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Reads a Bar Exam QA split (prompt, question, choice_a..d, answer, gold_idx columns). */
final class QaCsv {
    private QaCsv() {}

    static List<QaRow> read(Path file) {
        try (var in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            var records = new CsvRecords(in);
            List<String> header = records.next().fields();
            int idx = column(header, "idx");
            int prompt = column(header, "prompt");
            int question = column(header, "question");
            int[] choices = {
                column(header, "choice_a"),
                column(header, "choice_b"),
                column(header, "choice_c"),
                column(header, "choice_d")
            };
            int answer = column(header, "answer");
            int gold = column(header, "gold_idx");
            var rows = new ArrayList<QaRow>();
            for (var r = records.next(); r != null; r = records.next()) {
                var f = r.fields();
                if (f.size() != header.size() || f.get(gold).isBlank()) {
                    continue; // no gold passage: nothing to score against
                }
                var choiceTexts = new ArrayList<String>();
                for (int c : choices) {
                    choiceTexts.add(f.get(c).strip());
                }
                rows.add(new QaRow(
                        f.get(idx),
                        f.get(prompt).strip(),
                        f.get(question).strip(),
                        choiceTexts,
                        f.get(answer).strip(),
                        f.get(gold).strip()));
            }
            return rows;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static int column(List<String> header, String name) {
        int i = header.indexOf(name);
        if (i < 0) {
            throw new IllegalArgumentException("QA file lacks column '" + name + "'; has " + header);
        }
        return i;
    }
}
