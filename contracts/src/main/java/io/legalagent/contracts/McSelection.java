package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import jakarta.validation.constraints.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * The multiple-choice decision: the chosen label and the per-choice reasoning. {@code letter} is null
 * when selection was skipped; {@code skippedBecause} then says why.
 */
@JsonClassDescription("The multiple-choice decision; letter is null when selection was skipped.")
public record McSelection(
        @Pattern(regexp = Patterns.LETTER) @Nullable String letter,
        @Nullable String reasoning,
        @Nullable String skippedBecause) {
    public static McSelection chose(String letter, String reasoning) {
        return new McSelection(letter, reasoning, null);
    }

    public static McSelection skipped(String because) {
        return new McSelection(null, "", because);
    }

    public boolean selected() {
        return letter != null;
    }
}
