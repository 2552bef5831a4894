package io.legalagent.runtime;

import io.legalagent.contracts.Answer;

/**
 * What the runtime does to an answer just before it goes on {@code legal.answers}: the observer
 * signs it. Only the observer publishes answers; a service without a signer publishes them as
 * sealed.
 */
@FunctionalInterface
public interface AnswerSigner {
    AnswerSigner UNSIGNED = answer -> answer;

    Answer sign(Answer answer);
}
