package io.legalagent.evaluator;

import io.legalagent.ports.FrozenSettings;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Settings of the evaluator, {@code legal.evaluator.*}.
 *
 * @param confidenceThreshold a step whose confidence is at least this completes, else it fails. The
 *     confidence is the signal {@code legal.retrieval.confidence-signal} names (recorded beside this
 *     in the ResearchPack); the default 0.43 is for its default, {@code calibrated}: the probability,
 *     by a logistic model fitted on the training split, that the step's top 5 holds the passage the
 *     question turns on. 0.43 is the threshold the calibration suggests on the training split, and it
 *     fails every non-legal and uncovered question of docs/retrieval.md; another signal, reranker or
 *     embedding model needs its own value ({@code ./legal bench retrieval --calibrate})
 * @param maxIterations evaluations after which a multi-hop run stops replanning
 * @param maxCompletedSteps completed steps after which a multi-hop run stops replanning
 * @param stagnationWindow how many of the latest judged steps must all have failed to stop
 * @param stagnationSpread how close (max − min) the confidences of those failures must be to stop
 * @param summaryChars characters of a step's answer kept in the replanner's context
 */
@ConfigurationProperties("legal.evaluator")
record EvaluatorSettings(
        @DefaultValue("0.43") double confidenceThreshold,
        @DefaultValue("4") int maxIterations,
        @DefaultValue("3") int maxCompletedSteps,
        @DefaultValue("3") int stagnationWindow,
        @DefaultValue("0.05") double stagnationSpread,
        @DefaultValue("300") int summaryChars)
        implements FrozenSettings {

    static EvaluatorSettings defaults() {
        return new Binder().bindOrCreate("legal.evaluator", EvaluatorSettings.class);
    }
}
