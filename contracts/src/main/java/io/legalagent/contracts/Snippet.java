package io.legalagent.contracts;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The part of a passage a reader is shown (Frozen Context Spec): {@link RpConstants#snippetRadius()}
 * characters on each side of the passage's best-matching query terms. The anchor is the occurrence of
 * a query term whose window holds the most distinct query terms, the earliest on a tie; a passage that
 * shares no term with the queries shows its opening. An ellipsis marks each cut end. Deterministic:
 * the same text and queries give the same snippet, so a replay can cut it again.
 */
public final class Snippet {
    private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}]+");
    /** Words too common to say what a passage is about; a term has at least three characters. */
    private static final Set<String> STOPWORDS = Set.of(
            "the", "and", "for", "are", "was", "were", "with", "that", "this", "from", "which", "what", "who", "whom",
            "whose", "his", "her", "its", "their", "they", "them", "has", "have", "had", "not", "but", "any", "all",
            "can", "may", "will", "would", "should", "could", "did", "does", "been", "being", "into", "upon", "than",
            "then", "there", "these", "those", "such", "most", "more", "other", "only", "under", "when", "where",
            "whether", "because", "answer", "choices");

    private static final String ELLIPSIS = "…";

    private Snippet() {}

    public static String of(String text, List<String> queries) {
        return of(text, queries, RpConstants.V1_1);
    }

    public static String of(String text, List<String> queries, RpConstants constants) {
        int radius = constants.snippetRadius();
        var terms = terms(queries);
        var hits = new ArrayList<Hit>();
        var words = WORD.matcher(text);
        while (words.find()) {
            String word = words.group().toLowerCase(Locale.ROOT);
            if (terms.contains(word)) {
                hits.add(new Hit(word, words.start(), words.end()));
            }
        }
        if (hits.isEmpty()) {
            return cut(text, 0, Math.min(text.length(), 2 * radius));
        }
        Hit best = null;
        int bestCount = -1;
        for (int i = 0; i < hits.size(); i++) {
            int count = distinctAround(hits, i, radius);
            if (count > bestCount) {
                best = hits.get(i);
                bestCount = count;
            }
        }
        return cut(text, Math.max(0, best.start - radius), Math.min(text.length(), best.end + radius));
    }

    /** Distinct query terms lying wholly within the anchor's window. */
    private static int distinctAround(List<Hit> hits, int anchor, int radius) {
        int from = hits.get(anchor).start - radius;
        int to = hits.get(anchor).end + radius;
        var seen = new HashSet<String>();
        for (int j = anchor; j >= 0 && hits.get(j).start >= from; j--) {
            seen.add(hits.get(j).term);
        }
        for (int j = anchor + 1; j < hits.size() && hits.get(j).end <= to; j++) {
            seen.add(hits.get(j).term);
        }
        return seen.size();
    }

    static Set<String> terms(List<String> queries) {
        var terms = new HashSet<String>();
        for (String query : queries) {
            var words = WORD.matcher(query);
            while (words.find()) {
                String word = words.group().toLowerCase(Locale.ROOT);
                if (word.length() >= 3 && !STOPWORDS.contains(word)) {
                    terms.add(word);
                }
            }
        }
        return terms;
    }

    /** The text between the bounds, moved off the middle of a surrogate pair, with cut ends marked. */
    private static String cut(String text, int start, int end) {
        if (start > 0 && Character.isLowSurrogate(text.charAt(start))) {
            start--;
        }
        if (end < text.length() && Character.isLowSurrogate(text.charAt(end))) {
            end++;
        }
        return (start > 0 ? ELLIPSIS : "") + text.substring(start, end) + (end < text.length() ? ELLIPSIS : "");
    }

    private record Hit(String term, int start, int end) {}
}
