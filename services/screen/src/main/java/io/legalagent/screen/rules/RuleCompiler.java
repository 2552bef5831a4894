package io.legalagent.screen.rules;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Turns the data file into compiled rules, or refuses it naming the entry at fault: an unknown family,
 * language or fragment, a pattern that does not compile, an entry without its example or look-alike.
 * Checked once, when the screen loads, so a bad pattern stops start-up rather than a question.
 */
final class RuleCompiler {
    private static final Pattern FRAGMENT = Pattern.compile("\\{\\{([A-Za-z][A-Za-z0-9_]*)}}");

    private RuleCompiler() {}

    static List<Rule> compile(RuleFile file, String source) {
        if (file.rules() == null || file.rules().isEmpty()) {
            throw new IllegalStateException(source + " has no rules");
        }
        var fragments = fragments(file, source);
        var rules = new ArrayList<Rule>();
        for (int i = 0; i < file.rules().size(); i++) {
            rules.add(rule(i + 1, file.rules().get(i), fragments, source));
        }
        return List.copyOf(rules);
    }

    /** Each fragment with the fragments before it written out. */
    private static Map<String, String> fragments(RuleFile file, String source) {
        var expanded = new HashMap<String, String>();
        if (file.fragments() != null) {
            file.fragments().forEach((name, text) -> {
                try {
                    expanded.put(name, expand(required(text, "text"), expanded));
                } catch (IllegalArgumentException e) {
                    throw new IllegalStateException(source + ", fragment " + name + ": " + e.getMessage(), e);
                }
            });
        }
        return expanded;
    }

    private static Rule rule(int number, RuleFile.Entry entry, Map<String, String> fragments, String source) {
        var where =
                source + ", rule " + number + " (" + entry.family() + ", pattern \"" + excerpt(entry.pattern()) + "\")";
        try {
            var family = RuleFamily.ofId(required(entry.family(), "family"));
            var language = RuleLanguage.ofId(entry.language());
            var regex = expand(required(entry.pattern(), "pattern"), fragments);
            return new Rule(
                    number,
                    family,
                    language,
                    Pattern.compile(regex, language.flags()),
                    required(entry.example(), "example"),
                    required(entry.lookalike(), "lookalike"));
        } catch (PatternSyntaxException e) {
            throw new IllegalStateException(
                    where + ": the pattern does not compile: " + e.getDescription() + " near index " + e.getIndex(), e);
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException(where + ": " + e.getMessage(), e);
        }
    }

    /** {@code {{NAME}}} replaced by the fragment's text; a name not defined before is an error. */
    static String expand(String text, Map<String, String> fragments) {
        return FRAGMENT.matcher(text).replaceAll(found -> {
            var fragment = fragments.get(found.group(1));
            if (fragment == null) {
                throw new IllegalArgumentException("unknown fragment {{" + found.group(1) + "}}");
            }
            return Matcher.quoteReplacement(fragment);
        });
    }

    private static String required(String value, String field) {
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException("the entry has no " + field);
        }
        return value;
    }

    private static String excerpt(String pattern) {
        if (pattern == null) {
            return "";
        }
        return pattern.length() <= 60 ? pattern : pattern.substring(0, 60) + "...";
    }
}
