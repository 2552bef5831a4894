package io.legalagent.retrieval.bench;

import io.legalagent.retrieval.ingest.CsvRecords;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Passages judged to state the rule a question turns on although the dataset names another as its gold
 * (CSV {@code question,passage_id,reason}, one row per pair). Bar Exam QA names one gold passage a
 * question; the corpus often states the same rule in another court's words, so "gold in the top 5"
 * undercounts research that found its evidence. A passage nobody judged counts as not equivalent.
 */
final class JudgedEquivalents {
    private static final List<String> HEADER = List.of("question", "passage_id", "reason");

    private final Map<String, Set<String>> byQuestion;

    private JudgedEquivalents(Map<String, Set<String>> byQuestion) {
        this.byQuestion = Map.copyOf(byQuestion);
    }

    static JudgedEquivalents none() {
        return new JudgedEquivalents(Map.of());
    }

    /**
     * @throws IllegalArgumentException the file lacks the header or has a row of another width
     */
    static JudgedEquivalents read(Path file) {
        try (var in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            var records = new CsvRecords(in);
            var header = records.next();
            if (header == null || !header.fields().equals(HEADER)) {
                throw new IllegalArgumentException(file + ": the header must be " + String.join(",", HEADER));
            }
            var byQuestion = new HashMap<String, Set<String>>();
            for (var r = records.next(); r != null; r = records.next()) {
                if (r.fields().size() != HEADER.size()) {
                    throw new IllegalArgumentException(
                            file + " line " + r.line() + ": " + r.fields().size() + " fields where 3 are expected");
                }
                byQuestion
                        .computeIfAbsent(r.fields().get(0), q -> new TreeSet<>())
                        .add(r.fields().get(1));
            }
            byQuestion.replaceAll((question, ids) -> Set.copyOf(ids));
            return new JudgedEquivalents(byQuestion);
        } catch (CsvRecords.MalformedRecord e) {
            throw new IllegalArgumentException(file + " " + e.getMessage(), e);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }

    boolean isEmpty() {
        return byQuestion.isEmpty();
    }

    /** The passages judged equivalent to the gold of this question; empty if none. */
    Set<String> of(String question) {
        return byQuestion.getOrDefault(question, Set.of());
    }

    /** How many questions have at least one judged passage. */
    int questions() {
        return byQuestion.size();
    }
}
