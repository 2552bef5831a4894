package io.legalagent.memory;

import io.legalagent.ports.FrozenSettings;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Settings of the memory node, {@code legal.memory.*}.
 *
 * @param minConfidence mean confidence of the completed steps that an answer needs to be cached; with
 *     the default confidence (the calibrated probability that a step found its passage) 0.81, the lowest
 *     bar at which at least 90 % of the Bar Exam QA training questions that clear it hold their gold
 *     passage in the top 5 (26 of 27), keeps research that very likely did
 */
@ConfigurationProperties("legal.memory")
record MemorySettings(@DefaultValue("0.81") double minConfidence) implements FrozenSettings {

    static MemorySettings defaults() {
        return new Binder().bindOrCreate("legal.memory", MemorySettings.class);
    }
}
