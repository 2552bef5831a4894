package io.legalagent.documents.split;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Tells headings and numbered paragraphs from running text, one line at a time. */
final class LineKinds {
    static final int MAX_HEADING = 80;

    private static final Pattern MARKDOWN = Pattern.compile("^#{1,6}\\s+(.+?)\\s*#*$");
    private static final Pattern ROMAN = Pattern.compile("^[IVXL]{1,6}\\.(\\s+[A-Z][^,;]{0,60})?$");
    private static final Pattern LETTER = Pattern.compile("^[A-H]\\.\\s+[A-Z][^,.;:]{1,60}$");
    private static final Pattern NAMED = Pattern.compile(
            "(?i)^((\\d{1,2}|[IVX]{1,4}|[A-H])\\.\\s+)?(background|discussion|analysis|conclusions?|facts|"
                    + "introduction|opinion|standard of review|jurisdiction|procedural (history|background)|"
                    + "statement of (the )?(facts|case)|argument|summary of (the )?argument|"
                    + "issues? presented|relief requested|order|judgment|memorandum( opinion)?|"
                    + "factual background|legal standard)[:.]?$");
    private static final Pattern PILCROW = Pattern.compile("^¶\\s*(\\d{1,4})\\b");
    private static final Pattern BRACKETED = Pattern.compile("^\\[(\\d{1,4})\\]\\s");
    private static final Pattern DOTTED = Pattern.compile("^(\\d{1,3})\\.\\s+[A-Z\"“‘'(]");

    private LineKinds() {}

    /** The heading's text, if the line is one. */
    static Optional<String> heading(String line) {
        Matcher markdown = MARKDOWN.matcher(line);
        if (markdown.matches()) {
            return Optional.of(markdown.group(1));
        }
        if (line.length() > MAX_HEADING) {
            return Optional.empty();
        }
        if (ROMAN.matcher(line).matches()
                || LETTER.matcher(line).matches()
                || NAMED.matcher(line).matches()
                || allCaps(line)) {
            return Optional.of(line);
        }
        return Optional.empty();
    }

    /** The paragraph number a line opens ("¶ 20", "[20]", "20. The"), if it opens one. */
    static Optional<String> paragraphNumber(String line) {
        for (Pattern pattern : new Pattern[] {PILCROW, BRACKETED, DOTTED}) {
            Matcher matcher = pattern.matcher(line);
            if (matcher.find()) {
                return Optional.of(matcher.group(1));
            }
        }
        return Optional.empty();
    }

    /** A short line in capitals ("DISCUSSION", "APPEAL FROM THE DISTRICT COURT"), not a list item. */
    private static boolean allCaps(String line) {
        long letters = line.chars().filter(Character::isLetter).count();
        boolean lowercase = line.chars().anyMatch(Character::isLowerCase);
        char last = line.charAt(line.length() - 1);
        return letters >= 4 && !lowercase && last != ',' && last != ';' && line.matches(".*\\p{Lu}{3,}.*");
    }
}
