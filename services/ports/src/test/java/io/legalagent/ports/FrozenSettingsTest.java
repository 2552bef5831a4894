package io.legalagent.ports;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

class FrozenSettingsTest {

    record Sample(boolean choiceAwareQueries, int contextHeadTailChars, double minConfidence)
            implements FrozenSettings {}

    @Test
    void everyComponentIsAConstantNamedInSnakeCase() {
        assertThat(new Sample(true, 4000, 0.70).frozenConstants())
                .containsExactly(
                        Map.entry("choice_aware_queries", "true"),
                        Map.entry("context_head_tail_chars", "4000"),
                        Map.entry("min_confidence", "0.7"));
    }

    record WithAddress(@Unrecorded String chromaUrl, int topK) {}

    @Test
    void aComponentMarkedUnrecordedIsLeftOut() {
        assertThat(FrozenSettings.componentsOf(new WithAddress("http://chroma:8000", 5)))
                .containsExactly(Map.entry("top_k", "5"));
    }

    @Test
    void snakeCaseKeepsDigitsWithTheirWord() {
        assertThat(FrozenSettings.snakeCase("topK")).isEqualTo("top_k");
        assertThat(FrozenSettings.snakeCase("maxCompletedSteps")).isEqualTo("max_completed_steps");
    }
}
