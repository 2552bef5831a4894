package io.legalagent.deploy;

import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;

/** The metric names a PromQL expression reads (label matchers, groupings, ranges and functions left out). */
final class PromQl {
    /** String literals first: a matcher's value may hold braces (a route template). */
    private static final Pattern STRINGS = Pattern.compile("\"(\\\\.|[^\"\\\\])*\"");

    private static final Pattern LEFT_OUT =
            Pattern.compile("\\b(by|without|on|ignoring|group_left|group_right)\\s*\\([^)]*\\)|\\{[^}]*}|\\[[^\\]]*]");
    private static final Pattern NAME = Pattern.compile("(?<![\\w.$])([a-zA-Z_:][a-zA-Z0-9_:]*)\\b(?!\\s*\\()");
    private static final Set<String> KEYWORDS =
            Set.of("and", "or", "unless", "bool", "offset", "by", "without", "on", "ignoring", "inf", "nan");

    private PromQl() {}

    static Set<String> metrics(String expr) {
        var names = new TreeSet<String>();
        String plain = STRINGS.matcher(expr).replaceAll("\"\"");
        NAME.matcher(LEFT_OUT.matcher(plain).replaceAll(" "))
                .results()
                .map(m -> m.group(1))
                .filter(name -> !KEYWORDS.contains(name.toLowerCase(java.util.Locale.ROOT)))
                .forEach(names::add);
        return names;
    }
}
