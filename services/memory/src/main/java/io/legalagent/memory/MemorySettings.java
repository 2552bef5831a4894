package io.legalagent.memory;

import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Settings of the memory node, {@code legal.memory.*}; a value left at 0 takes its default.
 *
 * @param minConfidence mean confidence of the completed steps that an answer needs to be cached
 */
@ConfigurationProperties("legal.memory")
record MemorySettings(double minConfidence) {

    MemorySettings {
        minConfidence = minConfidence == 0 ? 0.70 : minConfidence;
    }

    static MemorySettings defaults() {
        return new MemorySettings(0);
    }
}
