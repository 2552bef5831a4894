package io.legalagent.ports;

import io.legalagent.contracts.ModelUsage;

/** A skill's result together with what producing it cost. */
public record Skilled<T>(T value, ModelUsage usage) {
    public static <T> Skilled<T> free(T value) {
        return new Skilled<>(value, ModelUsage.NONE);
    }
}
