package io.legalagent.evaluator;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * The replan skill states the evaluator's stop rules with numbers, so a model sees the same limits
 * the evaluator enforces; this keeps the prompt's numbers in step with the settings' defaults.
 */
class ReplanSkillNumbersTest {
    private static final Path SKILL = Path.of("../../skills/replan.md");

    @Test
    void theSkillStatesTheEvaluatorsDefaults() throws IOException {
        String skill = Files.readString(SKILL);
        var defaults = EvaluatorSettings.defaults();

        assertThat(skill)
                .contains("completes at " + twoPlaces(defaults.confidenceThreshold()) + " or more")
                .contains("When " + defaults.maxCompletedSteps() + " steps have completed")
                .contains("the latest " + defaults.stagnationWindow()
                        + " steps all failed and their confidences lie within "
                        + twoPlaces(defaults.stagnationSpread()));
    }

    private static String twoPlaces(double value) {
        return String.format(Locale.ROOT, "%.2f", value);
    }
}
