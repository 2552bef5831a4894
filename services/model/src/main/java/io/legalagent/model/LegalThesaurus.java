package io.legalagent.model;

import io.legalagent.ports.QuerySet;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The offline query rewrite: the question's content words as the primary query, and two alternatives
 * that add, for each legal concept it names, the words other sources use for it (the elements of a
 * tort, the criminal counterpart, the evidence-code phrasing). Hand-written and small: a vocabulary
 * bridge for common bar-exam topics, not a legal dictionary; it lives in {@code offline/legal-thesaurus.txt}.
 */
final class LegalThesaurus {
    /** Concept → {vocabulary of its elements, vocabulary of a neighbouring doctrine}. */
    private static final String RESOURCE = "offline/legal-thesaurus.txt";
    /** Concept → {vocabulary of its elements, vocabulary of a neighbouring doctrine}. */
    private static final Map<String, String[]> TABLE = load();

    private LegalThesaurus() {}

    static QuerySet expand(String question) {
        String primary = contentWords(question);
        if (primary.isBlank()) {
            primary = question.strip();
        }
        var first = new ArrayList<String>();
        var second = new ArrayList<String>();
        String lower = question.toLowerCase(Locale.ROOT);
        TABLE.forEach((concept, vocabularies) -> {
            if (Pattern.compile("\\b" + Pattern.quote(concept) + "\\b")
                    .matcher(lower)
                    .find()) {
                first.add(vocabularies[0]);
                second.add(vocabularies[1]);
            }
        });
        if (first.isEmpty()) {
            // No concept we know: steer the alternatives to the rule and to its limits instead.
            first.add("elements requirements rule");
            second.add("defenses exceptions limitations");
        }
        return new QuerySet(
                primary, List.of(primary + " " + String.join(" ", first), String.join(" ", second) + " " + primary));
    }

    /** The question without function words, in its own order: a keyword query. */
    static String contentWords(String question) {
        return Terms.words(question).stream()
                .filter(w -> Terms.term(w) != null)
                .distinct()
                .collect(Collectors.joining(" "));
    }

    private static Map<String, String[]> load() {
        try (InputStream in = LegalThesaurus.class.getClassLoader().getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("The offline thesaurus " + RESOURCE + " is not on the classpath");
            }
            var table = new LinkedHashMap<String, String[]>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\\R")) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] cells = line.split("\\|");
                if (cells.length != 3) {
                    throw new IllegalStateException(
                            RESOURCE + ": expected concept | vocabulary | vocabulary in: " + line);
                }
                table.put(cells[0].strip().toLowerCase(Locale.ROOT), new String[] {cells[1].strip(), cells[2].strip()});
            }
            return table;
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + RESOURCE, e);
        }
    }
}
