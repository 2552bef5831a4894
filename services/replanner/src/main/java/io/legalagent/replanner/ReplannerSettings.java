package io.legalagent.replanner;

import io.legalagent.ports.FrozenConstants;
import java.util.Map;
import java.util.SortedMap;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Settings of the replanner, {@code legal.replanner.*}; a value left at 0 takes its default.
 *
 * @param maxCompletedSteps completed steps after which research stops without asking the model
 */
@ConfigurationProperties("legal.replanner")
record ReplannerSettings(int maxCompletedSteps) implements FrozenConstants {

    ReplannerSettings {
        maxCompletedSteps = maxCompletedSteps == 0 ? 3 : maxCompletedSteps;
    }

    static ReplannerSettings defaults() {
        return new ReplannerSettings(0);
    }

    @Override
    public SortedMap<String, String> frozenConstants() {
        return FrozenConstants.of(Map.of("max_completed_steps", maxCompletedSteps));
    }
}
