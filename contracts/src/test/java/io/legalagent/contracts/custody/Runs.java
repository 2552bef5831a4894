package io.legalagent.contracts.custody;

import static io.legalagent.contracts.NodeName.CLASSIFIER;
import static io.legalagent.contracts.NodeName.EVALUATOR;
import static io.legalagent.contracts.NodeName.EXECUTOR;
import static io.legalagent.contracts.NodeName.GUARD;
import static io.legalagent.contracts.NodeName.MC_SELECTOR;
import static io.legalagent.contracts.NodeName.MEMORY;
import static io.legalagent.contracts.NodeName.PLANNER;
import static io.legalagent.contracts.NodeName.REPLANNER;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Choice;
import io.legalagent.contracts.ErrorKind;
import io.legalagent.contracts.McSelection;
import io.legalagent.contracts.MemoryHit;
import io.legalagent.contracts.PlanStep;
import io.legalagent.contracts.QueryType;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.RunError;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.StepStatus;
import io.legalagent.contracts.StepSummary;
import io.legalagent.contracts.route.ClassifierRoute;
import io.legalagent.contracts.route.EvaluatorRoute;
import io.legalagent.contracts.route.ExecutorRoute;
import io.legalagent.contracts.route.GuardRoute;
import io.legalagent.contracts.route.McSelectorRoute;
import io.legalagent.contracts.route.MemoryRoute;
import io.legalagent.contracts.route.PlannerRoute;
import io.legalagent.contracts.route.ReplannerRoute;
import io.legalagent.contracts.route.RuntimeRoute;
import java.util.List;

/** Whole runs as the loop makes them, each hop signed by its node. */
final class Runs {
    static final String QUESTION = "Is an oral promise to sell land enforceable?";

    private Runs() {}

    /** The guard's hop: the accepted question on its way to the classifier. */
    static Walk screened() {
        return Walk.of(AgentState.start(
                        "run-1",
                        "request-1",
                        new Question(QUESTION, List.of(new Choice("A", "Yes."), new Choice("B", "No."))),
                        Walk.NOW))
                .hop(GUARD, GuardRoute.SAFE, s -> s.withInjection(Walk.safe()));
    }

    /** Guard and classifier: where every researched run starts. */
    static Walk classified() {
        return screened().hop(CLASSIFIER, ClassifierRoute.CLASSIFIED, s -> s.withQueryType(QueryType.MULTI_HOP)
                .withLog(s.research().log().withOutput(Walk.output(CLASSIFIER, "MULTI_HOP"))));
    }

    /**
     * guard → classifier → planner → executor → evaluator → replanner → executor → evaluator →
     * mc-selector → memory: the state as it reaches the observer.
     */
    static Walk researched() {
        return researched(s -> s.withRemember(true));
    }

    /** The researched run, with the memory node's hop doing {@code memory}. */
    static Walk researched(java.util.function.UnaryOperator<AgentState> memory) {
        return classified()
                .hop(PLANNER, PlannerRoute.PLANNED, s -> s.withPlan(List.of(PlanStep.pending(1, "research", "Q1?"))))
                .hop(EXECUTOR, ExecutorRoute.EXECUTED, s -> s.withStep(
                                s.research().plan().get(0).executed(Walk.execution("p1", "A writing is needed.")))
                        .withLog(s.research().log().withCorpus("c".repeat(64))))
                .hop(EVALUATOR, EvaluatorRoute.REPLAN, s -> judged(s, 1, StepStatus.FAILED))
                .hop(REPLANNER, ReplannerRoute.CONTINUE, s -> s.withStepAdded(PlanStep.pending(2, "next_step", "Q2?")))
                .hop(
                        EXECUTOR,
                        ExecutorRoute.EXECUTED,
                        s -> s.withStep(
                                s.research().plan().get(1).executed(Walk.execution("p2", "Part performance may do."))))
                .hop(EVALUATOR, EvaluatorRoute.FINISH, s -> judged(s, 2, StepStatus.COMPLETED))
                .hop(MC_SELECTOR, McSelectorRoute.SELECTED, s -> s.withMcSelection(McSelection.chose("A", "It fits."))
                        .withFinalAnswer("A, by part performance [Source 1]."))
                .hop(MEMORY, MemoryRoute.RECORDED, memory);
    }

    /** A question answered from QA memory: the planner's checked hit, then memory. */
    static Walk cached() {
        return classified()
                .hop(
                        PLANNER,
                        PlannerRoute.CACHE_HIT,
                        s -> s.withMemoryHit(
                                new MemoryHit("An earlier question?", "An earlier answer.", 0.97, "run-0")))
                .hop(MEMORY, MemoryRoute.RECORDED, s -> s.withRemember(false));
    }

    /** A cached hit whose letter the mc-selector then chooses. */
    static Walk cachedChoice() {
        return classified()
                .hop(
                        PLANNER,
                        PlannerRoute.CACHE_HIT_SELECT,
                        s -> s.withMemoryHit(
                                new MemoryHit("An earlier question?", "An earlier answer.", 0.97, "run-0")))
                .hop(MC_SELECTOR, McSelectorRoute.SELECTED, s -> s.withMcSelection(McSelection.chose("B", "Memory.")))
                .hop(MEMORY, MemoryRoute.RECORDED, s -> s.withRemember(false));
    }

    /** The executor kept failing: the runtime fails the run on its behalf. */
    static Walk failed() {
        return classified()
                .hop(PLANNER, PlannerRoute.PLANNED, s -> s.withPlan(List.of(PlanStep.pending(1, "research", "Q1?"))))
                .hop(
                        EXECUTOR,
                        RuntimeRoute.NODE_FAILED,
                        s -> s.withError(
                                RunStatus.FAILED,
                                new RunError(ErrorKind.NODE_FAILURE, "executor", "the store timed out")));
    }

    private static AgentState judged(AgentState state, int stepId, StepStatus verdict) {
        var steps = state.research().plan().stream()
                .map(step -> step.id() == stepId ? step.judged(verdict) : step)
                .toList();
        var step = steps.get(stepId - 1);
        var context = new java.util.ArrayList<>(state.research().accumulatedContext());
        context.add(new StepSummary(stepId, step.question(), "summary " + stepId, 0.8, verdict));
        return state.withEvaluation(steps, context, state.research().iteration() + 1);
    }
}
