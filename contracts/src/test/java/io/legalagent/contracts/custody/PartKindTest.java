package io.legalagent.contracts.custody;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.NodeName;
import org.junit.jupiter.api.Test;

class PartKindTest {

    @Test
    void aPartNameNamesItsKind() {
        assertThat(PartKind.of("evidence.3")).contains(PartKind.EVIDENCE);
        assertThat(PartKind.of("memory-hit")).contains(PartKind.MEMORY_HIT);
        assertThat(PartKind.of("outputs.planner")).contains(PartKind.OUTPUTS);
        assertThat(PartKind.of("telemetry")).isEmpty();
        assertThat(PartKind.PLAN.part(2)).isEqualTo("plan.2");
        assertThat(PartKind.ROUTE.part(null)).isEqualTo("route");
    }

    @Test
    void eachPartHasItsProducers() {
        assertThat(PartKind.QUESTION.allows(NodeName.GUARD, "question")).isTrue();
        assertThat(PartKind.QUESTION.allows(NodeName.CLASSIFIER, "question")).isFalse();
        assertThat(PartKind.ROUTE.allows(NodeName.CLASSIFIER, "route")).isTrue();
        assertThat(PartKind.EVIDENCE.allows(NodeName.EXECUTOR, "evidence.1")).isTrue();
        assertThat(PartKind.EVIDENCE.allows(NodeName.CLASSIFIER, "evidence.1")).isFalse();
        assertThat(PartKind.PLAN.allows(NodeName.REPLANNER, "plan.3")).isTrue();
        assertThat(PartKind.LETTER.allows(NodeName.MEMORY, "letter")).isFalse();
        assertThat(PartKind.CACHING.allows(NodeName.MEMORY, "caching")).isTrue();
        for (var node : NodeName.values()) {
            assertThat(PartKind.OUTCOME.allows(node, "outcome")).isTrue();
        }
    }

    @Test
    void aNodesOutputsAndConstantsAreItsAlone() {
        assertThat(PartKind.OUTPUTS.allows(NodeName.PLANNER, "outputs.planner")).isTrue();
        assertThat(PartKind.OUTPUTS.allows(NodeName.CLASSIFIER, "outputs.planner"))
                .isFalse();
        assertThat(PartKind.CONSTANTS.allows(NodeName.EXECUTOR, "constants.executor"))
                .isTrue();
        assertThat(PartKind.CONSTANTS.allows(NodeName.EXECUTOR, "constants.evaluator"))
                .isFalse();
    }
}
