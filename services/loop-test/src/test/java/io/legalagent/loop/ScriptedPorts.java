package io.legalagent.loop;

import io.legalagent.contracts.Evidence;
import io.legalagent.contracts.InjectionVerdict;
import io.legalagent.contracts.McSelection;
import io.legalagent.contracts.MemoryHit;
import io.legalagent.contracts.ModelUsage;
import io.legalagent.contracts.QueryType;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.StepSummary;
import io.legalagent.ports.ChoiceSkill;
import io.legalagent.ports.ClassifySkill;
import io.legalagent.ports.ContextWindow;
import io.legalagent.ports.PlanSkill;
import io.legalagent.ports.PlannedStep;
import io.legalagent.ports.QaMemory;
import io.legalagent.ports.QuerySet;
import io.legalagent.ports.ReplanDecision;
import io.legalagent.ports.ReplanSkill;
import io.legalagent.ports.Retrieval;
import io.legalagent.ports.Retriever;
import io.legalagent.ports.RewriteSkill;
import io.legalagent.ports.ScreenSkill;
import io.legalagent.ports.Skilled;
import io.legalagent.ports.SynthesizeSkill;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Test doubles for every port, scripted by the words of the question, so the loop test can steer a
 * run down each path. Each model call costs one call in the run's metrics.
 */
final class ScriptedPorts
        implements ScreenSkill,
                ClassifySkill,
                PlanSkill,
                RewriteSkill,
                SynthesizeSkill,
                ReplanSkill,
                ChoiceSkill,
                Retriever,
                QaMemory {
    static final String CACHED_QUESTION = "What is the rule against perpetuities?";
    private static final ModelUsage ONE_CALL = new ModelUsage(1, 100, 50, 0, 0, 0, 1);

    final Map<String, String> remembered = new ConcurrentHashMap<>();
    private final AtomicInteger passages = new AtomicInteger();

    private static <T> Skilled<T> called(T value) {
        return new Skilled<>(value, ONE_CALL);
    }

    @Override
    public Skilled<InjectionVerdict> screen(Question question) {
        boolean attack = question.text().toLowerCase().contains("ignore all previous instructions");
        return called(new InjectionVerdict(!attack, attack ? "tries to override instructions" : "legal question"));
    }

    @Override
    public Skilled<QueryType> classify(Question question) {
        boolean multi = question.hasChoices() || question.text().contains("obscure");
        return called(multi ? QueryType.MULTI_HOP : QueryType.SIMPLE);
    }

    @Override
    public Skilled<List<PlannedStep>> plan(String objective, QueryType type) {
        if (objective.contains("(A)")) {
            throw new AssertionError("the planner must never see the answer choices");
        }
        var rule = new PlannedStep("rule", "What rule governs: " + objective);
        if (type == QueryType.SIMPLE) {
            return called(List.of(rule));
        }
        // Two steps, of which a multi-hop plan must keep only the first.
        return called(List.of(rule, new PlannedStep("application", "How does it apply: " + objective)));
    }

    @Override
    public Skilled<QuerySet> rewrite(String stepQuestion) {
        return called(new QuerySet(stepQuestion, List.of(stepQuestion + " (doctrine)", stepQuestion + " (elements)")));
    }

    @Override
    public int topK() {
        return 5;
    }

    @Override
    public Retrieval retrieve(QuerySet queries, Set<String> excludedIds) {
        var kept = new ArrayList<Evidence>();
        for (int i = 0; i < 5; i++) {
            String id = "p" + passages.incrementAndGet();
            kept.add(new Evidence(id, "Passage " + id + " about " + queries.primary(), "test", 0.9, "sha-" + id));
        }
        assert kept.stream().noneMatch(e -> excludedIds.contains(e.id()));
        double confidence = queries.primary().contains("obscure") ? 0.2 + 0.1 * (passages.get() % 4) : 0.9;
        return new Retrieval(kept, confidence, 12, excludedIds.size());
    }

    @Override
    public Skilled<String> synthesize(ContextWindow context) {
        return called("The rule is stated in the evidence [Source 1] and refined [Source 2].");
    }

    @Override
    public Skilled<ReplanDecision> replan(String objective, List<StepSummary> context) {
        var action = context.get(context.size() - 1).status() == io.legalagent.contracts.StepStatus.FAILED
                ? ReplanDecision.Action.RETRY
                : ReplanDecision.Action.NEXT_STEP;
        return called(new ReplanDecision(action, "Aspect " + (context.size() + 1) + " of " + objective, "more to do"));
    }

    @Override
    public Skilled<McSelection> select(Question question, String research) {
        return called(McSelection.chose("C", "(C) satisfies every element; the others miss one."));
    }

    @Override
    public Optional<MemoryHit> lookup(String question) {
        if (question.equals(CACHED_QUESTION)) {
            return Optional.of(new MemoryHit(question, "Cached research [Query 1][Source 1].", 0.99, "earlier-run"));
        }
        return Optional.empty();
    }

    @Override
    public boolean remember(io.legalagent.contracts.Answer signed) {
        return remembered.putIfAbsent(signed.runId(), signed.answer()) == null;
    }
}
