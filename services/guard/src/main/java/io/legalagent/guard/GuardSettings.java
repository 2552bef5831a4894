package io.legalagent.guard;

import io.legalagent.contracts.Owner;
import io.legalagent.ports.FrozenSettings;
import io.legalagent.ports.Unrecorded;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Settings of the guard, {@code legal.guard.*}.
 *
 * @param enabled whether questions are screened for prompt injection; off saves one model call per run
 * @param maxQuestionChars longest input, and longest question, accepted, in characters
 * @param maxContextChars most passage text a question's frozen context may carry, in characters; a
 *     JSON record may be this much longer than {@code maxQuestionChars}. The default keeps a run's
 *     envelope, which carries the context and the evidence taken from it, well under Kafka's 1 MB
 * @param questionsOwner who every question on {@code legal.questions} belongs to (that topic's
 *     writers cannot say who asked; only the gateway's topic states an owner)
 */
@ConfigurationProperties("legal.guard")
record GuardSettings(
        @DefaultValue("true") boolean enabled,
        @DefaultValue("20000") int maxQuestionChars,
        @DefaultValue("" + GuardSettings.DEFAULT_MAX_CONTEXT_CHARS) int maxContextChars,
        @Unrecorded @DefaultValue QuestionsOwner questionsOwner)
        implements FrozenSettings {
    static final int DEFAULT_MAX_CONTEXT_CHARS = 200_000;
    static final String LOCAL = "local";

    GuardSettings {
        if (maxQuestionChars < 1) {
            throw new IllegalArgumentException(
                    "legal.guard.max-question-chars must be at least 1, was " + maxQuestionChars);
        }
        if (maxContextChars < 0) {
            throw new IllegalArgumentException(
                    "legal.guard.max-context-chars must be at least 0, was " + maxContextChars);
        }
        questionsOwner = questionsOwner == null ? new QuestionsOwner(LOCAL, LOCAL) : questionsOwner;
    }

    /**
     * {@code legal.guard.questions-owner.*}: the owner of the questions on {@code legal.questions}.
     *
     * @param user the user they belong to; their answers show on the page for this user
     * @param organisation that user's organisation, whose QA memory and libraries the runs use
     */
    record QuestionsOwner(@DefaultValue("local") String user, @DefaultValue("local") String organisation) {
        QuestionsOwner {
            try {
                Owner.checked(user, organisation);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("legal.guard.questions-owner: " + e.getMessage(), e);
            }
        }

        Owner owner() {
            return new Owner(user, organisation);
        }
    }

    static GuardSettings defaults() {
        return new Binder().bindOrCreate("legal.guard", GuardSettings.class);
    }
}
