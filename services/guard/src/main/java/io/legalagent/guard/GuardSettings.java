package io.legalagent.guard;

import io.legalagent.ports.FrozenSettings;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Settings of the guard, {@code legal.guard.*}.
 *
 * @param enabled whether questions are screened for prompt injection; off saves one model call per run
 * @param maxQuestionChars longest input, and longest question, accepted, in characters
 */
@ConfigurationProperties("legal.guard")
record GuardSettings(@DefaultValue("true") boolean enabled, @DefaultValue("20000") int maxQuestionChars)
        implements FrozenSettings {

    GuardSettings {
        if (maxQuestionChars < 1) {
            throw new IllegalArgumentException(
                    "legal.guard.max-question-chars must be at least 1, was " + maxQuestionChars);
        }
    }

    static GuardSettings defaults() {
        return new Binder().bindOrCreate("legal.guard", GuardSettings.class);
    }
}
