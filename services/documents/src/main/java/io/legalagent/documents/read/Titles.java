package io.legalagent.documents.read;

import io.legalagent.documents.PageText;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * A document's title: its metadata title where that names the document, else its first line with
 * words that is not a court's filing stamp.
 */
final class Titles {
    static final int MAX = 200;

    /** What word processors and scanners put there when nobody typed a title. */
    private static final Pattern PLACEHOLDER =
            Pattern.compile("(?i)(untitled|document\\d*|title|slide \\d+|\\S+\\.(docx?|pdf|wpd|rtf|png|jpe?g|tiff?))");

    /** A court's e-filing stamp ("Case: 20-1507 Document: 42 Page: 1 ..."): on every page, naming none. */
    private static final Pattern FILING_STAMP = Pattern.compile(
            "(?i)^(case|appeal|usca\\d*|appellate case):?\\s*[\\d-]+.*\\b(doc|document|page|pg|filed)\\b.*");

    private static final Pattern WORD_PREFIX = Pattern.compile("(?i)^microsoft (word|powerpoint) - ");

    private Titles() {}

    static String choose(String metadataTitle, String fileName, List<PageText> pages) {
        String fromMetadata = cleaned(metadataTitle);
        if (meaningful(fromMetadata, fileName)) {
            return cut(fromMetadata);
        }
        for (PageText page : pages) {
            for (String line : page.text().split("\n")) {
                String text = line.strip().replaceAll("^#+\\s*", "");
                if (text.chars().filter(Character::isLetter).count() >= 3
                        && !FILING_STAMP.matcher(text).matches()) {
                    return cut(text.replaceAll("\\s+", " "));
                }
            }
        }
        return "";
    }

    private static String cleaned(String title) {
        if (title == null) {
            return "";
        }
        return WORD_PREFIX
                .matcher(title.strip())
                .replaceFirst("")
                .replaceAll("\\s+", " ")
                .strip();
    }

    /** Several words, some letters, and not the file's own name or a placeholder. */
    static boolean meaningful(String title, String fileName) {
        if (title.isEmpty() || !title.contains(" ") || title.chars().noneMatch(Character::isLetter)) {
            return false;
        }
        String lower = title.toLowerCase(Locale.ROOT);
        String name = fileName.toLowerCase(Locale.ROOT);
        int dot = name.lastIndexOf('.');
        return !PLACEHOLDER.matcher(title).matches()
                && !lower.equals(name)
                && !(dot > 0 && lower.equals(name.substring(0, dot)));
    }

    private static String cut(String text) {
        return text.length() <= MAX ? text : text.substring(0, MAX).strip();
    }
}
