package io.legalagent.replanner;

import io.legalagent.ports.FrozenSettings;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Settings of the replanner, {@code legal.replanner.*}.
 *
 * @param maxCompletedSteps completed steps after which research stops without asking the model
 */
@ConfigurationProperties("legal.replanner")
record ReplannerSettings(@DefaultValue("3") int maxCompletedSteps) implements FrozenSettings {

    static ReplannerSettings defaults() {
        return new Binder().bindOrCreate("legal.replanner", ReplannerSettings.class);
    }
}
