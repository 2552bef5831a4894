package io.legalagent.guard;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Settings of the guard's copy of the registered pack sets, {@code legal.guard.packs.*}.
 *
 * @param refresh how often the guard reads {@code legal.packs} again, which is when a removed pack set
 *     stops being accepted; a pack set asked for and not held is looked for at once
 */
@ConfigurationProperties("legal.guard.packs")
record PackRegistrySettings(@DefaultValue("1m") Duration refresh) {
    PackRegistrySettings {
        if (refresh == null || refresh.isNegative() || refresh.isZero()) {
            throw new IllegalArgumentException("legal.guard.packs.refresh must be positive, was " + refresh);
        }
    }
}
