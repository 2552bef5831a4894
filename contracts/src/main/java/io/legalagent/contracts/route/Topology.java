package io.legalagent.contracts.route;

import io.legalagent.contracts.NodeName;
import java.util.List;
import java.util.Optional;

/**
 * The routing table of the research loop: which topic each route value leads to. Every route value
 * carries its topic; the runtime checks at start-up that each value of a node's route enum has one.
 */
public final class Topology {
    private Topology() {}

    /** The route values a node chooses from. */
    public static List<Route> routesOf(NodeName node) {
        return List.of(
                switch (node) {
                    case GUARD -> GuardRoute.values();
                    case CLASSIFIER -> ClassifierRoute.values();
                    case PLANNER -> PlannerRoute.values();
                    case EXECUTOR -> ExecutorRoute.values();
                    case EVALUATOR -> EvaluatorRoute.values();
                    case REPLANNER -> ReplannerRoute.values();
                    case MC_SELECTOR -> McSelectorRoute.values();
                    case MEMORY -> MemoryRoute.values();
                    case OBSERVER -> ObserverRoute.values();
                    case REVIEWER -> ReviewerRoute.values();
                });
    }

    public static Optional<String> topicOf(Enum<?> route) {
        return route instanceof Route routed ? Optional.of(routed.topic().topicName()) : Optional.empty();
    }
}
