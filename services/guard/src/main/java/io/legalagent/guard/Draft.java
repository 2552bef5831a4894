package io.legalagent.guard;

import java.util.List;

/**
 * A question as read from the input, before its choices are checked: labels and texts are still raw
 * and may be missing.
 *
 * @param text the question text, possibly blank
 * @param choices the choices in input order
 * @param problem why the input's choice block cannot be used, or null
 */
record Draft(String text, List<RawChoice> choices, String problem) {
    Draft {
        text = text == null ? "" : text.strip();
        choices = choices == null ? List.of() : List.copyOf(choices);
    }

    static Draft of(String text, List<RawChoice> choices) {
        return new Draft(text, choices, null);
    }

    /** One choice as written; either part may be null in JSON input. */
    record RawChoice(String label, String text) {}
}
