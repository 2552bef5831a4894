package io.legalagent.retrieval.memory;

import io.legalagent.ports.QuerySet;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The check a memory hit passes besides its similarity: a cached multiple-choice question offers the
 * same choices as the new one, in any order and any letter. Bar questions on one fact pattern embed
 * within 0.99 of each other because the facts are most of the text, so similarity alone cannot tell
 * "the same question reworded" from "another question about the same facts"; their choices can.
 */
public final class SameChoices {
    private SameChoices() {}

    /** True when both keys list the same choices (compared in lower case, spacing and end punctuation aside). */
    public static boolean hold(String cachedKey, String newKey) {
        return normalized(cachedKey).equals(normalized(newKey));
    }

    private static Set<String> normalized(String key) {
        return QuerySet.choiceTexts(key).stream()
                .map(c -> c.toLowerCase(Locale.ROOT)
                        .replaceAll("\\s+", " ")
                        .replaceAll("[\\s.;,!?]+$", "")
                        .strip())
                .collect(Collectors.toSet());
    }
}
