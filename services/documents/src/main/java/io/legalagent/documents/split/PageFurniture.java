package io.legalagent.documents.split;

import io.legalagent.documents.PageText;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Running headers and footers of a paged document: a line near the top or bottom of a page that,
 * digits aside, repeats on at least half the pages (a court's "Case: 20-1507 Document: 42 Page: 3"),
 * or a bare page number ("- 3 -", "Page 3 of 15"). They say nothing a passage should carry.
 */
final class PageFurniture {
    private static final int EDGE = 3;
    private static final Pattern PAGE_NUMBER =
            Pattern.compile("(?i)^[-–—\\s]*(page\\s*)?\\d{1,4}(\\s*of\\s*\\d{1,4})?[-–—\\s]*$");

    private final Set<String> repeated;
    private final boolean paged;

    private PageFurniture(Set<String> repeated, boolean paged) {
        this.repeated = repeated;
        this.paged = paged;
    }

    static PageFurniture of(List<PageText> pages, boolean paged) {
        if (!paged || pages.size() < 2) {
            return new PageFurniture(Set.of(), paged);
        }
        Map<String, Integer> pagesWith = new HashMap<>();
        for (PageText page : pages) {
            Set<String> seen = new HashSet<>();
            List<String> lines = nonBlank(page.text());
            int n = lines.size();
            for (int i = 0; i < n; i++) {
                if (i < EDGE || i >= n - EDGE) {
                    seen.add(shape(lines.get(i)));
                }
            }
            seen.forEach(shape -> pagesWith.merge(shape, 1, Integer::sum));
        }
        int needed = Math.max(2, (pages.size() + 1) / 2);
        Set<String> repeated = new HashSet<>();
        pagesWith.forEach((shape, count) -> {
            if (count >= needed) {
                repeated.add(shape);
            }
        });
        return new PageFurniture(repeated, true);
    }

    /** Whether the line at {@code index} of a page's {@code count} non-blank lines is furniture. */
    boolean is(String line, int index, int count) {
        if (!paged || (index >= EDGE && index < count - EDGE)) {
            return false;
        }
        return repeated.contains(shape(line)) || PAGE_NUMBER.matcher(line).matches();
    }

    static List<String> nonBlank(String text) {
        return text.lines().map(String::strip).filter(line -> !line.isEmpty()).toList();
    }

    private static String shape(String line) {
        return line.toLowerCase(Locale.ROOT).replaceAll("\\d+", "#").replaceAll("\\s+", " ");
    }
}
