package io.legalagent.contracts;

import static io.legalagent.contracts.Fixtures.evidence;
import static io.legalagent.contracts.Fixtures.full;
import static io.legalagent.contracts.Fixtures.step;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.RecordComponent;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class AgentStateTest {
    private static final Instant NOW = Instant.parse("2025-03-14T09:22:00Z");

    private static Object valueOf(RecordComponent component, AgentState state) {
        try {
            return component.getAccessor().invoke(state);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Asserts that exactly the named components differ between the two states. */
    private static void assertOnlyChanged(AgentState before, AgentState after, String... changed) {
        var names = Set.of(changed);
        for (var component : AgentState.class.getRecordComponents()) {
            var was = valueOf(component, before);
            var is = valueOf(component, after);
            if (names.contains(component.getName())) {
                assertThat(is).as(component.getName() + " changed").isNotEqualTo(was);
            } else {
                assertThat(is).as(component.getName() + " kept").isEqualTo(was);
            }
        }
        assertThat(Arrays.stream(AgentState.class.getRecordComponents()).map(RecordComponent::getName))
                .containsAll(names);
    }

    @Test
    void startOpensAnEmptyRunInProgress() {
        var question = Question.of("What is battery?");
        var state = AgentState.start("run-1", "request-1", question, NOW);

        assertThat(state.schemaVersion()).isEqualTo(SchemaVersion.CURRENT);
        assertThat(state.runId()).isEqualTo("run-1");
        assertThat(state.requestId()).isEqualTo("request-1");
        assertThat(state.question()).isEqualTo(question);
        assertThat(state.queryType()).isNull();
        assertThat(state.plan()).isEmpty();
        assertThat(state.accumulatedContext()).isEmpty();
        assertThat(state.iteration()).isZero();
        assertThat(state.status()).isEqualTo(RunStatus.IN_PROGRESS);
        assertThat(state.finished()).isFalse();
        assertThat(state.metrics()).isEqualTo(RunMetrics.EMPTY);
        assertThat(state.hops()).isZero();
        assertThat(state.trail()).isEmpty();
        assertThat(state.createdAt()).isEqualTo(NOW);
        assertThat(state.updatedAt()).isEqualTo(NOW);
    }

    @Test
    void constructorFillsDefaultsAndRefusesMissingEssentials() {
        var state = new AgentState(
                1,
                "run-1",
                null,
                Question.of("q"),
                null,
                null,
                null,
                0,
                null,
                null,
                null,
                null,
                RunStatus.IN_PROGRESS,
                null,
                null,
                0,
                null,
                null,
                null,
                null);

        assertThat(state.requestId()).isEqualTo("run-1");
        assertThat(state.plan()).isEmpty();
        assertThat(state.accumulatedContext()).isEmpty();
        assertThat(state.metrics()).isSameAs(RunMetrics.EMPTY);
        assertThat(state.trail()).isEmpty();
        assertThatNullPointerException()
                .isThrownBy(() -> AgentState.start(null, null, Question.of("q"), NOW))
                .withMessage("runId");
        assertThatNullPointerException()
                .isThrownBy(() -> AgentState.start("run-1", null, null, NOW))
                .withMessage("question");
        assertThatNullPointerException()
                .isThrownBy(() -> full().withStatus(null))
                .withMessage("status");
    }

    @Test
    void withQueryTypeChangesOnlyTheQueryType() {
        var before = full();
        assertOnlyChanged(before, before.withQueryType(QueryType.SIMPLE), "queryType");
    }

    @Test
    void withPlanChangesOnlyThePlan() {
        var before = full();
        var plan = List.of(PlanStep.pending(7, "rule", "Another question?"));
        var after = before.withPlan(plan);

        assertOnlyChanged(before, after, "plan");
        assertThat(after.plan()).isEqualTo(plan);
    }

    @Test
    void withStepReplacesTheStepWithTheSameIdInPlace() {
        var before = full();
        var replacement = before.plan().get(1).executed(Fixtures.execution(0.75, evidence("p9", "text")));
        var after = before.withStep(replacement);

        assertOnlyChanged(before, after, "plan");
        assertThat(after.plan()).containsExactly(before.plan().get(0), replacement);
        assertThat(before.withStep(PlanStep.pending(42, "rule", "Unknown?"))).isEqualTo(before);
    }

    @Test
    void withStepAddedAppendsTheStep() {
        var before = full();
        var added = PlanStep.pending(before.nextStepId(), "next_step", "A third question?");
        var after = before.withStepAdded(added);

        assertOnlyChanged(before, after, "plan");
        assertThat(after.plan())
                .containsExactly(before.plan().get(0), before.plan().get(1), added);
    }

    @Test
    void withEvaluationChangesPlanContextAndIteration() {
        var before = full();
        var judged = List.of(before.plan().get(0), step(2, StepStatus.FAILED, evidence("p2", "text")));
        var context = List.of(new StepSummary(2, "Step question 2?", "Answer", 0.4, StepStatus.FAILED));
        var after = before.withEvaluation(judged, context, 2);

        assertOnlyChanged(before, after, "plan", "accumulatedContext", "iteration");
        assertThat(after.plan()).isEqualTo(judged);
        assertThat(after.accumulatedContext()).isEqualTo(context);
        assertThat(after.iteration()).isEqualTo(2);
    }

    @Test
    void withInjectionChangesOnlyTheVerdict() {
        var before = full();
        var after = before.withInjection(new InjectionVerdict(false, "asks to ignore instructions"));

        assertOnlyChanged(before, after, "injection");
        assertThat(after.injection().safe()).isFalse();
    }

    @Test
    void withMemoryHitAlsoTakesTheCachedAnswerAsFinalAnswer() {
        var before = full();
        var hit = new MemoryHit("A similar question?", "The cached research.", 0.97, "run-0");
        var after = before.withMemoryHit(hit);

        assertOnlyChanged(before, after, "memoryHit", "finalAnswer");
        assertThat(after.memoryHit()).isEqualTo(hit);
        assertThat(after.finalAnswer()).isEqualTo("The cached research.");
    }

    @Test
    void withFinalAnswerChangesOnlyTheAnswer() {
        var before = full();
        var after = before.withFinalAnswer("## Research\n\nA new answer [Query 1][Source 1].");

        assertOnlyChanged(before, after, "finalAnswer");
    }

    @Test
    void withMcSelectionChangesOnlyTheSelection() {
        var before = full();
        var after = before.withMcSelection(McSelection.skipped("research was not usable"));

        assertOnlyChanged(before, after, "mcSelection");
        assertThat(after.mcSelection().selected()).isFalse();
        assertThat(after.mcSelection().skippedBecause()).isEqualTo("research was not usable");
    }

    @Test
    void withStatusChangesOnlyTheStatus() {
        var before = full();
        var after = before.withStatus(RunStatus.ANSWERED);

        assertOnlyChanged(before, after, "status");
        assertThat(after.finished()).isTrue();
    }

    @Test
    void withErrorSetsStatusAndError() {
        var before = full();
        var cause = new RunError(ErrorKind.ADVERSARIAL_INPUT, "guard", "asks to reveal the system prompt");
        var after = before.withError(RunStatus.REJECTED, cause);

        assertOnlyChanged(before, after, "status", "error");
        assertThat(after.status()).isEqualTo(RunStatus.REJECTED);
        assertThat(after.error()).isEqualTo(cause);
    }

    @Test
    void withMetricsAndUsedModelChangeOnlyTheMetrics() {
        var before = full();
        var replaced = before.withMetrics(RunMetrics.EMPTY.visited("planner", 30));
        var used = before.usedModel("guard", Fixtures.usage(2));

        assertOnlyChanged(before, replaced, "metrics");
        assertOnlyChanged(before, used, "metrics");
        assertThat(used.metrics().nodes()).singleElement().satisfies(guard -> {
            assertThat(guard.visits()).isEqualTo(1);
            assertThat(guard.model().calls()).isEqualTo(3);
        });
    }

    @Test
    void afterHopCountsTheHopAppendsTheTrailTimesTheNodeAndStampsTheUpdate() {
        var before = full();
        var hop = new Hop("planner", "PLANNED", Topics.EXECUTOR);
        var after = before.afterHop(hop, 120, NOW);

        assertOnlyChanged(before, after, "metrics", "hops", "trail", "updatedAt");
        assertThat(after.hops()).isEqualTo(before.hops() + 1);
        assertThat(after.trail())
                .hasSize(3)
                .endsWith(hop)
                .startsWith(before.trail().toArray(Hop[]::new));
        assertThat(after.updatedAt()).isEqualTo(NOW);
        assertThat(after.createdAt()).isEqualTo(Fixtures.CREATED);
        assertThat(after.metrics().nodes())
                .extracting(NodeMetrics::node, NodeMetrics::visits, NodeMetrics::millis)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple("guard", 1, 5L),
                        org.assertj.core.groups.Tuple.tuple("planner", 1, 120L));

        var again = after.afterHop(new Hop("planner", "PLANNED", Topics.EXECUTOR), 80, NOW.plusSeconds(1));
        assertThat(again.hops()).isEqualTo(before.hops() + 2);
        assertThat(again.metrics().nodes().get(1).visits()).isEqualTo(2);
        assertThat(again.metrics().nodes().get(1).millis()).isEqualTo(200);
        assertThat(before.trail()).hasSize(2);
        assertThat(before.hops()).isEqualTo(2);
    }

    @Test
    void reportedStepsAreTheCompletedStepsInPlanOrder() {
        var state = full().withPlan(List.of(
                step(1, StepStatus.COMPLETED, evidence("a", "a")),
                step(2, StepStatus.FAILED, evidence("b", "b")),
                step(3, StepStatus.COMPLETED, evidence("c", "c")),
                step(4, StepStatus.PENDING)));

        assertThat(state.reportedSteps()).extracting(PlanStep::id).containsExactly(1, 3);
    }

    @Test
    void withoutCompletedStepsEveryExecutedStepIsReported() {
        var state = full().withPlan(List.of(
                step(1, StepStatus.FAILED, evidence("a", "a")),
                step(2, StepStatus.PENDING),
                step(3, StepStatus.EXECUTED, evidence("c", "c")),
                new PlanStep(4, "rule", "Judged without running?", StepStatus.FAILED, null)));

        assertThat(state.reportedSteps()).extracting(PlanStep::id).containsExactly(1, 3);
        assertThat(full().withPlan(List.of(step(1, StepStatus.PENDING))).reportedSteps())
                .isEmpty();
        assertThat(full().withPlan(List.of()).reportedSteps()).isEmpty();
    }

    @Test
    void nextStepIdFollowsTheHighestIdInUse() {
        assertThat(full().withPlan(List.of()).nextStepId()).isEqualTo(1);
        assertThat(full().nextStepId()).isEqualTo(3);
        assertThat(full().withPlan(List.of(step(5, StepStatus.FAILED), step(2, StepStatus.PENDING)))
                        .nextStepId())
                .isEqualTo(6);
    }

    @Test
    void firstPendingAndCountReadThePlan() {
        var state = full().withPlan(List.of(
                step(1, StepStatus.COMPLETED, evidence("a", "a")),
                step(2, StepStatus.FAILED, evidence("b", "b")),
                step(3, StepStatus.PENDING),
                step(4, StepStatus.PENDING)));

        assertThat(state.firstPending()).map(PlanStep::id).contains(3);
        assertThat(state.count(StepStatus.PENDING)).isEqualTo(2);
        assertThat(state.count(StepStatus.COMPLETED)).isEqualTo(1);
        assertThat(state.count(StepStatus.EXECUTED)).isZero();
        assertThat(full().withPlan(List.of(step(1, StepStatus.COMPLETED))).firstPending())
                .isEmpty();
    }

    @Test
    void finishedOnceTheStatusIsFinal() {
        assertThat(full().finished()).isFalse();
        for (var status : List.of(RunStatus.ANSWERED, RunStatus.REJECTED, RunStatus.FAILED)) {
            assertThat(full().withStatus(status).finished()).as(status.name()).isTrue();
        }
    }

    @Test
    void listsAreCopiedAndCannotBeChanged() {
        var plan = new ArrayList<>(List.of(step(1, StepStatus.PENDING)));
        var context = new ArrayList<>(List.of(new StepSummary(1, "q", "a", 0.9, StepStatus.COMPLETED)));
        var trail = new ArrayList<>(List.of(new Hop("guard", "SAFE", Topics.CLASSIFIER)));
        var state = new AgentState(
                1,
                "run-1",
                "r",
                Question.of("q"),
                null,
                plan,
                context,
                0,
                null,
                null,
                null,
                null,
                RunStatus.IN_PROGRESS,
                null,
                RunMetrics.EMPTY,
                1,
                trail,
                null,
                NOW,
                NOW);

        plan.add(step(2, StepStatus.PENDING));
        context.clear();
        trail.add(new Hop("classifier", "CLASSIFIED", Topics.PLANNER));

        assertThat(state.plan()).hasSize(1);
        assertThat(state.accumulatedContext()).hasSize(1);
        assertThat(state.trail()).hasSize(1);
        assertThatThrownBy(() -> state.plan().add(step(3, StepStatus.PENDING)))
                .isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> state.accumulatedContext().clear()).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> state.trail().remove(0)).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> state.question().choices().add(new Choice("A", "a")))
                .isInstanceOf(UnsupportedOperationException.class);

        var steps = new ArrayList<>(List.of(step(1, StepStatus.PENDING)));
        var planned = state.withPlan(steps);
        steps.clear();
        assertThat(planned.plan()).hasSize(1);
        assertThatThrownBy(() -> planned.plan().clear()).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void withersLeaveTheOriginalUntouched() {
        var before = full();
        var copy = full();

        before.withStepAdded(PlanStep.pending(3, "rule", "q"));
        before.afterHop(new Hop("planner", "PLANNED", Topics.EXECUTOR), 10, NOW);
        before.usedModel("planner", Fixtures.usage(1));
        before.withError(RunStatus.FAILED, new RunError(ErrorKind.HOP_LIMIT, null, "too many hops"));

        assertThat(before).isEqualTo(copy);
    }
}
