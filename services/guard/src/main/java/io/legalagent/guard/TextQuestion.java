package io.legalagent.guard;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Reads a plain-text question. The original system's form is supported: an {@code Answer choices:}
 * line, then one choice per line as {@code (A) text}, {@code A) text} or {@code A. text}.
 */
final class TextQuestion {
    static final String MARKER = "Answer choices:";

    /** {@code (A) text}, or {@code A) text} / {@code A. text} with a space so "A.B. Smith" is no choice. */
    private static final Pattern CHOICE =
            Pattern.compile("\\(([A-Za-z])\\)\\s*(.*)|([A-Za-z])[.)](?:\\s+(.*))?", Pattern.DOTALL);

    private TextQuestion() {}

    static Draft parse(String text) {
        var lines = text.split("\\R", -1);
        int marker = markerLine(lines);
        if (marker < 0) {
            return Draft.of(text, List.of());
        }
        var question = String.join("\n", Arrays.asList(lines).subList(0, marker));
        var choices = new ArrayList<Draft.RawChoice>();
        String label = null;
        var choiceText = new StringBuilder();
        for (int i = marker + 1; i < lines.length; i++) {
            var line = lines[i].strip();
            if (line.isEmpty()) {
                continue;
            }
            var m = CHOICE.matcher(line);
            if (m.matches()) {
                if (label != null) {
                    choices.add(new Draft.RawChoice(label, choiceText.toString()));
                }
                label = m.group(1) != null ? m.group(1) : m.group(3);
                choiceText.setLength(0);
                choiceText.append(m.group(1) != null ? m.group(2) : nullToEmpty(m.group(4)));
            } else if (label != null) {
                // A wrapped choice: joined with a space, since every later node shows a choice on one line.
                choiceText.append(choiceText.isEmpty() ? "" : " ").append(line);
            } else {
                return new Draft(
                        question,
                        List.of(),
                        "the line \"" + Text.abbreviate(line) + "\" after \"" + MARKER
                                + "\" is not an answer choice; write each choice as \"(A) text\"");
            }
        }
        if (label == null) {
            return new Draft(
                    question,
                    List.of(),
                    "no answer choice follows \"" + MARKER + "\"; write each choice as \"(A) text\"");
        }
        choices.add(new Draft.RawChoice(label, choiceText.toString()));
        return Draft.of(question, choices);
    }

    private static int markerLine(String[] lines) {
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].strip().equalsIgnoreCase(MARKER)) {
                return i;
            }
        }
        return -1;
    }

    private static String nullToEmpty(String s) {
        return s == null ? "" : s;
    }
}
