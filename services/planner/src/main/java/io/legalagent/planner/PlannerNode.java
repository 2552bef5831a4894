package io.legalagent.planner;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.PlanStep;
import io.legalagent.contracts.QueryType;
import io.legalagent.contracts.route.PlannerRoute;
import io.legalagent.ports.PlanSkill;
import io.legalagent.ports.PlannedStep;
import io.legalagent.ports.QaMemory;
import io.legalagent.runtime.Node;
import io.legalagent.runtime.Transition;
import java.util.List;
import java.util.Objects;
import java.util.stream.IntStream;

/**
 * Answers from QA memory when it can; otherwise plans research. The plan is made from the question
 * text alone, never the answer choices, so that the research is not steered towards one of them. A
 * fresh plan of a run that asked for plan review goes to the reviewer before any research; an answer
 * from QA memory has no plan to review.
 */
final class PlannerNode implements Node<PlannerRoute> {
    static final String FALLBACK_PHASE = "research";

    private final QaMemory memory;
    private final PlanSkill planSkill;

    PlannerNode(QaMemory memory, PlanSkill planSkill) {
        this.memory = Objects.requireNonNull(memory, "memory");
        this.planSkill = Objects.requireNonNull(planSkill, "planSkill");
    }

    @Override
    public NodeName name() {
        return NodeName.PLANNER;
    }

    @Override
    public Class<PlannerRoute> routeType() {
        return PlannerRoute.class;
    }

    @Override
    public Transition<PlannerRoute> apply(AgentState state) {
        // Research on a frozen context answers from that context alone: memory neither lends nor keeps it.
        if (state.intake().frozenContext() == null) {
            // Keyed on the question with its choices: the same facts with other choices ask something else.
            // A hit is a signed answer QA memory checked (signature, question, cited passages) before
            // handing it out; a refused entry is removed there and this run researches afresh.
            var hit = memory.lookup(memoryKey(state));
            if (hit.isPresent()) {
                // A cached answer costs no model call and no retrieval; a letter is still chosen fresh.
                var route = state.question().hasChoices() ? PlannerRoute.CACHE_HIT_SELECT : PlannerRoute.CACHE_HIT;
                return Transition.to(route, state.withMemoryHit(hit.get()));
            }
        }
        String objective = state.question().text();
        // Unclassified is treated like the classifier's own doubt: multi-hop.
        var type = state.intake().queryType() == null
                ? QueryType.MULTI_HOP
                : state.intake().queryType();
        var proposed = planSkill.plan(objective, type);
        var steps = numbered(kept(proposed.value(), type, objective));
        return Transition.to(
                planReviewDue(state) ? PlannerRoute.REVIEW_PLAN : PlannerRoute.PLANNED,
                state.withPlan(steps)
                        .usedModel(proposed.output(NodeName.PLANNER.id(), PlanSkill.SKILL, null), proposed.usage()));
    }

    private static boolean planReviewDue(AgentState state) {
        var review = state.review();
        return review.requested().plan() && !review.planReviewed();
    }

    /** What QA memory is keyed on; an entry is stored under its signed answer's question the same way. */
    static String memoryKey(AgentState state) {
        return state.question().withChoices();
    }

    /** The usable steps; a multi-hop plan keeps only its first, as the replanner adapts the rest. */
    private static List<PlannedStep> kept(List<PlannedStep> proposed, QueryType type, String objective) {
        var usable = proposed == null
                ? List.<PlannedStep>of()
                : proposed.stream()
                        .filter(s -> s != null
                                && s.question() != null
                                && !s.question().isBlank())
                        .toList();
        if (usable.isEmpty()) {
            // Researching the question itself is better than a run with nothing to execute.
            return List.of(new PlannedStep(FALLBACK_PHASE, objective));
        }
        return type == QueryType.MULTI_HOP ? usable.subList(0, 1) : usable;
    }

    private static List<PlanStep> numbered(List<PlannedStep> steps) {
        return IntStream.range(0, steps.size())
                .mapToObj(i -> PlanStep.pending(
                        i + 1, steps.get(i).phase(), steps.get(i).question()))
                .toList();
    }
}
