package io.legalagent.contracts;

import java.util.Objects;

/** One answer choice of a multiple-choice question: its letter and its text. */
public record Choice(String label, String text) {
    public Choice {
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(text, "text");
    }
}
