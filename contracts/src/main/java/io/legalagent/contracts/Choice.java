package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import jakarta.validation.constraints.Pattern;
import java.util.Objects;

/** One answer choice of a multiple-choice question: its letter and its text. */
@JsonClassDescription("One answer choice: its letter and its text.")
public record Choice(@Pattern(regexp = Patterns.LETTER) String label, String text) {
    public Choice {
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(text, "text");
    }
}
