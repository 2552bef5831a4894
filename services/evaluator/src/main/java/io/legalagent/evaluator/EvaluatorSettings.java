package io.legalagent.evaluator;

import io.legalagent.ports.FrozenConstants;
import java.util.Map;
import java.util.SortedMap;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Settings of the evaluator, {@code legal.evaluator.*}; a value left at 0 takes its default.
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
        double confidenceThreshold,
        int maxIterations,
        int maxCompletedSteps,
        int stagnationWindow,
        double stagnationSpread,
        int summaryChars)
        implements FrozenConstants {

    EvaluatorSettings {
        confidenceThreshold = confidenceThreshold == 0 ? 0.63 : confidenceThreshold;
        maxIterations = maxIterations == 0 ? 4 : maxIterations;
        maxCompletedSteps = maxCompletedSteps == 0 ? 3 : maxCompletedSteps;
        stagnationWindow = stagnationWindow == 0 ? 3 : stagnationWindow;
        stagnationSpread = stagnationSpread == 0 ? 0.05 : stagnationSpread;
        summaryChars = summaryChars == 0 ? 300 : summaryChars;
    }

    static EvaluatorSettings defaults() {
        return new EvaluatorSettings(0, 0, 0, 0, 0, 0);
    }

    @Override
    public SortedMap<String, String> frozenConstants() {
        return FrozenConstants.of(Map.of(
                "confidence_threshold", confidenceThreshold,
                "max_iterations", maxIterations,
                "max_completed_steps", maxCompletedSteps,
                "stagnation_window", stagnationWindow,
                "stagnation_spread", stagnationSpread,
                "summary_chars", summaryChars));
    }
}
