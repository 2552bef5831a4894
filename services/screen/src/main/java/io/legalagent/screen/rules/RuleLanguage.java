package io.legalagent.screen.rules;

import java.util.Arrays;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The language a rule's words are in. It sets how the pattern is compiled and how a rejection reads:
 * always case-blind, line anchors at every line; in other languages also Unicode word edges and
 * letter classes, since {@code \b} and {@code \w} are ASCII-only by default.
 */
enum RuleLanguage {
    ENGLISH(Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE | Pattern.MULTILINE, ""),
    OTHER(
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE | Pattern.MULTILINE | Pattern.UNICODE_CHARACTER_CLASS,
            " in another language");

    private final int flags;
    private final String suffix;

    RuleLanguage(int flags, String suffix) {
        this.flags = flags;
        this.suffix = suffix;
    }

    int flags() {
        return flags;
    }

    /** The kind of attack as a rejection names it: "prompt leak in another language". */
    String kind(RuleFamily family) {
        return family.label() + suffix;
    }

    /** The data file's {@code language}: absent for English, {@code other} otherwise. */
    static RuleLanguage ofId(String id) {
        if (id == null) {
            return ENGLISH;
        }
        return Arrays.stream(values())
                .filter(language -> language.name().toLowerCase(Locale.ROOT).equals(id))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown language \"" + id + "\"; english or other"));
    }
}
