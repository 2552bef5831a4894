package io.legalagent.replanner;

import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Settings of the replanner, {@code legal.replanner.*}; a value left at 0 takes its default.
 *
 * @param maxCompletedSteps completed steps after which research stops without asking the model
 */
@ConfigurationProperties("legal.replanner")
record ReplannerSettings(int maxCompletedSteps) {

    ReplannerSettings {
        maxCompletedSteps = maxCompletedSteps == 0 ? 3 : maxCompletedSteps;
    }

    static ReplannerSettings defaults() {
        return new ReplannerSettings(0);
    }
}
