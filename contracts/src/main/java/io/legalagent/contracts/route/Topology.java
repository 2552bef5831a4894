package io.legalagent.contracts.route;

import static io.legalagent.contracts.Topics.ANSWERS;
import static io.legalagent.contracts.Topics.CLASSIFIER;
import static io.legalagent.contracts.Topics.EVALUATOR;
import static io.legalagent.contracts.Topics.EXECUTOR;
import static io.legalagent.contracts.Topics.MC_SELECTOR;
import static io.legalagent.contracts.Topics.MEMORY;
import static io.legalagent.contracts.Topics.OBSERVER;
import static io.legalagent.contracts.Topics.PLANNER;
import static io.legalagent.contracts.Topics.REPLANNER;

import java.util.Map;
import java.util.Optional;

/**
 * The routing table of the research loop: which topic each route value leads to. The runtime checks
 * at start-up that every value of a node's route enum appears here.
 */
public final class Topology {
    private static final Map<Enum<?>, String> TOPIC_OF_ROUTE = Map.ofEntries(
            Map.entry(GuardRoute.SAFE, CLASSIFIER),
            Map.entry(GuardRoute.REJECTED, OBSERVER),
            Map.entry(GuardRoute.INVALID, OBSERVER),
            Map.entry(ClassifierRoute.CLASSIFIED, PLANNER),
            Map.entry(PlannerRoute.PLANNED, EXECUTOR),
            Map.entry(PlannerRoute.CACHE_HIT, MEMORY),
            Map.entry(ExecutorRoute.EXECUTED, EVALUATOR),
            Map.entry(EvaluatorRoute.NEXT_STEP, EXECUTOR),
            Map.entry(EvaluatorRoute.REPLAN, REPLANNER),
            Map.entry(EvaluatorRoute.FINISH, MC_SELECTOR),
            Map.entry(ReplannerRoute.CONTINUE, EXECUTOR),
            Map.entry(ReplannerRoute.COMPLETE, MC_SELECTOR),
            Map.entry(McSelectorRoute.SELECTED, MEMORY),
            Map.entry(MemoryRoute.RECORDED, OBSERVER),
            Map.entry(ObserverRoute.FINAL, ANSWERS));

    private Topology() {}

    public static Optional<String> topicOf(Enum<?> route) {
        return Optional.ofNullable(TOPIC_OF_ROUTE.get(route));
    }
}
