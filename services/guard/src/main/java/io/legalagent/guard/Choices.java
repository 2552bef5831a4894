package io.legalagent.guard;

import io.legalagent.contracts.Choice;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/** The rules every answer choice follows, whichever input form it came in. */
final class Choices {
    /** One letter per choice, so at most A to Z. */
    static final int MAX = 26;

    private static final Pattern LETTER = Pattern.compile("[A-Za-z]");

    private Choices() {}

    /**
     * Checks the raw choices and returns them with upper-case labels in label order, the order
     * {@link io.legalagent.contracts.Question} promises to every later node.
     */
    static List<Choice> normalize(List<Draft.RawChoice> raw) throws InvalidChoices {
        if (raw.size() > MAX) {
            throw new InvalidChoices(
                    "the question has " + raw.size() + " answer choices; at most " + MAX + " (A to Z) are accepted");
        }
        var seen = new HashSet<String>();
        var choices = new ArrayList<Choice>(raw.size());
        for (var choice : raw) {
            var written = choice.label() == null ? "" : choice.label().strip();
            if (!LETTER.matcher(written).matches()) {
                throw new InvalidChoices(
                        "answer choice label \"" + Text.abbreviate(written) + "\" is not a single letter from A to Z");
            }
            var label = written.toUpperCase(Locale.ROOT);
            if (!seen.add(label)) {
                throw new InvalidChoices(
                        "answer choice label \"" + label + "\" appears more than once (labels ignore case)");
            }
            if (choice.text() == null || choice.text().isBlank()) {
                throw new InvalidChoices("answer choice " + label + " has no text");
            }
            choices.add(new Choice(label, choice.text().strip()));
        }
        choices.sort(Comparator.comparing(Choice::label));
        return choices;
    }

    /** Choices that cannot be used; the message is the reason the user sees. */
    static final class InvalidChoices extends Exception {
        InvalidChoices(String reason) {
            // An expected outcome, not a fault: no stack trace to collect.
            super(reason, null, false, false);
        }
    }
}
