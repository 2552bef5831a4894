package io.legalagent.guard;

import io.legalagent.ports.FrozenConstants;
import java.util.Map;
import java.util.SortedMap;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Settings of the guard, {@code legal.guard.*}.
 *
 * @param enabled whether questions are screened for prompt injection; off saves one model call per run
 * @param maxQuestionChars longest input, and longest question, accepted, in characters
 */
@ConfigurationProperties("legal.guard")
record GuardSettings(Boolean enabled, Integer maxQuestionChars) implements FrozenConstants {
    static final int DEFAULT_MAX_QUESTION_CHARS = 20_000;

    GuardSettings {
        enabled = enabled == null || enabled;
        maxQuestionChars = maxQuestionChars == null ? DEFAULT_MAX_QUESTION_CHARS : maxQuestionChars;
        if (maxQuestionChars < 1) {
            throw new IllegalArgumentException(
                    "legal.guard.max-question-chars must be at least 1, was " + maxQuestionChars);
        }
    }

    static GuardSettings defaults() {
        return new GuardSettings(null, null);
    }

    @Override
    public SortedMap<String, String> frozenConstants() {
        return FrozenConstants.of(Map.of("enabled", enabled, "max_question_chars", maxQuestionChars));
    }
}
