package io.legalagent.evaluator;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.PlanStep;
import io.legalagent.contracts.QueryType;
import io.legalagent.contracts.StepStatus;
import io.legalagent.contracts.StepSummary;
import io.legalagent.contracts.review.ReviewAction;
import io.legalagent.contracts.review.ReviewKind;
import io.legalagent.contracts.route.EvaluatorRoute;
import io.legalagent.runtime.Node;
import io.legalagent.runtime.Transition;
import java.util.ArrayList;
import java.util.Objects;

/**
 * Judges executed steps by confidence and decides whether the research goes on. A step a reviewer
 * asked for on seeing the answer is judged like any other; then the research finishes, so that the
 * answer, composed again, goes back to the reviewer without steps no one asked for.
 */
final class EvaluatorNode implements Node<EvaluatorRoute> {
    /** Absorbs rounding in max − min so that a spread equal to the setting counts as within it. */
    private static final double SPREAD_TOLERANCE = 1e-9;

    private final EvaluatorSettings settings;

    EvaluatorNode(EvaluatorSettings settings) {
        this.settings = Objects.requireNonNull(settings, "settings");
    }

    @Override
    public NodeName name() {
        return NodeName.EVALUATOR;
    }

    @Override
    public Class<EvaluatorRoute> routeType() {
        return EvaluatorRoute.class;
    }

    @Override
    public Transition<EvaluatorRoute> apply(AgentState state) {
        var judged = judge(state);
        return Transition.to(routeOf(judged), judged);
    }

    /** Completes or fails every executed step and tells the replanner what each one found. */
    private AgentState judge(AgentState state) {
        var steps = new ArrayList<PlanStep>(state.research().plan().size());
        var context = new ArrayList<>(state.research().accumulatedContext());
        for (var step : state.research().plan()) {
            if (step.status() != StepStatus.EXECUTED) {
                steps.add(step);
                continue;
            }
            var verdict =
                    step.confidence() >= settings.confidenceThreshold() ? StepStatus.COMPLETED : StepStatus.FAILED;
            steps.add(step.judged(verdict));
            context.add(summary(step, verdict));
        }
        boolean judgedAny =
                context.size() > state.research().accumulatedContext().size();
        // Only a visit that judged something is an iteration of the loop.
        return judgedAny ? state.withEvaluation(steps, context, state.research().iteration() + 1) : state;
    }

    private StepSummary summary(PlanStep step, StepStatus verdict) {
        String answer = step.execution().answer();
        if (answer.length() > settings.summaryChars()) {
            answer = answer.substring(0, settings.summaryChars());
        }
        return new StepSummary(step.id(), step.question(), answer, step.confidence(), verdict);
    }

    private EvaluatorRoute routeOf(AgentState state) {
        if (state.degraded()) {
            // The model is unavailable: more steps or a replan would only call it again.
            return EvaluatorRoute.FINISH;
        }
        if (state.research().firstPending().isPresent()) {
            return EvaluatorRoute.NEXT_STEP;
        }
        return !moreAskedInReview(state) && mayReplan(state) ? EvaluatorRoute.REPLAN : EvaluatorRoute.FINISH;
    }

    /** The latest review saw the answer and asked for more research: what it asked for is now done. */
    private static boolean moreAskedInReview(AgentState state) {
        return state.review()
                .latest()
                .filter(round -> round.kind() == ReviewKind.ANSWER && round.decision() != null)
                .filter(round -> round.decision().action() == ReviewAction.MORE)
                .isPresent();
    }

    /** Only multi-hop research adapts; an unclassified run counts as multi-hop, as in the planner. */
    private boolean mayReplan(AgentState state) {
        return state.intake().queryType() != QueryType.SIMPLE
                && state.research().count(StepStatus.COMPLETED) < settings.maxCompletedSteps()
                && state.research().iteration() <= settings.maxIterations()
                && !stagnating(state);
    }

    /**
     * The latest judged steps all failed with nearly the same confidence: rephrasing is not finding
     * new evidence. Unlike the original's absolute floor (scores below 0.35, which embeddings never
     * produce), a spread works for any embedding model.
     */
    private boolean stagnating(AgentState state) {
        var judged = state.research().plan().stream()
                .filter(s -> s.status() == StepStatus.COMPLETED || s.status() == StepStatus.FAILED)
                .toList();
        int window = settings.stagnationWindow();
        if (judged.size() < window) {
            return false;
        }
        var latest = judged.subList(judged.size() - window, judged.size());
        if (latest.stream().anyMatch(s -> s.status() != StepStatus.FAILED)) {
            return false;
        }
        var confidences = latest.stream().mapToDouble(PlanStep::confidence).summaryStatistics();
        return confidences.getMax() - confidences.getMin() <= settings.stagnationSpread() + SPREAD_TOLERANCE;
    }
}
