package io.legalagent.ports;

import io.legalagent.contracts.ModelOutput;
import io.legalagent.contracts.ModelUsage;
import io.legalagent.contracts.ReplyReading;
import io.legalagent.contracts.Sha256;

/**
 * A skill's result, what producing it cost, the model's raw reply and how it was read (both null when
 * no model was called, as with the offline provider).
 */
public record Skilled<T>(T value, ModelUsage usage, String reply, ReplyReading reading) {
    public Skilled(T value, ModelUsage usage) {
        this(value, usage, null, null);
    }

    public static <T> Skilled<T> free(T value) {
        return new Skilled<>(value, ModelUsage.NONE);
    }

    /** The research-log entry of this call, the value rendered with {@code String.valueOf}. */
    public ModelOutput output(String node, String skill, Integer stepId) {
        return output(node, skill, stepId, String.valueOf(value));
    }

    /** The research-log entry of this call, the value as the node used it: {@code text}. */
    public ModelOutput output(String node, String skill, Integer stepId, String text) {
        return new ModelOutput(node, skill, stepId, text, reply == null ? null : Sha256.hex(reply), reading);
    }
}
