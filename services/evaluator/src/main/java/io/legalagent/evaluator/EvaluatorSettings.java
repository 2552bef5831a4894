package io.legalagent.evaluator;

import io.legalagent.ports.FrozenSettings;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Settings of the evaluator, {@code legal.evaluator.*}.
 *
 * @param confidenceThreshold a step whose confidence is at least this completes, else it fails. The
 *     default 0.63 is calibrated for bge-small-en-v1.5-q (README, "Confidence"): it keeps about 99% of
 *     the validation questions whose gold passage was retrieved and fails steps whose evidence is off
 *     the point, which score 0.62 and below; another embedding model needs its own value
 *     ({@code ./legal bench retrieval --calibrate} prints the distributions)
 * @param maxIterations evaluations after which a multi-hop run stops replanning
 * @param maxCompletedSteps completed steps after which a multi-hop run stops replanning
 * @param stagnationWindow how many of the latest judged steps must all have failed to stop
 * @param stagnationSpread how close (max − min) the confidences of those failures must be to stop
 * @param summaryChars characters of a step's answer kept in the replanner's context
 */
@ConfigurationProperties("legal.evaluator")
record EvaluatorSettings(
        @DefaultValue("0.63") double confidenceThreshold,
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
