package io.legalagent.memory;

import io.legalagent.ports.FrozenConstants;
import java.util.Map;
import java.util.SortedMap;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Settings of the memory node, {@code legal.memory.*}; a value left at 0 takes its default.
 *
 * @param minConfidence mean confidence of the completed steps that an answer needs to be cached
 */
@ConfigurationProperties("legal.memory")
record MemorySettings(double minConfidence) implements FrozenConstants {

    MemorySettings {
        minConfidence = minConfidence == 0 ? 0.70 : minConfidence;
    }

    static MemorySettings defaults() {
        return new MemorySettings(0);
    }

    @Override
    public SortedMap<String, String> frozenConstants() {
        return FrozenConstants.of(Map.of("min_confidence", minConfidence));
    }
}
