package io.legalagent.cli;

import io.legalagent.contracts.Answer;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The choice an answer selected: its structured selection ({@code mcAnswer}), else the
 * {@code **Answer: (X)**} line of its text. Never a guess from the wording: an answer that names no
 * letter selected nothing.
 */
final class SelectedLetter {
    private static final Pattern ANSWER_LINE = Pattern.compile("\\*\\*Answer:\\s*\\(([A-Za-z])\\)\\*\\*");

    private SelectedLetter() {}

    static Optional<String> of(Answer answer) {
        if (answer.mcAnswer() != null && !answer.mcAnswer().isBlank()) {
            return Optional.of(answer.mcAnswer().strip().toUpperCase(java.util.Locale.ROOT));
        }
        return fromText(answer.answer());
    }

    /** The letter of the last {@code **Answer: (X)**} in a text, if any. */
    static Optional<String> fromText(String text) {
        if (text == null) {
            return Optional.empty();
        }
        var matcher = ANSWER_LINE.matcher(text);
        String letter = null;
        while (matcher.find()) {
            letter = matcher.group(1).toUpperCase(java.util.Locale.ROOT);
        }
        return Optional.ofNullable(letter);
    }
}
