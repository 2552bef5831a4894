package io.legalagent.evaluator;

import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Settings of the evaluator, {@code legal.evaluator.*}; a value left at 0 takes its default.
 *
 * @param confidenceThreshold a step whose confidence is at least this completes, else it fails. The
 *     default 0.70 is provisional: it was the original's value for gte-large embeddings and must be
 *     calibrated on the validation split for the embedding model actually configured
 * @param maxIterations evaluations after which a multi-hop run stops replanning
 * @param maxCompletedSteps completed steps after which a multi-hop run stops replanning
 * @param stagnationWindow how many of the latest judged steps must all have failed to stop
 * @param stagnationSpread how close (max − min) the confidences of those failures must be to stop
 * @param summaryChars characters of a step's answer kept in the replanner's context
 */
@ConfigurationProperties("legal.evaluator")
record EvaluatorSettings(
        double confidenceThreshold,
        int maxIterations,
        int maxCompletedSteps,
        int stagnationWindow,
        double stagnationSpread,
        int summaryChars) {

    EvaluatorSettings {
        confidenceThreshold = confidenceThreshold == 0 ? 0.70 : confidenceThreshold;
        maxIterations = maxIterations == 0 ? 4 : maxIterations;
        maxCompletedSteps = maxCompletedSteps == 0 ? 3 : maxCompletedSteps;
        stagnationWindow = stagnationWindow == 0 ? 3 : stagnationWindow;
        stagnationSpread = stagnationSpread == 0 ? 0.05 : stagnationSpread;
        summaryChars = summaryChars == 0 ? 300 : summaryChars;
    }

    static EvaluatorSettings defaults() {
        return new EvaluatorSettings(0, 0, 0, 0, 0, 0);
    }
}
