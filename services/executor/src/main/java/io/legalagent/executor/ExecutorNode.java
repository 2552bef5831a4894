package io.legalagent.executor;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Evidence;
import io.legalagent.contracts.FrozenContext;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.PlanStep;
import io.legalagent.contracts.StepExecution;
import io.legalagent.contracts.StepStatus;
import io.legalagent.contracts.route.ExecutorRoute;
import io.legalagent.ports.ContextWindow;
import io.legalagent.ports.FrozenRetriever;
import io.legalagent.ports.QuerySet;
import io.legalagent.ports.Retrieval;
import io.legalagent.ports.Retriever;
import io.legalagent.ports.RewriteSkill;
import io.legalagent.ports.SynthesizeSkill;
import io.legalagent.runtime.Node;
import io.legalagent.runtime.Transition;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
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
        var next = state.research()
                .firstPending()
                .map(step -> execute(state, step))
                .orElse(state);
        return Transition.to(ExecutorRoute.EXECUTED, next);
    }

    /**
     * The model stayed unavailable for the pending step: that step fails with nothing found, and the
     * evaluator finishes the degraded run with the steps before it.
     */
    @Override
    public Optional<Transition<ExecutorRoute>> withoutModel(AgentState state) {
        var next = state.research()
                .firstPending()
                .map(step -> state.withStep(step.judged(StepStatus.FAILED)))
                .orElse(state);
        return Optional.of(Transition.to(ExecutorRoute.EXECUTED, next));
    }

    private AgentState execute(AgentState state, PlanStep step) {
        var frozen = state.intake().frozenContext();
        return frozen == null ? search(state, step) : fromFrozen(state, step, frozen);
    }

    /**
     * A step of research given a frozen context: no rewrite and no search, the context's passages in
     * its order (less those other steps used, as a search leaves them out), and the confidence the
     * pack was built with, so that every model asked over the same pack sees the same evidence.
     */
    private AgentState fromFrozen(AgentState state, PlanStep step, FrozenContext frozen) {
        var excludedIds = usedByOtherSteps(state, step);
        var pack = new FrozenRetriever(frozen, retriever.topK());
        var given = pack.retrieve(new QuerySet(step.question(), List.of()), excludedIds);
        var accounted = state.withLog(state.research().log().withCorpus(pack.corpusFingerprint()));
        return synthesized(accounted, step, List.of(), given, excludedIds);
    }

    private AgentState search(AgentState state, PlanStep step) {
        var rewritten = rewriteSkill.rewrite(step.question());
        var queries = settings.choiceAwareQueries()
                ? rewritten.value().withChoices(state.question().choices())
                : rewritten.value();
        var excludedIds = usedByOtherSteps(state, step);
        var retrieval = retriever.retrieve(queries, excludedIds);
        var accounted = state.usedModel(rewritten.output(ID, RewriteSkill.SKILL, step.id()), rewritten.usage());
        accounted = accounted.withLog(accounted.research().log().withCorpus(retriever.corpusFingerprint()));
        return synthesized(accounted, step, queries.all(), retrieval, excludedIds);
    }

    private AgentState synthesized(
            AgentState accounted, PlanStep step, List<String> queries, Retrieval retrieval, Set<String> excludedIds) {
        if (retrieval.passages().isEmpty()) {
            // Nothing to cite: a synthesis call could only invent, and zero confidence fails the step.
            var nothing = new StepExecution(
                    queries,
                    List.of(),
                    NO_PASSAGES,
                    0.0,
                    retrieval.candidates(),
                    retrieval.excluded(),
                    List.copyOf(excludedIds),
                    null);
            return accounted.withStep(step.executed(nothing));
        }
        var window = ContextWindow.of(step.question(), retrieval.passages());
        var synthesis = synthesizeSkill.synthesize(window);
        var result = new StepExecution(
                queries,
                retrieval.passages(),
                synthesis.value(),
                retrieval.confidence(),
                retrieval.candidates(),
                retrieval.excluded(),
                List.copyOf(excludedIds),
                window.sha256());
        return accounted
                .usedModel(synthesis.output(ID, SynthesizeSkill.SKILL, step.id()), synthesis.usage())
                .withStep(step.executed(result));
    }

    /** Passages other steps already used, so that every step brings fresh evidence; sorted. */
    private static Set<String> usedByOtherSteps(AgentState state, PlanStep current) {
        return state.research().plan().stream()
                .filter(s -> s.id() != current.id() && s.execution() != null)
                .flatMap(s -> s.execution().evidence().stream())
                .map(Evidence::id)
                .collect(Collectors.toCollection(TreeSet::new));
    }
}
