package io.legalagent.retrieval.memory;

import io.legalagent.ports.QuerySet;
import io.legalagent.retrieval.search.LegalTerms;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The checks a memory hit passes besides its similarity, because an embedding cannot tell a question
 * from its neighbour: "is hearsay admissible if the declarant is unavailable" and "... available"
 * embed at 0.98, and Bar questions on one fact pattern within 0.99 of each other.
 *
 * <ul>
 *   <li><b>The same choices</b>, in any order and any letter (compared in lower case, spacing and end
 *       punctuation aside): questions on the same facts usually offer different ones.
 *   <li><b>The same words</b>, bar one differing term in ten: the question's terms ({@link LegalTerms},
 *       choices left out) are compared as sets, and at most a tenth of the terms either side uses
 *       may be missing from the other. Case, spacing, punctuation, stop words and choice order never
 *       count; a question of fewer than ten terms must use exactly the same ones.
 * </ul>
 */
public final class SameQuestion {
    /** One differing term is tolerated per this many distinct terms of the two questions together. */
    public static final int TERMS_PER_DIFFERENCE = 10;

    private SameQuestion() {}

    /** True when the cached key and the new one ask the same question (both as {@code Question.withChoices()}). */
    public static boolean hold(String cachedKey, String newKey) {
        return choices(cachedKey).equals(choices(newKey)) && sameWords(terms(cachedKey), terms(newKey));
    }

    private static boolean sameWords(Set<String> cached, Set<String> asked) {
        var union = new HashSet<>(cached);
        union.addAll(asked);
        var common = new HashSet<>(cached);
        common.retainAll(asked);
        return union.size() - common.size() <= union.size() / TERMS_PER_DIFFERENCE;
    }

    private static Set<String> terms(String key) {
        return new HashSet<>(LegalTerms.of(QuerySet.withoutChoiceLines(key).replace("Answer choices:", "")));
    }

    private static Set<String> choices(String key) {
        return QuerySet.choiceTexts(key).stream()
                .map(c -> c.toLowerCase(Locale.ROOT)
                        .replaceAll("\\s+", " ")
                        .replaceAll("[\\s.;,!?]+$", "")
                        .strip())
                .collect(Collectors.toSet());
    }
}
