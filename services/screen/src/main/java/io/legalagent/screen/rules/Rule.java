package io.legalagent.screen.rules;

import java.util.regex.Pattern;

/**
 * One compiled rule of the data file, with the texts that prove it: an attack it must match and a
 * legal question or text that looks like one and must pass.
 *
 * @param number the entry's position in the data file, from 1, as errors and tests name it
 */
record Rule(int number, RuleFamily family, RuleLanguage language, Pattern pattern, String example, String lookalike) {

    /** The kind of attack as a rejection names it. */
    String kind() {
        return language.kind(family);
    }

    /** How errors and test reports name the entry. */
    String name() {
        return "rule " + number + " (" + family.id() + ")";
    }
}
