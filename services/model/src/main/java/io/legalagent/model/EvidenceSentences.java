package io.legalagent.model;

import java.text.BreakIterator;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A passage cut into sentences for quoting. The JDK's sentence breaker ends a sentence at every
 * period before a capital, which in case law cuts "Bowls v. Smith" and "M.K. & T. Ry." into
 * fragments; a piece that ends in such an abbreviation is joined to the next.
 */
final class EvidenceSentences {
    static final int MAX_CHARS = 600;

    /** Abbreviations of citations and names that end with a period inside a sentence. */
    private static final Set<String> ABBREVIATIONS = Set.of(
            "v", "vs", "co", "corp", "inc", "ltd", "bros", "ry", "mr", "mrs", "ms", "dr", "jr", "sr", "st", "ct", "cir",
            "app", "supp", "stat", "rev", "ann", "amend", "fed", "evid", "civ", "crim");

    /** The last word of a piece and its final period: "v.", "U.S.", "T.". */
    private static final Pattern LAST_WORD = Pattern.compile("([\\p{L}.]+)\\.$");

    private EvidenceSentences() {}

    static List<String> of(String text) {
        var sentences = new ArrayList<String>();
        var iterator = BreakIterator.getSentenceInstance(Locale.ROOT);
        String flat = text.replaceAll("\\s+", " ").strip();
        iterator.setText(flat);
        var pending = new StringBuilder();
        int start = iterator.first();
        for (int end = iterator.next(); end != BreakIterator.DONE; start = end, end = iterator.next()) {
            pending.append(flat, start, end);
            String piece = pending.toString().strip();
            if (end < flat.length() && endsInAbbreviation(piece)) {
                continue;
            }
            if (!piece.isEmpty()) {
                sentences.add(piece.length() <= MAX_CHARS ? piece : piece.substring(0, MAX_CHARS) + "…");
            }
            pending.setLength(0);
        }
        return sentences;
    }

    /**
     * "Bowls v.", "… M.K. & T.", "U.S.": a word of one letter, initials, or a known abbreviation. (The
     * breaker already keeps "No. 5" and "Id. at 3" whole: it breaks only before a capital.)
     */
    static boolean endsInAbbreviation(String piece) {
        var matcher = LAST_WORD.matcher(piece);
        if (!matcher.find()) {
            return false;
        }
        String word = matcher.group(1);
        String bare = word.toLowerCase(Locale.ROOT);
        return word.length() == 1 || word.contains(".") || ABBREVIATIONS.contains(bare);
    }
}
