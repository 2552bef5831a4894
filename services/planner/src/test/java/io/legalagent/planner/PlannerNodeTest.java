package io.legalagent.planner;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Answer;
import io.legalagent.contracts.Choice;
import io.legalagent.contracts.MemoryHit;
import io.legalagent.contracts.ModelUsage;
import io.legalagent.contracts.PlanStep;
import io.legalagent.contracts.QueryType;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.StepStatus;
import io.legalagent.contracts.review.Review;
import io.legalagent.contracts.review.ReviewAction;
import io.legalagent.contracts.review.ReviewDecision;
import io.legalagent.contracts.review.ReviewKind;
import io.legalagent.contracts.review.ReviewRequest;
import io.legalagent.contracts.review.ReviewRound;
import io.legalagent.contracts.route.PlannerRoute;
import io.legalagent.ports.PlanSkill;
import io.legalagent.ports.PlannedStep;
import io.legalagent.ports.QaMemory;
import io.legalagent.ports.Skilled;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class PlannerNodeTest {
    private static final ModelUsage ONE_CALL = new ModelUsage(1, 200, 80, 50, 20, 0, 7);
    private static final Question CHOICE_QUESTION = new Question(
            "Guard fires at a robber and hits a bystander. Battery?",
            List.of(new Choice("A", "Yes"), new Choice("B", "No")));

    /** QA memory that remembers what it was asked and knows one answer, or none. */
    private static final class Memory implements QaMemory {
        final List<String> lookups = new ArrayList<>();
        final MemoryHit hit;

        Memory(MemoryHit hit) {
            this.hit = hit;
        }

        @Override
        public Optional<MemoryHit> lookup(String question) {
            lookups.add(question);
            return Optional.ofNullable(hit);
        }

        @Override
        public boolean remember(Answer signed) {
            throw new AssertionError("the planner never writes memory");
        }
    }

    /** A plan skill that records its arguments and proposes fixed steps. */
    private static final class Planner implements PlanSkill {
        final List<String> objectives = new ArrayList<>();
        final List<QueryType> types = new ArrayList<>();
        final List<PlannedStep> steps;

        Planner(PlannedStep... steps) {
            this.steps = Arrays.asList(steps);
        }

        @Override
        public Skilled<List<PlannedStep>> plan(String objective, QueryType type) {
            objectives.add(objective);
            types.add(type);
            return new Skilled<>(steps, ONE_CALL);
        }
    }

    private static AgentState state(QueryType type) {
        return AgentState.start("run-1", null, CHOICE_QUESTION, Instant.EPOCH).withQueryType(type);
    }

    @Test
    void aMemoryHitOnAQuestionWithoutChoicesGoesStraightToMemory() {
        var hit = new MemoryHit("What is battery?", "Cached research.", 0.97, "run-0");
        var open = AgentState.start("run-2", null, Question.of("What is battery?"), Instant.EPOCH)
                .withQueryType(QueryType.SIMPLE);

        var result = new PlannerNode(new Memory(hit), new Planner()).apply(open);

        assertThat(result.route()).isEqualTo(PlannerRoute.CACHE_HIT);
        assertThat(result.route().topic().topicName()).isEqualTo("agent.memory");
    }

    @Test
    void aMemoryHitSkipsPlanningAndAChoiceQuestionGoesOnToTheSelector() {
        var hit = new MemoryHit("Battery?", "Cached research.", 0.97, "run-0");
        var memory = new Memory(hit);
        var planner = new Planner(new PlannedStep("rule", "unused"));

        var result = new PlannerNode(memory, planner).apply(state(QueryType.MULTI_HOP));

        assertThat(result.route()).isEqualTo(PlannerRoute.CACHE_HIT_SELECT);
        assertThat(result.route().topic().topicName()).isEqualTo("agent.mc-selector");
        assertThat(result.state().research().memoryHit()).isEqualTo(hit);
        assertThat(result.state().outcome().finalAnswer()).isEqualTo("Cached research.");
        assertThat(result.state().research().plan()).isEmpty();
        assertThat(planner.objectives).isEmpty();
        assertThat(result.state().telemetry().metrics().llmCalls()).isZero();
        // Keyed on the question with its choices: the same facts with other choices ask something else.
        assertThat(memory.lookups).containsExactly(CHOICE_QUESTION.withChoices());
    }

    @Test
    void aPlannedRunCarriesNoQuestionEmbedding() {
        // QA memory is written from the signed answer, which the memory service embeds itself.
        var planned = new PlannerNode(new Memory(null), new Planner(new PlannedStep("rule", "What is battery?")))
                .apply(state(QueryType.SIMPLE));

        assertThat(planned.route()).isEqualTo(PlannerRoute.PLANNED);
        assertThat(planned.state().intake().questionEmbedding()).isNull();
    }

    @Test
    void aSimplePlanKeepsEveryStepNumberedFromOneWithoutTheChoices() {
        var planner =
                new Planner(new PlannedStep("rule", "What is battery?"), new PlannedStep("defence", "Self-defence?"));

        var result = new PlannerNode(new Memory(null), planner).apply(state(QueryType.SIMPLE));

        assertThat(result.route()).isEqualTo(PlannerRoute.PLANNED);
        assertThat(result.state().research().plan())
                .containsExactly(
                        PlanStep.pending(1, "rule", "What is battery?"),
                        PlanStep.pending(2, "defence", "Self-defence?"));
        assertThat(result.state().research().plan()).allMatch(s -> s.status() == StepStatus.PENDING);
        assertThat(planner.objectives).containsExactly(CHOICE_QUESTION.text());
        assertThat(planner.types).containsExactly(QueryType.SIMPLE);
        assertThat(result.state().telemetry().metrics().model()).isEqualTo(ONE_CALL);
    }

    @Test
    void aMultiHopPlanKeepsOnlyItsFirstUsableStep() {
        var planner = new Planner(
                new PlannedStep("rule", "  "),
                new PlannedStep("rule", "What is battery?"),
                new PlannedStep("defence", "Self-defence?"));

        var result = new PlannerNode(new Memory(null), planner).apply(state(QueryType.MULTI_HOP));

        assertThat(result.state().research().plan()).containsExactly(PlanStep.pending(1, "rule", "What is battery?"));
    }

    @Test
    void anEmptyPlanFallsBackToResearchingTheQuestion() {
        var planner = new Planner(new PlannedStep("rule", ""), new PlannedStep("rule", null), null);

        var result = new PlannerNode(new Memory(null), planner).apply(state(QueryType.SIMPLE));

        assertThat(result.route()).isEqualTo(PlannerRoute.PLANNED);
        assertThat(result.state().research().plan())
                .containsExactly(PlanStep.pending(1, PlannerNode.FALLBACK_PHASE, CHOICE_QUESTION.text()));
    }

    @Test
    void anUnclassifiedQuestionIsPlannedAsMultiHop() {
        var planner =
                new Planner(new PlannedStep("rule", "What is battery?"), new PlannedStep("defence", "Self-defence?"));

        var result = new PlannerNode(new Memory(null), planner).apply(state(null));

        assertThat(planner.types).containsExactly(QueryType.MULTI_HOP);
        assertThat(result.state().research().plan()).hasSize(1);
    }

    @Test
    void aQuestionWithAFrozenContextIsPlannedWithoutAskingMemory() {
        var memory = new Memory(new MemoryHit("Battery?", "Cached research.", 0.97, "run-0"));
        var frozen = state(QueryType.SIMPLE)
                .withFrozenContext(new io.legalagent.contracts.FrozenContext(
                        "b".repeat(64), null, "q-1", null, "calibrated", 0.9, List.of()));

        var result = new PlannerNode(memory, new Planner(new PlannedStep("rule", "What is battery?"))).apply(frozen);

        assertThat(result.route()).isEqualTo(PlannerRoute.PLANNED);
        assertThat(memory.lookups).isEmpty();
        assertThat(result.state().research().plan()).hasSize(1);
        assertThat(result.state().intake().questionEmbedding()).isNull();
    }

    private static final ReviewRequest PLAN_REVIEW = new ReviewRequest(true, false);

    @Test
    void aFreshPlanOfARunThatAskedForPlanReviewGoesToTheReviewer() {
        var planner = new Planner(new PlannedStep("rule", "What is battery?"));
        var asked = state(QueryType.SIMPLE).withReview(Review.requested(PLAN_REVIEW));

        var result = new PlannerNode(new Memory(null), planner).apply(asked);

        assertThat(result.route()).isEqualTo(PlannerRoute.REVIEW_PLAN);
        assertThat(result.route().topic().topicName()).isEqualTo("agent.reviewer");
        // The plan is set and nothing else: the reviewer opens the round.
        assertThat(result.state().research().plan()).containsExactly(PlanStep.pending(1, "rule", "What is battery?"));
        assertThat(result.state().review()).isEqualTo(asked.review());
    }

    @Test
    void aRunThatAskedOnlyForAnswerReviewIsPlannedAsBefore() {
        var planner = new Planner(new PlannedStep("rule", "What is battery?"));
        var asked = state(QueryType.SIMPLE).withReview(Review.requested(new ReviewRequest(false, true)));

        assertThat(new PlannerNode(new Memory(null), planner).apply(asked).route())
                .isEqualTo(PlannerRoute.PLANNED);
    }

    @Test
    void aPlanAlreadyReviewedIsNotReviewedAgain() {
        var planner = new Planner(new PlannedStep("rule", "What is battery?"));
        var round = new ReviewRound("run-1/1", ReviewKind.PLAN, Instant.EPOCH, List.of("What is battery?"), null, null);
        var decision = new ReviewDecision(
                1, "d-1", "run-1", "run-1/1", ReviewAction.APPROVE, null, null, null, null, null, Instant.EPOCH, true);
        var reviewed = state(QueryType.SIMPLE)
                .withReview(Review.requested(PLAN_REVIEW).opened(round).decided(decision));

        assertThat(new PlannerNode(new Memory(null), planner).apply(reviewed).route())
                .isEqualTo(PlannerRoute.PLANNED);
    }

    @Test
    void anAnswerFromQaMemoryHasNoPlanToReview() {
        var hit = new MemoryHit("What is battery?", "Cached research.", 0.97, "run-0");
        var open = AgentState.start("run-2", null, Question.of("What is battery?"), Instant.EPOCH)
                .withQueryType(QueryType.SIMPLE)
                .withReview(Review.requested(new ReviewRequest(true, true)));
        var choices = state(QueryType.SIMPLE).withReview(Review.requested(PLAN_REVIEW));

        assertThat(new PlannerNode(new Memory(hit), new Planner()).apply(open).route())
                .isEqualTo(PlannerRoute.CACHE_HIT);
        assertThat(new PlannerNode(new Memory(hit), new Planner())
                        .apply(choices)
                        .route())
                .isEqualTo(PlannerRoute.CACHE_HIT_SELECT);
    }
}
