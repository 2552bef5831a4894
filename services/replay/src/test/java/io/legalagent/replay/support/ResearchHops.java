package io.legalagent.replay.support;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.InjectionVerdict;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.PlanStep;
import io.legalagent.contracts.QueryType;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.ResearchLog;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.StepExecution;
import io.legalagent.contracts.StepStatus;
import io.legalagent.contracts.route.ClassifierRoute;
import io.legalagent.contracts.route.EvaluatorRoute;
import io.legalagent.contracts.route.ExecutorRoute;
import io.legalagent.contracts.route.GuardRoute;
import io.legalagent.contracts.route.McSelectorRoute;
import io.legalagent.contracts.route.MemoryRoute;
import io.legalagent.contracts.route.PlannerRoute;
import io.legalagent.ports.FinalAnswer;
import io.legalagent.ports.ResearchReport;
import java.time.Instant;
import java.util.List;

/**
 * A one-step research run as the nodes make it, hop by hop, each hop signed by its node's key: the
 * guard accepts, the classifier routes, the planner plans one step, the executor researches it, the
 * evaluator finishes, the mc-selector composes the answer, the memory node keeps it. The result is
 * the state as it reaches the observer.
 */
public final class ResearchHops {
    private ResearchHops() {}

    /**
     * @param execution the step's research, as the executor found it
     * @param log the executor's constants, corpus and model outputs
     */
    public static AgentState run(
            NodeKeys keys, String runId, String question, StepExecution execution, ResearchLog log) {
        var state = AgentState.start(runId, "req-" + runId, Question.of(question), Instant.EPOCH);
        state = keys.hop(
                state.withInjection(new InjectionVerdict(true, "An ordinary legal question.")),
                NodeName.GUARD,
                GuardRoute.SAFE);
        state = keys.hop(state.withQueryType(QueryType.SIMPLE), NodeName.CLASSIFIER, ClassifierRoute.CLASSIFIED);
        var step = PlanStep.pending(1, "research", question);
        state = keys.hop(state.withPlan(List.of(step)), NodeName.PLANNER, PlannerRoute.PLANNED);
        var executed = step.executed(execution);
        state = keys.hop(state.withStep(executed).withLog(log), NodeName.EXECUTOR, ExecutorRoute.EXECUTED);
        state = keys.hop(
                state.withStep(executed.judged(StepStatus.COMPLETED)), NodeName.EVALUATOR, EvaluatorRoute.FINISH);
        var composed = state.withFinalAnswer(ResearchReport.compose(state)).withStatus(RunStatus.ANSWERED);
        state = keys.hop(
                composed.withFinalAnswer(FinalAnswer.compose(composed)),
                NodeName.MC_SELECTOR,
                McSelectorRoute.SELECTED);
        return keys.hop(state.withRemember(true), NodeName.MEMORY, MemoryRoute.RECORDED);
    }
}
