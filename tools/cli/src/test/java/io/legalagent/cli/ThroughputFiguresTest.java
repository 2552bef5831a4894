package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

class ThroughputFiguresTest {

    @Test
    void splitsEachNodesTimeIntoInsideTheNodeAndQueuedBeforeIt() {
        // run a: guard gap 2 ms (1 inside), classifier 3 ms (0), observer 6 ms (2)
        // run b: observer gap 4 ms (1), classifier 1 ms (0), guard 5 ms (0)
        var figures = ThroughputFigures.of(3, 1, 2.0, HopFiguresTest.twoRuns());

        assertThat(figures.answered()).isEqualTo(2);
        assertThat(figures.perSecond()).isEqualTo(1.0);
        assertThat(figures.hopsPerQuestion()).isEqualTo(3.0);
        assertThat(figures.latency().p50()).isEqualTo(11.0);
        assertThat(figures.perNode().keySet()).containsExactly("guard", "classifier", "observer");
        assertThat(figures.perNode().get("guard")).isEqualTo(new ThroughputFigures.NodeTime(2, 1, 6));
        assertThat(figures.perNode().get("observer")).isEqualTo(new ThroughputFigures.NodeTime(2, 3, 7));
        assertThat(figures.perNode().get("classifier")).isEqualTo(new ThroughputFigures.NodeTime(2, 0, 4));
    }

    @Test
    @SuppressWarnings("unchecked")
    void theTableAndJsonGivePerQuestionAndPerVisitFigures() {
        var figures = ThroughputFigures.of(3, 1, 2.0, HopFiguresTest.twoRuns());

        assertThat(figures.table())
                .startsWith("2 of 3 questions answered in 2.0 s: 1.00 questions/s (1 from QA memory), 3.0 hops each")
                .containsPattern("observer +2 +0.0 +1.5 +1.5 +0.0 +3.5");
        var json = (Map<String, Object>)
                Json.MAPPER.readValue(Json.MAPPER.writeValueAsString(figures.figures()), Map.class);
        assertThat(json).containsEntry("questions_per_s", 1.0).containsEntry("from_cache", 1);
        var observer = (Map<String, Object>) ((Map<String, Object>) json.get("per_node")).get("observer");
        assertThat(observer)
                .containsEntry("node_ms_total", 3.0)
                .containsEntry("node_ms_per_visit", 1.5)
                .containsEntry("queued_ms_per_question", 3.5);
    }
}
