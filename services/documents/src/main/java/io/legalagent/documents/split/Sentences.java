package io.legalagent.documents.split;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/** Cuts text too long for one passage at sentence ends, or at spaces when a sentence is too long. */
final class Sentences {
    private static final Pattern END = Pattern.compile("(?<=[.!?][\"”’')\\]]?)\\s+(?=[A-Z\"“‘(\\[¶])");

    private Sentences() {}

    /** Pieces of at most {@code max} characters, each a run of whole sentences where possible. */
    static List<String> pieces(String text, int max) {
        var pieces = new ArrayList<String>();
        var piece = new StringBuilder();
        for (String sentence : END.split(text)) {
            for (String part : words(sentence, max)) {
                if (piece.length() > 0 && piece.length() + 1 + part.length() > max) {
                    pieces.add(piece.toString());
                    piece.setLength(0);
                }
                piece.append(piece.length() > 0 ? " " : "").append(part);
            }
        }
        if (piece.length() > 0) {
            pieces.add(piece.toString());
        }
        return pieces;
    }

    /** The last {@code max} characters or fewer, from a sentence start if there is one, else a word. */
    static String tail(String text, int max) {
        if (max == 0 || text.isEmpty()) {
            return "";
        }
        if (text.length() <= max) {
            return text;
        }
        String end = text.substring(text.length() - max);
        var sentence = END.matcher(end);
        if (sentence.find()) {
            return end.substring(sentence.end());
        }
        int space = end.indexOf(' ');
        return space < 0 ? "" : end.substring(space + 1);
    }

    private static List<String> words(String sentence, int max) {
        if (sentence.length() <= max) {
            return List.of(sentence);
        }
        var parts = new ArrayList<String>();
        String rest = sentence;
        while (rest.length() > max) {
            int cut = rest.lastIndexOf(' ', max);
            cut = cut <= 0 ? max : cut;
            parts.add(rest.substring(0, cut).strip());
            rest = rest.substring(cut).strip();
        }
        if (!rest.isEmpty()) {
            parts.add(rest);
        }
        return parts;
    }
}
