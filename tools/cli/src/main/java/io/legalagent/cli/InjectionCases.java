package io.legalagent.cli;

import io.legalagent.contracts.Choice;
import io.legalagent.contracts.Question;
import io.legalagent.retrieval.bench.QaCsv;
import io.legalagent.retrieval.bench.QaRow;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;

/**
 * The questions of the injection screen's data ({@code data/injection/}, see its README): attack
 * families under {@code attacks/train/} and {@code attacks/held-out/}, legitimate look-alikes under
 * {@code legitimate/}, one JSON Lines file per family or topic; and Bar Exam QA splits, each question
 * as the guard screens it (fact pattern, question and choices).
 */
final class InjectionCases {
    static final String TRAIN = "train";
    static final String HELD_OUT = "held_out";

    /**
     * One question to screen.
     *
     * @param id unique id
     * @param group its family (attacks), topic (legitimate) or subject (Bar Exam QA)
     * @param split {@value #TRAIN} or {@value #HELD_OUT} for attacks, "" elsewhere
     * @param question the question and its choices
     * @param payload the injected words of an attack hidden in a legal question, or null
     */
    record Case(String id, String group, String split, Question question, String payload) {
        /** A fixed quarter of the training families and legitimate questions, by id: kept out of fitting to calibrate. */
        boolean calibrates() {
            int h = id.hashCode() * 0x9E3779B9;
            return ((h ^ (h >>> 16)) & 3) == 0;
        }
    }

    private InjectionCases() {}

    /** Every attack of the folder's families; the split is the folder the family's file lies in. */
    static List<Case> attacks(Path data) {
        var cases = new ArrayList<Case>();
        cases.addAll(folder(data.resolve("attacks/train"), TRAIN));
        cases.addAll(folder(data.resolve("attacks/held-out"), HELD_OUT));
        return nonEmpty(cases, data.resolve("attacks"));
    }

    static List<Case> legitimate(Path data) {
        return nonEmpty(folder(data.resolve("legitimate"), ""), data.resolve("legitimate"));
    }

    /** Every question of a Bar Exam QA split, up to {@code limit}. */
    static List<Case> qa(Path file, int limit) {
        return QaCsv.read(file).stream().limit(limit).map(InjectionCases::ofQa).toList();
    }

    /** The data files of a folder, in name order, for fingerprints. */
    static List<Path> files(Path folder) {
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(f -> f.toString().endsWith(".jsonl")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + folder, e);
        }
    }

    private static Case ofQa(QaRow row) {
        return new Case(
                row.idx(), row.subject(), "", new Question(row.fullQuestion().strip(), row.labelledChoices()), null);
    }

    private static List<Case> folder(Path folder, String split) {
        var cases = new ArrayList<Case>();
        for (var file : files(folder)) {
            var name = file.getFileName().toString();
            cases.addAll(parse(file, name.substring(0, name.length() - ".jsonl".length()), split));
        }
        return cases;
    }

    private static List<Case> nonEmpty(List<Case> cases, Path where) {
        if (cases.isEmpty()) {
            throw new IllegalArgumentException(
                    "no questions in " + where + " (--data names the injection data folder)");
        }
        return cases;
    }

    private static List<Case> parse(Path file, String group, String split) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
        var cases = new ArrayList<Case>();
        var lines = text.split("\n");
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].isBlank()) {
                continue;
            }
            try {
                cases.add(caseOf(Json.MAPPER.readTree(lines[i]), group, split));
            } catch (JacksonException | IllegalArgumentException e) {
                throw new IllegalArgumentException(file + " line " + (i + 1) + ": " + e.getMessage(), e);
            }
        }
        return cases;
    }

    private static Case caseOf(JsonNode node, String group, String split) {
        var id = node.path("id").asString("");
        var text = node.path("question").asString("");
        if (id.isBlank() || text.isBlank()) {
            throw new IllegalArgumentException("every line needs an id and a question");
        }
        var choices = new ArrayList<Choice>();
        node.path("choices")
                .properties()
                .forEach(c -> choices.add(new Choice(c.getKey(), c.getValue().asString())));
        var payload = node.path("payload").asString(null);
        var question = new Question(text, choices);
        if (payload != null && !question.withChoices().contains(payload)) {
            throw new IllegalArgumentException("the payload of " + id + " is not in its question or choices");
        }
        return new Case(id, group, split, question, payload);
    }
}
