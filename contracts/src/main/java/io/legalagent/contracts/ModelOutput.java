package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import jakarta.validation.constraints.Pattern;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * One skill call as the research used it, in call order. {@code output} is the value the node went on
 * with, as text (a step's synthesis, the selection as the answer prints it, else a deterministic
 * rendering of the value); {@code replySha256} is the hash of the model's raw reply, null when no
 * model was called (the offline provider), and so is {@code reading}, how the reply was read. {@code
 * stepId} names the step a call worked for, if any.
 */
@JsonClassDescription("One skill call as the research used it, in call order.")
public record ModelOutput(
        String node,
        @JsonPropertyDescription("The skill's name, as its file in skills/.") String skill,
        @JsonPropertyDescription("The step the call worked for, if any.") @Nullable Integer stepId,
        @JsonPropertyDescription("The value the node used, as text.") String output,
        @JsonPropertyDescription("SHA-256 of the model's raw reply; null when no model was called (offline).")
                @Pattern(regexp = Patterns.SHA256)
                @Nullable
                String replySha256,
        @JsonPropertyDescription("How the reply was read; absent when no model was called.")
                @JsonInclude(JsonInclude.Include.NON_NULL)
                @Nullable
                ReplyReading reading) {
    public ModelOutput {
        Objects.requireNonNull(node, "node");
        Objects.requireNonNull(skill, "skill");
        output = output == null ? "" : output;
    }
}
