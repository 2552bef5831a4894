package io.legalagent.contracts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.groups.Tuple.tuple;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class RunMetricsTest {
    private static final ModelUsage SMALL = new ModelUsage(1, 100, 20, 25, 5, 0, 300);
    private static final ModelUsage LARGE = new ModelUsage(2, 4000, 900, 1000, 225, 1, 2500);

    @Test
    void emptyHasNoNodesAndNoUsage() {
        assertThat(RunMetrics.EMPTY.nodes()).isEmpty();
        assertThat(RunMetrics.EMPTY.model()).isEqualTo(ModelUsage.NONE);
        assertThat(RunMetrics.EMPTY.llmCalls()).isZero();
        assertThat(new RunMetrics(null).nodes()).isEmpty();
    }

    @Test
    void visitsAccumulateCountAndTimePerNode() {
        var metrics = RunMetrics.EMPTY
                .visited("executor", 400)
                .visited("evaluator", 3)
                .visited("executor", 600);

        assertThat(metrics.nodes())
                .extracting(NodeMetrics::node, NodeMetrics::visits, NodeMetrics::millis, NodeMetrics::model)
                .containsExactly(
                        tuple("evaluator", 1, 3L, ModelUsage.NONE), tuple("executor", 2, 1000L, ModelUsage.NONE));
    }

    @Test
    void modelUsageAccumulatesPerNodeWithoutCountingVisits() {
        var metrics = RunMetrics.EMPTY
                .visited("executor", 400)
                .used("executor", SMALL)
                .used("executor", LARGE);

        var executor = metrics.nodes().get(0);
        assertThat(executor.visits()).isEqualTo(1);
        assertThat(executor.millis()).isEqualTo(400);
        assertThat(executor.model()).isEqualTo(new ModelUsage(3, 4100, 920, 1025, 230, 1, 2800));
    }

    @Test
    void usageBeforeAnyVisitCreatesTheNodeWithNoVisits() {
        var metrics = RunMetrics.EMPTY.used("planner", SMALL);

        assertThat(metrics.nodes()).containsExactly(new NodeMetrics("planner", 0, 0, SMALL));
        assertThat(metrics.visited("planner", 50).nodes()).containsExactly(new NodeMetrics("planner", 1, 50, SMALL));
    }

    @Test
    void nodesAreKeptInNameOrderWhateverTheOrderOfVisits() {
        var metrics = RunMetrics.EMPTY;
        for (var node : List.of("observer", "guard", "mc-selector", "memory", "classifier", "replanner", "guard")) {
            metrics = metrics.visited(node, 1);
        }

        assertThat(metrics.nodes())
                .extracting(NodeMetrics::node)
                .containsExactly("classifier", "guard", "mc-selector", "memory", "observer", "replanner");
        assertThat(metrics.used("evaluator", SMALL).nodes())
                .extracting(NodeMetrics::node)
                .containsExactly("classifier", "evaluator", "guard", "mc-selector", "memory", "observer", "replanner");
    }

    @Test
    void totalsSumTheModelUsageOfAllNodes() {
        var metrics = RunMetrics.EMPTY
                .used("guard", SMALL)
                .used("executor", LARGE)
                .used("executor", SMALL)
                .visited("evaluator", 2);

        assertThat(metrics.model()).isEqualTo(new ModelUsage(4, 4200, 940, 1050, 235, 1, 3100));
        assertThat(metrics.llmCalls()).isEqualTo(4);
    }

    @Test
    void updatesReturnNewMetricsAndLeaveTheOldOnesAlone() {
        var before = RunMetrics.EMPTY.visited("guard", 10);
        var after = before.visited("guard", 5).used("guard", SMALL);

        assertThat(before.nodes()).containsExactly(new NodeMetrics("guard", 1, 10, ModelUsage.NONE));
        assertThat(after.nodes()).containsExactly(new NodeMetrics("guard", 2, 15, SMALL));
        assertThat(RunMetrics.EMPTY.nodes()).isEmpty();
    }

    @Test
    void nodeListIsCopiedAndUnmodifiable() {
        var nodes = new ArrayList<>(List.of(new NodeMetrics("guard", 1, 10, null)));
        var metrics = new RunMetrics(nodes);
        nodes.clear();

        assertThat(metrics.nodes()).hasSize(1);
        assertThat(metrics.nodes().get(0).model()).isEqualTo(ModelUsage.NONE);
        assertThatThrownBy(() -> metrics.nodes().clear()).isInstanceOf(UnsupportedOperationException.class);
        assertThatNullPointerException().isThrownBy(() -> new NodeMetrics(null, 0, 0, null));
    }

    @Test
    void modelUsageAddsFieldByField() {
        var a = new ModelUsage(1, 2, 3, 4, 5, 6, 7);
        var b = new ModelUsage(10, 20, 30, 40, 50, 60, 70);

        assertThat(a.plus(b)).isEqualTo(new ModelUsage(11, 22, 33, 44, 55, 66, 77));
        assertThat(a.plus(ModelUsage.NONE)).isEqualTo(a);
    }
}
