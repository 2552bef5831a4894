package io.legalagent.guard;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Settings of the guard's learned injection detector, {@code legal.guard.detector.*}.
 *
 * @param enabled whether the learned detector screens questions (the rules always do)
 * @param threshold the detector's score at and above which a question is rejected; the default is the threshold
 *     calibrated with the bundled model on the validation questions (see its manifest), so that none of them is
 *     flagged
 */
@ConfigurationProperties("legal.guard.detector")
record DetectorSettings(@DefaultValue("true") boolean enabled, @DefaultValue("0.908530") double threshold) {

    DetectorSettings {
        if (!(threshold > 0 && threshold <= 1)) {
            throw new IllegalArgumentException(
                    "legal.guard.detector.threshold must be above 0 and at most 1, was " + threshold);
        }
    }

    static DetectorSettings defaults() {
        return new Binder().bindOrCreate("legal.guard.detector", DetectorSettings.class);
    }
}
