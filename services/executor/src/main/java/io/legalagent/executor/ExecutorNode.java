package io.legalagent.executor;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Evidence;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.PlanStep;
import io.legalagent.contracts.StepExecution;
import io.legalagent.contracts.route.ExecutorRoute;
import io.legalagent.ports.Retrieval;
import io.legalagent.ports.Retriever;
import io.legalagent.ports.RewriteSkill;
import io.legalagent.ports.SynthesizeSkill;
import io.legalagent.runtime.Node;
import io.legalagent.runtime.Transition;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Runs one pending step per visit (rewrite, retrieve, synthesize); the evaluator routes back here
 * for the next one, so each step's result is committed before the next starts.
 */
final class ExecutorNode implements Node<ExecutorRoute> {
    static final String NO_PASSAGES =
            "No passages were found for this step's queries, so it cannot be answered from the corpus.";
    private static final String ID = NodeName.EXECUTOR.id();

    private final RewriteSkill rewriteSkill;
    private final Retriever retriever;
    private final SynthesizeSkill synthesizeSkill;
    private final ExecutorSettings settings;

    ExecutorNode(
            RewriteSkill rewriteSkill,
            Retriever retriever,
            SynthesizeSkill synthesizeSkill,
            ExecutorSettings settings) {
        this.rewriteSkill = Objects.requireNonNull(rewriteSkill, "rewriteSkill");
        this.retriever = Objects.requireNonNull(retriever, "retriever");
        this.synthesizeSkill = Objects.requireNonNull(synthesizeSkill, "synthesizeSkill");
        this.settings = Objects.requireNonNull(settings, "settings");
    }

    @Override
    public NodeName name() {
        return NodeName.EXECUTOR;
    }

    @Override
    public Class<ExecutorRoute> routeType() {
        return ExecutorRoute.class;
    }

    @Override
    public Transition<ExecutorRoute> apply(AgentState state) {
        // Nothing pending: pass the state on so the evaluator settles the route.
        var next = state.firstPending().map(step -> execute(state, step)).orElse(state);
        return Transition.to(ExecutorRoute.EXECUTED, next);
    }

    private AgentState execute(AgentState state, PlanStep step) {
        var rewritten = rewriteSkill.rewrite(step.question());
        var queries = settings.choiceAwareQueries()
                ? rewritten.value().withChoices(state.question().choices())
                : rewritten.value();
        var retrieval = retriever.retrieve(queries, usedByOtherSteps(state, step));
        var accounted = state.usedModel(ID, rewritten.usage());
        String answer;
        double confidence;
        if (retrieval.passages().isEmpty()) {
            // Nothing to cite: a synthesis call could only invent, and zero confidence fails the step.
            answer = NO_PASSAGES;
            confidence = 0.0;
        } else {
            var synthesis = synthesizeSkill.synthesize(step.question(), retrieval.passages());
            accounted = accounted.usedModel(ID, synthesis.usage());
            answer = synthesis.value();
            confidence = retrieval.confidence();
        }
        return accounted.withStep(step.executed(execution(queries.all(), retrieval, answer, confidence)));
    }

    private static StepExecution execution(
            List<String> queries, Retrieval retrieval, String answer, double confidence) {
        return new StepExecution(
                queries, retrieval.passages(), answer, confidence, retrieval.candidates(), retrieval.excluded());
    }

    /** Passages other steps already used, so that every step brings fresh evidence. */
    private static Set<String> usedByOtherSteps(AgentState state, PlanStep current) {
        return state.plan().stream()
                .filter(s -> s.id() != current.id() && s.execution() != null)
                .flatMap(s -> s.execution().evidence().stream())
                .map(Evidence::id)
                .collect(Collectors.toCollection(LinkedHashSet::new));
    }
}
