package io.legalagent.cli;

import io.legalagent.retrieval.bench.QaCsv;
import io.legalagent.retrieval.bench.QaRow;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.TreeSet;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;

/**
 * The questions of an evaluation: the rows of a Bar Exam QA CSV (read as {@code bench retrieval}
 * reads them), or the case-study JSON Lines layout; then the chosen subject and the first N.
 */
final class EvalQuestions {
    /** What {@code --subject} names the rows without a subject. */
    static final String NO_SUBJECT = "none";

    /** Subjects as reports list them: alphabetical, the questions without one last. */
    static final Comparator<String> SUBJECT_ORDER = (a, b) -> {
        boolean aNone = a.equals(NO_SUBJECT);
        boolean bNone = b.equals(NO_SUBJECT);
        return aNone == bNone ? a.compareTo(b) : aNone ? 1 : -1;
    };

    private EvalQuestions() {}

    static List<QaRow> read(Path file) throws UsageException {
        try {
            return file.getFileName().toString().endsWith(".jsonl") ? readJsonLines(file) : QaCsv.read(file);
        } catch (IllegalArgumentException | UncheckedIOException e) {
            throw new UsageException(e.getMessage());
        }
    }

    /** The rows of {@code subject} (all without one), then the first {@code limit} of them. */
    static List<QaRow> select(List<QaRow> rows, Optional<String> subject, int limit) throws UsageException {
        var chosen = rows;
        if (subject.isPresent()) {
            String wanted = key(subject.get());
            chosen = rows.stream().filter(r -> key(label(r)).equals(wanted)).toList();
            if (chosen.isEmpty()) {
                var known = new TreeSet<String>();
                rows.forEach(r -> known.add(label(r)));
                throw new UsageException("no questions of subject '" + subject.get() + "'; the file has " + known);
            }
        }
        return chosen.subList(0, Math.min(limit, chosen.size()));
    }

    /** The subject as tables show it. */
    static String label(QaRow row) {
        return row.subject().isBlank() ? NO_SUBJECT : row.subject();
    }

    /** "CONST. LAW", "const law" and "Const-Law" are one subject. */
    private static String key(String subject) {
        return subject.toUpperCase(Locale.ROOT).replaceAll("[^A-Z0-9]", "");
    }

    private static List<QaRow> readJsonLines(Path file) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
        var rows = new ArrayList<QaRow>();
        for (int i = 0; i < lines.size(); i++) {
            if (!lines.get(i).isBlank()) {
                rows.add(caseStudy(lines.get(i), file + " line " + (i + 1)));
            }
        }
        if (rows.isEmpty()) {
            throw new IllegalArgumentException(file + " holds no questions");
        }
        return rows;
    }

    /** One line {@code {"id", "subject", "question", "choices": {"A": ...}, "answer", "gold_idx"}}. */
    private static QaRow caseStudy(String line, String where) {
        JsonNode node;
        try {
            node = Json.MAPPER.readTree(line);
        } catch (JacksonException e) {
            throw new IllegalArgumentException(where + ": not JSON (" + e.getOriginalMessage() + ")");
        }
        String question = text(node, "question");
        if (question.isBlank()) {
            throw new IllegalArgumentException(where + ": no question");
        }
        var choices = new ArrayList<String>();
        var given = node.path("choices");
        for (String label : given.propertyNames()) {
            String expected = String.valueOf((char) ('A' + choices.size()));
            if (!label.equals(expected)) {
                throw new IllegalArgumentException(where + ": choices must be labelled A, B, C, ... in order");
            }
            choices.add(given.get(label).asString().strip());
        }
        String id = text(node, "id");
        return new QaRow(
                id.isBlank() ? where : id,
                text(node, "subject"),
                "",
                question,
                choices,
                text(node, "answer"),
                text(node, "gold_idx"),
                "");
    }

    private static String text(JsonNode node, String field) {
        var value = node.get(field);
        return value == null || value.isNull() ? "" : value.asString().strip();
    }
}
