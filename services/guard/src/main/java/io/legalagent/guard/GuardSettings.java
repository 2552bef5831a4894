package io.legalagent.guard;

import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Settings of the guard, {@code legal.guard.*}.
 *
 * @param enabled whether questions are screened for prompt injection; off saves one model call per run
 * @param maxQuestionChars longest input, and longest question, accepted, in characters
 */
@ConfigurationProperties("legal.guard")
record GuardSettings(Boolean enabled, Integer maxQuestionChars) {
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
}
