package io.legalagent.runtime;

import java.util.Objects;

/** One record for {@code topic}, keyed by {@code key}, whose value is {@code message} as JSON. */
public record Notice(String topic, String key, Object message) {
    public Notice {
        Objects.requireNonNull(topic, "topic");
        Objects.requireNonNull(message, "message");
    }
}
