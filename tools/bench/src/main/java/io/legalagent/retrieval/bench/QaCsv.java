package io.legalagent.retrieval.bench;

import io.legalagent.retrieval.ingest.CsvRecords;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a Bar Exam QA split (idx, subject, prompt, question, choice_a..d, answer, gold_passage,
 * gold_idx columns). A malformed file is refused with the line at fault rather than half read.
 */
public final class QaCsv {
    private QaCsv() {}

    /**
     * The questions that name a gold passage, in file order.
     *
     * @throws IllegalArgumentException the file is empty, lacks a column or has a malformed row
     */
    public static List<QaRow> read(Path file) {
        try (var in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            var records = new CsvRecords(in);
            var headerRow = records.next();
            if (headerRow == null) {
                throw new IllegalArgumentException(file + " is empty");
            }
            var columns = new Columns(headerRow.fields());
            var rows = new ArrayList<QaRow>();
            for (var r = records.next(); r != null; r = records.next()) {
                var f = r.fields();
                if (f.size() != columns.width()) {
                    throw new IllegalArgumentException(String.format(
                            "%s line %d: %d fields where the header has %d",
                            file, r.line(), f.size(), columns.width()));
                }
                if (!f.get(columns.gold).isBlank()) { // no gold passage: nothing to score against
                    rows.add(columns.row(f));
                }
            }
            return rows;
        } catch (CsvRecords.MalformedRecord e) {
            throw new IllegalArgumentException(file + " " + e.getMessage(), e);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }

    /** Where each column of the layout sits in this file. */
    private static final class Columns {
        private final List<String> header;
        private final int idx;
        private final int subject;
        private final int prompt;
        private final int question;
        private final int[] choices;
        private final int answer;
        private final int gold;
        private final int goldPassage;

        Columns(List<String> header) {
            this.header = header;
            idx = column("idx");
            subject = header.indexOf("subject");
            prompt = column("prompt");
            question = column("question");
            choices = new int[] {column("choice_a"), column("choice_b"), column("choice_c"), column("choice_d")};
            answer = column("answer");
            gold = column("gold_idx");
            goldPassage = header.indexOf("gold_passage");
        }

        int width() {
            return header.size();
        }

        QaRow row(List<String> f) {
            var choiceTexts = new ArrayList<String>();
            for (int c : choices) {
                choiceTexts.add(f.get(c).strip());
            }
            return new QaRow(
                    f.get(idx),
                    optional(f, subject),
                    f.get(prompt).strip(),
                    f.get(question).strip(),
                    choiceTexts,
                    f.get(answer).strip(),
                    f.get(gold).strip(),
                    optional(f, goldPassage));
        }

        private static String optional(List<String> f, int i) {
            return i < 0 ? "" : f.get(i).strip();
        }

        private int column(String name) {
            int i = header.indexOf(name);
            if (i < 0) {
                throw new IllegalArgumentException("QA file lacks column '" + name + "'; has " + header);
            }
            return i;
        }
    }
}
