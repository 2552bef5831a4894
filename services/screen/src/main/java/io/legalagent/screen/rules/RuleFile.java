package io.legalagent.screen.rules;

import java.util.LinkedHashMap;
import java.util.List;

/**
 * The data file as written: named pieces of patterns, then the rules in the order they are tried.
 *
 * @param fragments a name for a piece that several patterns share; {@code {{NAME}}} in a pattern or a
 *     later fragment stands for it
 * @param rules the entries, first match wins
 */
record RuleFile(LinkedHashMap<String, String> fragments, List<Entry> rules) {

    /**
     * One entry.
     *
     * @param family what it reveals ({@link RuleFamily#id()})
     * @param language {@code other} for words in a language other than English; absent for English
     * @param pattern the regular expression (Java syntax), case-blind
     * @param example an attack the pattern must find
     * @param lookalike a legal question or text that shares its words and must not match, nor be
     *     flagged by the whole rules screen
     */
    record Entry(String family, String language, String pattern, String example, String lookalike) {}
}
