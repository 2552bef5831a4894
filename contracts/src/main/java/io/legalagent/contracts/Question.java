package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/** The user's question with its answer choices in label order (empty when not multiple choice). */
@JsonClassDescription("The user's question with its answer choices in label order (empty when not multiple choice).")
public record Question(String text, @Size(max = 26) List<Choice> choices) {
    public Question {
        Objects.requireNonNull(text, "text");
        choices = choices == null ? List.of() : List.copyOf(choices);
    }

    public static Question of(String text) {
        return new Question(text, List.of());
    }

    public boolean hasChoices() {
        return !choices.isEmpty();
    }

    /** The question followed by its choices, one "(X) text" line each; the text alone without choices. */
    public String withChoices() {
        if (!hasChoices()) {
            return text;
        }
        return text + "\n\nAnswer choices:\n"
                + choices.stream().map(c -> "(" + c.label() + ") " + c.text()).collect(Collectors.joining("\n"));
    }
}
