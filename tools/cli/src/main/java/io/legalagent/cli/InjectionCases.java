package io.legalagent.cli;

import io.legalagent.contracts.Choice;
import io.legalagent.contracts.Question;
import io.legalagent.retrieval.bench.QaCsv;
import io.legalagent.retrieval.bench.QaRow;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;

/**
 * The questions of the injection benchmark: the attack set and the legitimate set (JSON Lines, by
 * default the copies packaged with the model module, {@code injection/*.jsonl}), and Bar Exam QA
 * splits, each question as the guard screens it (fact pattern, question and choices).
 */
final class InjectionCases {
    static final String ATTACKS = "injection/attacks.jsonl";
    static final String LEGITIMATE = "injection/legitimate.jsonl";

    /** One question to screen: its id, its group (category or topic), its split ("" outside the attack set). */
    record Case(String id, String group, String split, Question question) {}

    private InjectionCases() {}

    /** A JSON Lines set: each line {@code id}, {@code question}, optional {@code choices}, {@code category}/{@code topic}, {@code split}. */
    static List<Case> jsonLines(Path file, String packaged) {
        if (file != null) {
            try (var in = Files.newInputStream(file)) {
                return parse(in, file.toString());
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + file, e);
            }
        }
        try (var in = Objects.requireNonNull(
                InjectionCases.class.getClassLoader().getResourceAsStream(packaged), packaged + " is not packaged")) {
            return parse(in, packaged);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + packaged, e);
        }
    }

    /** Every question of a Bar Exam QA split, up to {@code limit}. */
    static List<Case> qa(Path file, int limit) {
        return QaCsv.read(file).stream().limit(limit).map(InjectionCases::ofQa).toList();
    }

    private static Case ofQa(QaRow row) {
        return new Case(
                row.idx(), row.subject(), "", new Question(row.fullQuestion().strip(), row.labelledChoices()));
    }

    private static List<Case> parse(InputStream in, String name) throws IOException {
        var cases = new ArrayList<Case>();
        var lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n");
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].isBlank()) {
                continue;
            }
            try {
                cases.add(caseOf(Json.MAPPER.readTree(lines[i])));
            } catch (JacksonException | IllegalArgumentException e) {
                throw new IllegalArgumentException(name + " line " + (i + 1) + ": " + e.getMessage(), e);
            }
        }
        if (cases.isEmpty()) {
            throw new IllegalArgumentException(name + " holds no questions");
        }
        return cases;
    }

    private static Case caseOf(JsonNode node) {
        var id = node.path("id").asString("");
        var text = node.path("question").asString("");
        if (id.isBlank() || text.isBlank()) {
            throw new IllegalArgumentException("every line needs an id and a question");
        }
        var choices = new ArrayList<Choice>();
        node.path("choices")
                .properties()
                .forEach(c -> choices.add(new Choice(c.getKey(), c.getValue().asString())));
        var group = node.path("category").asString(node.path("topic").asString(""));
        return new Case(id, group, node.path("split").asString(""), new Question(text, choices));
    }
}
