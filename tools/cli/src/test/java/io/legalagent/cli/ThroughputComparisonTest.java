package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ThroughputComparisonTest {
    private static ThroughputBench.Pass pass(double seconds) {
        var figures = ThroughputFigures.of(2, 0, seconds, HopFiguresTest.twoRuns());
        return new ThroughputBench.Pass("qa.csv", null, figures, new StackShape(Map.of(), Map.of()));
    }

    @Test
    void passesAreReadInTheOrderGivenOnceEach() throws UsageException {
        assertThat(EmbeddingPass.parse("off, default,off,batched"))
                .containsExactly(EmbeddingPass.OFF, EmbeddingPass.DEFAULT, EmbeddingPass.BATCHED);
        assertThatThrownBy(() -> EmbeddingPass.parse("default,fast")).hasMessageContaining("fast");
    }

    @Test
    void eachPassSetsBothEmbeddingSettings() {
        assertThat(EmbeddingPass.DEFAULT.settings())
                .containsExactly(
                        "LEGAL_RETRIEVAL_REUSE_QUESTION_EMBEDDING=true", "LEGAL_RETRIEVAL_BATCH_QUERIES=false");
        assertThat(EmbeddingPass.OFF.settings())
                .containsExactly(
                        "LEGAL_RETRIEVAL_REUSE_QUESTION_EMBEDDING=false", "LEGAL_RETRIEVAL_BATCH_QUERIES=false");
        assertThat(EmbeddingPass.BATCHED.settings()).contains("LEGAL_RETRIEVAL_BATCH_QUERIES=true");
    }

    @Test
    @SuppressWarnings("unchecked")
    void theTableComparesEachPassWithTheOffPass() {
        var passes = new LinkedHashMap<EmbeddingPass, ThroughputBench.Pass>();
        passes.put(EmbeddingPass.DEFAULT, pass(1.0));
        passes.put(EmbeddingPass.OFF, pass(2.0));

        String table = ThroughputComparison.table(passes);

        assertThat(table)
                .containsPattern("default +2\\.00 +2\\.00x")
                .containsPattern("off +1\\.00 +1\\.00x")
                .contains("planner", "executor", "memory", "all nodes");
        var json = (Map<String, Object>)
                Json.MAPPER.readValue(Json.MAPPER.writeValueAsString(ThroughputComparison.json(passes)), Map.class);
        var byPass = (Map<String, Map<String, Object>>) json.get("passes");
        assertThat(byPass.keySet()).containsExactly("default", "off");
        assertThat(byPass.get("default")).containsEntry("questions_per_s", 2.0);
    }
}
