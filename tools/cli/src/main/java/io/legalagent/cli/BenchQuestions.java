package io.legalagent.cli;

import io.legalagent.contracts.QuestionRequest;
import io.legalagent.contracts.SchemaVersion;
import io.legalagent.retrieval.ingest.CsvRecords;
import io.legalagent.retrieval.ingest.PassageFiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * Questions for the throughput benchmark: the rows of a Bar Exam QA file (fact pattern and question,
 * choices A to D), or, without one, a plain question on each titled passage of a corpus.
 */
final class BenchQuestions {
    private static final String[] CHOICE_COLUMNS = {"choice_a", "choice_b", "choice_c", "choice_d"};

    private BenchQuestions() {}

    /** Every question of a QA CSV (columns prompt, question, choice_a..choice_d), in file order. */
    static List<QuestionRequest> fromQaFile(Path file) {
        try (var in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            var records = new CsvRecords(in);
            var headerRow = records.next();
            if (headerRow == null) {
                throw new IllegalArgumentException(file + " is empty");
            }
            List<String> header = headerRow.fields();
            int prompt = header.indexOf("prompt");
            int question = column(header, "question", file);
            var questions = new ArrayList<QuestionRequest>();
            for (var row = records.next(); row != null; row = records.next()) {
                var f = row.fields();
                if (f.size() != header.size() || f.get(question).isBlank()) {
                    continue;
                }
                String text = prompt < 0 || f.get(prompt).isBlank()
                        ? f.get(question).strip()
                        : f.get(prompt).strip() + "\n" + f.get(question).strip();
                var choices = new LinkedHashMap<String, String>();
                for (int c = 0; c < CHOICE_COLUMNS.length; c++) {
                    int i = header.indexOf(CHOICE_COLUMNS[c]);
                    if (i >= 0 && !f.get(i).isBlank()) {
                        choices.put(String.valueOf((char) ('A' + c)), f.get(i).strip());
                    }
                }
                questions.add(request(text, choices));
            }
            return questions;
        } catch (CsvRecords.MalformedRecord e) {
            throw new IllegalArgumentException(file + " " + e.getMessage(), e);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }

    /** "What is the rule on TITLE?" for each distinct passage title of a corpus file or folder. */
    static List<QuestionRequest> fromCorpusTitles(Path corpus) {
        var titles = new LinkedHashSet<String>();
        PassageFiles.read(List.of(corpus)).passages().forEach(p -> {
            if (!p.title().isBlank()) {
                titles.add(p.title().strip());
            }
        });
        return titles.stream()
                .map(t -> request("What is the rule on " + t.toLowerCase(java.util.Locale.ROOT) + "?", Map.of()))
                .toList();
    }

    /** The same questions under fresh request ids {@code prefix0, prefix1, ...}. */
    static List<QuestionRequest> numbered(List<QuestionRequest> questions, String prefix) {
        var list = new ArrayList<QuestionRequest>(questions.size());
        for (int i = 0; i < questions.size(); i++) {
            var q = questions.get(i);
            list.add(new QuestionRequest(q.question(), q.choices(), prefix + i, SchemaVersion.CURRENT));
        }
        return list;
    }

    private static QuestionRequest request(String text, Map<String, String> choices) {
        return new QuestionRequest(text, choices.isEmpty() ? null : choices, null, null);
    }

    private static int column(List<String> header, String name, Path file) {
        int i = header.indexOf(name);
        if (i < 0) {
            throw new IllegalArgumentException(file + " has no '" + name + "' column; has " + header);
        }
        return i;
    }
}
