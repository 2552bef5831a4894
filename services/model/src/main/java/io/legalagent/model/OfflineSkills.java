package io.legalagent.model;

import io.legalagent.contracts.InjectionVerdict;
import io.legalagent.contracts.McSelection;
import io.legalagent.contracts.QueryType;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.StepSummary;
import io.legalagent.ports.ContextWindow;
import io.legalagent.ports.PlannedStep;
import io.legalagent.ports.QuerySet;
import io.legalagent.ports.ReplanDecision;
import io.legalagent.ports.Skilled;
import java.util.List;

/**
 * The skills without any model: deterministic heuristics, so the whole system runs and can be
 * tested where no model server exists. The same input always gives the same output. No call is a
 * model call, so every result reports {@code ModelUsage.NONE}: zero LLM calls, zero tokens. Texts
 * meant for a reader say that they were produced offline, without a language model.
 */
final class OfflineSkills implements SkillSuite {
    static final String PLAN_PHASE = "research";
    static final String NO_SCREEN = "the offline provider has no screening skill: without a model the guard screens"
            + " with its rules and learned detector (services/screen)";

    /**
     * Without a model the screen is the guard's rules and learned detector ({@code services/screen}),
     * which the guard runs itself and never asks this for; failing loudly keeps a wiring mistake from
     * passing every question unscreened.
     */
    @Override
    public Skilled<InjectionVerdict> screen(Question question) {
        throw new UnsupportedOperationException(NO_SCREEN);
    }

    @Override
    public Skilled<QueryType> classify(Question question) {
        return Skilled.free(QuestionShape.classify(question));
    }

    /** The question itself is the plan: splitting it into sub-questions needs understanding. */
    @Override
    public Skilled<List<PlannedStep>> plan(String objective, QueryType type) {
        return Skilled.free(List.of(new PlannedStep(PLAN_PHASE, objective.strip())));
    }

    @Override
    public Skilled<QuerySet> rewrite(String stepQuestion) {
        return Skilled.free(LegalThesaurus.expand(stepQuestion));
    }

    @Override
    public Skilled<String> synthesize(ContextWindow context) {
        return Skilled.free(ExtractiveAnswer.write(context.question(), context.passages()));
    }

    @Override
    public Skilled<ReplanDecision> replan(String objective, List<StepSummary> context) {
        return Skilled.free(CoverageReplanner.decide(objective, context));
    }

    @Override
    public Skilled<McSelection> select(Question question, String research) {
        return Skilled.free(EvidenceChoice.select(question, research));
    }
}
