package io.legalagent.contracts;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.route.ClassifierRoute;
import io.legalagent.contracts.route.EvaluatorRoute;
import io.legalagent.contracts.route.ExecutorRoute;
import io.legalagent.contracts.route.GuardRoute;
import io.legalagent.contracts.route.McSelectorRoute;
import io.legalagent.contracts.route.MemoryRoute;
import io.legalagent.contracts.route.ObserverRoute;
import io.legalagent.contracts.route.PlannerRoute;
import io.legalagent.contracts.route.ReplannerRoute;
import io.legalagent.contracts.route.ReviewerRoute;
import io.legalagent.contracts.route.RuntimeRoute;
import io.legalagent.contracts.route.Topology;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class TopologyTest {

    private static Stream<Enum<?>> everyRoute() {
        return RouteEnums.all().stream().flatMap(type -> Arrays.stream(type.getEnumConstants()));
    }

    @Test
    void routePackageHoldsOneRouteEnumPerNode() {
        assertThat(RouteEnums.all().stream().filter(type -> type != RuntimeRoute.class))
                .extracting(Class::getSimpleName)
                .containsExactlyInAnyOrderElementsOf(Arrays.stream(NodeName.values())
                        .map(RouteEnums::simpleNameFor)
                        .toList());
        assertThat(RouteEnums.all())
                .contains(
                        GuardRoute.class,
                        ClassifierRoute.class,
                        PlannerRoute.class,
                        ExecutorRoute.class,
                        EvaluatorRoute.class,
                        ReplannerRoute.class,
                        McSelectorRoute.class,
                        MemoryRoute.class,
                        ObserverRoute.class);
    }

    @Test
    void everyConstantOfEveryRouteEnumHasATopic() {
        // The nodes' 24 routes and the runtime's 3, which every node may take.
        assertThat(everyRoute().toList()).hasSize(27);
        everyRoute().forEach(route -> assertThat(Topology.topicOf(route))
                .as("%s.%s", route.getDeclaringClass().getSimpleName(), route.name())
                .isPresent());
    }

    @Test
    void everyTopicARouteLeadsToIsInTheCatalogue() {
        everyRoute().forEach(route -> assertThat(Topics.all())
                .as("%s.%s", route.getDeclaringClass().getSimpleName(), route.name())
                .contains(Topology.topicOf(route).orElseThrow()));
    }

    static Stream<Arguments> table() {
        return Stream.of(
                Arguments.of(GuardRoute.SAFE, "agent.classifier"),
                Arguments.of(GuardRoute.REJECTED, "agent.observer"),
                Arguments.of(GuardRoute.INVALID, "agent.observer"),
                Arguments.of(ClassifierRoute.CLASSIFIED, "agent.planner"),
                Arguments.of(PlannerRoute.PLANNED, "agent.executor"),
                Arguments.of(PlannerRoute.CACHE_HIT, "agent.memory"),
                Arguments.of(PlannerRoute.CACHE_HIT_SELECT, "agent.mc-selector"),
                Arguments.of(ExecutorRoute.EXECUTED, "agent.evaluator"),
                Arguments.of(EvaluatorRoute.NEXT_STEP, "agent.executor"),
                Arguments.of(EvaluatorRoute.REPLAN, "agent.replanner"),
                Arguments.of(EvaluatorRoute.FINISH, "agent.mc-selector"),
                Arguments.of(ReplannerRoute.CONTINUE, "agent.executor"),
                Arguments.of(ReplannerRoute.COMPLETE, "agent.mc-selector"),
                Arguments.of(McSelectorRoute.SELECTED, "agent.memory"),
                Arguments.of(MemoryRoute.RECORDED, "agent.observer"),
                Arguments.of(ObserverRoute.FINAL, "legal.answers"),
                Arguments.of(PlannerRoute.REVIEW_PLAN, "agent.reviewer"),
                Arguments.of(ReplannerRoute.REVIEW_PLAN, "agent.reviewer"),
                Arguments.of(MemoryRoute.REVIEW_ANSWER, "agent.reviewer"),
                Arguments.of(ReviewerRoute.PARKED, "agent.review"),
                Arguments.of(ReviewerRoute.PLAN_APPROVED, "agent.executor"),
                Arguments.of(ReviewerRoute.MORE_RESEARCH, "agent.executor"),
                Arguments.of(ReviewerRoute.ANSWER_APPROVED, "agent.memory"),
                Arguments.of(ReviewerRoute.DECLINED, "agent.observer"),
                Arguments.of(RuntimeRoute.DEAD_LETTER, "agent.observer"),
                Arguments.of(RuntimeRoute.HOP_LIMIT, "agent.observer"),
                Arguments.of(RuntimeRoute.NODE_FAILED, "agent.observer"));
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @MethodSource("table")
    void routeLeadsToTheDesignedTopic(Enum<?> route, String topic) {
        assertThat(Topology.topicOf(route)).contains(topic);
    }

    @Test
    void tableCoversEveryRouteExactlyOnce() {
        assertThat(table().map(a -> a.get()[0]).toList())
                .doesNotHaveDuplicates()
                .containsExactlyInAnyOrderElementsOf(everyRoute().toList());
    }

    @Test
    void enumsOutsideTheRouteTableHaveNoTopic() {
        assertThat(Topology.topicOf(RunStatus.ANSWERED)).isEmpty();
        assertThat(Topology.topicOf(NodeName.GUARD)).isEmpty();
        assertThat(Topology.topicOf(StepStatus.COMPLETED)).isEmpty();
    }

    @Test
    void onlyTheObserverAnswersAndNoRouteLeadsBackToTheQuestionsProgressOrDeadLetters() {
        for (var node : NodeName.values()) {
            for (var route : RouteEnums.of(node).getEnumConstants()) {
                var topic = Topology.topicOf(route).orElseThrow();
                assertThat(topic).isNotEqualTo(Topics.QUESTIONS).isNotEqualTo(Topics.PROGRESS);
                assertThat(topic).doesNotEndWith(Topics.DEAD_LETTER_SUFFIX);
                assertThat(topic.equals(Topics.ANSWERS))
                        .as("%s %s", node, route)
                        .isEqualTo(node == NodeName.OBSERVER);
            }
        }
    }

    /** Node → the nodes its routes lead to (null stands for legal.answers). */
    private static Map<NodeName, Set<NodeName>> graph() {
        Map<String, NodeName> byInbox = new LinkedHashMap<>();
        for (var node : NodeName.values()) {
            byInbox.put(node.inbox(), node);
        }
        Map<NodeName, Set<NodeName>> next = new LinkedHashMap<>();
        for (var node : NodeName.values()) {
            var targets = new HashSet<NodeName>();
            for (var route : RouteEnums.of(node).getEnumConstants()) {
                var topic = Topology.topicOf(route).orElseThrow();
                targets.add(topic.equals(Topics.ANSWERS) ? null : byInbox.get(topic));
            }
            next.put(node, targets);
        }
        return next;
    }

    private static Set<NodeName> reachableFrom(NodeName start, Map<NodeName, Set<NodeName>> graph) {
        var seen = new HashSet<NodeName>();
        var queue = new ArrayDeque<NodeName>(List.of(start));
        boolean answers = false;
        while (!queue.isEmpty()) {
            var node = queue.poll();
            if (!seen.add(node)) {
                continue;
            }
            for (var target : graph.get(node)) {
                if (target == null) {
                    answers = true;
                } else {
                    queue.add(target);
                }
            }
        }
        if (answers) {
            seen.add(null);
        }
        return seen;
    }

    @Test
    void fromTheGuardEveryNodeAndTheAnswersTopicAreReachable() {
        var reachable = reachableFrom(NodeName.GUARD, graph());

        assertThat(reachable).containsAll(EnumSet.allOf(NodeName.class)).contains((NodeName) null);
    }

    @Test
    void fromEveryNodeARunCanStillReachTheAnswersTopic() {
        var graph = graph();
        for (var node : NodeName.values()) {
            assertThat(reachableFrom(node, graph)).as(node.name()).contains((NodeName) null);
        }
    }
}
