package io.legalagent.contracts;

import java.util.Objects;

/**
 * One skill call as the research used it, in call order. {@code output} is the value the node went on
 * with, as text (a step's synthesis, the selection as the answer prints it, else a deterministic
 * rendering of the value); {@code replySha256} is the hash of the model's raw reply, null when no
 * model was called (the offline provider). {@code stepId} names the step a call worked for, if any.
 */
public record ModelOutput(String node, String skill, Integer stepId, String output, String replySha256) {
    public ModelOutput {
        Objects.requireNonNull(node, "node");
        Objects.requireNonNull(skill, "skill");
        output = output == null ? "" : output;
    }
}
