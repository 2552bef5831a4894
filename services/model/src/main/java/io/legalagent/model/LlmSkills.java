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
import java.util.Objects;

/**
 * The seven skills on a language model. Each structured skill sends its reply schema and reads a reply
 * that fits it as it stands, one that breaks it with the lenient parser. An unusable reply never
 * fails the run: each skill falls back
 * the way the original agent did (screen → safe, classify → multi_hop, plan → the question itself,
 * rewrite → the question as the only query, replan → complete) and the failure is counted in the
 * usage. A model that cannot be reached is another matter: that surfaces as a ModelUnavailable, a
 * transient failure.
 */
final class LlmSkills implements SkillSuite {
    static final String UNUSABLE_SCREEN = "the screening reply could not be read; treated as safe";
    static final String UNUSABLE_REPLAN = "the replanning reply could not be read; completing with the evidence found";
    static final String UNUSABLE_SELECTION = "the selection reply named no answer choice";
    static final String UNUSABLE_SYNTHESIS = "The model returned no answer for this step.";

    private final SkillRunner runner;

    LlmSkills(SkillRunner runner) {
        this.runner = Objects.requireNonNull(runner, "runner");
    }

    @Override
    public Skilled<InjectionVerdict> screen(Question question) {
        // Fail open as the original did: a garbled reply is no evidence of an attack.
        return runner.run(
                Skill.DETECT_INJECTION,
                question.withChoices(),
                ReplyReader.of(ReplyShapes.Screen.class, ReplyShapes.Screen::value, Replies::verdict),
                () -> new InjectionVerdict(true, UNUSABLE_SCREEN));
    }

    @Override
    public Skilled<QueryType> classify(Question question) {
        return runner.run(
                Skill.CLASSIFY,
                question.withChoices(),
                ReplyReader.of(ReplyShapes.Classify.class, ReplyShapes.Classify::value, Replies::queryType),
                () -> QueryType.MULTI_HOP);
    }

    @Override
    public Skilled<List<PlannedStep>> plan(String objective, QueryType type) {
        return runner.run(
                Skill.PLAN,
                SkillInputs.plan(objective, type),
                ReplyReader.of(ReplyShapes.Plan.class, ReplyShapes.Plan::value, Replies::plan),
                () -> List.of(new PlannedStep(Replies.DEFAULT_PHASE, objective)));
    }

    @Override
    public Skilled<QuerySet> rewrite(String stepQuestion) {
        return runner.run(
                Skill.QUERY_REWRITE,
                stepQuestion,
                ReplyReader.of(ReplyShapes.Rewrite.class, ReplyShapes.Rewrite::value, Replies::querySet),
                () -> new QuerySet(stepQuestion.strip(), List.of()));
    }

    @Override
    public Skilled<String> synthesize(ContextWindow context) {
        return runner.run(
                Skill.SYNTHESIZE_AND_CITE,
                context.text(),
                ReplyReader.text(Replies::synthesis),
                () -> UNUSABLE_SYNTHESIS);
    }

    @Override
    public Skilled<ReplanDecision> replan(String objective, List<StepSummary> context) {
        return runner.run(
                Skill.REPLAN,
                SkillInputs.replan(objective, context),
                ReplyReader.of(ReplyShapes.Replan.class, ReplyShapes.Replan::value, Replies::replan),
                () -> ReplanDecision.complete(UNUSABLE_REPLAN));
    }

    @Override
    public Skilled<McSelection> select(Question question, String research) {
        return runner.run(
                Skill.MC_SELECT,
                SkillInputs.select(question.withChoices(), research),
                ReplyReader.of(ReplyShapes.Choice.class, ReplyShapes.Choice::value, Replies::selection),
                () -> McSelection.skipped(UNUSABLE_SELECTION));
    }
}
