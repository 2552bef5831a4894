package io.legalagent.model;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.NodeName;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The model's share of a hop's longest time, as the settings bound it. */
class ModelHopBudgetTest {

    @Test
    void withTheDefaultsOneCallTakesAtMostEightMinutes() {
        var budget = new ModelHopBudget(settings(ModelSettings.Provider.OLLAMA, null));

        // 30 s bulkhead wait + 3 tries x (10 s connect + 120 s reply) + 2 waits of up to 30 s (Retry-After).
        assertThat(budget.perCall()).isEqualTo(Duration.ofMinutes(8));
        assertThat(budget.of(NodeName.EXECUTOR)).isEqualTo(Duration.ofMinutes(16));
        assertThat(budget.of(NodeName.CLASSIFIER)).isEqualTo(Duration.ofMinutes(8));
        assertThat(budget.of(NodeName.OBSERVER)).isZero();
        assertThat(budget.explain(NodeName.EXECUTOR))
                .isEqualTo(
                        "2 model call(s) x 8m (bulkhead wait 30s + 3 tries x (connect 10s + reply 2m) + retry waits 1m)");
    }

    @Test
    void aLongBackoffCountsWhereItExceedsTheLongestRetryAfter() {
        var resilience = new ModelSettings.Resilience(
                4,
                Duration.ofSeconds(20),
                2.0,
                Duration.ofSeconds(45),
                Duration.ofSeconds(30),
                50f,
                10,
                5,
                Duration.ofSeconds(15),
                2,
                4,
                Duration.ofSeconds(1));
        var budget = new ModelHopBudget(settings(ModelSettings.Provider.OPENAI, resilience));

        // waits max(20, 30) + max(40, 30) + max(45, 30) = 115 s; 1 s bulkhead; 4 x (10 + 120) s
        assertThat(budget.perCall()).isEqualTo(Duration.ofSeconds(1 + 4 * 130 + 115));
    }

    @Test
    void theOfflineProviderCallsNoModel() {
        var budget = new ModelHopBudget(settings(ModelSettings.Provider.OFFLINE, null));

        assertThat(budget.of(NodeName.EXECUTOR)).isZero();
    }

    private static ModelSettings settings(ModelSettings.Provider provider, ModelSettings.Resilience resilience) {
        return TestStacks.settings(provider, null, null, resilience);
    }
}
