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
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class AgentStateTest {
    private static final Instant NOW = Instant.parse("2025-03-14T09:22:00Z");

    private static Object valueOf(RecordComponent component, Object record) {
        try {
            return component.getAccessor().invoke(record);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Every value of a state by its name: the components of its parts, and the schema version. */
    private static java.util.Map<String, Object> leaves(AgentState state) {
        var leaves = new java.util.TreeMap<String, Object>();
        for (var part : AgentState.class.getRecordComponents()) {
            Object value = valueOf(part, state);
            if (value != null && value.getClass().isRecord()) {
                for (var leaf : value.getClass().getRecordComponents()) {
                    leaves.put(leaf.getName(), String.valueOf(valueOf(leaf, value)));
                }
            } else {
                leaves.put(part.getName(), String.valueOf(value));
            }
        }
        return leaves;
    }

    /** Asserts that exactly the named values differ between the two states, whichever part holds them. */
    private static void assertOnlyChanged(AgentState before, AgentState after, String... changed) {
        var names = Set.of(changed);
        var was = leaves(before);
        var is = leaves(after);
        assertThat(was.keySet()).containsAll(names);
        was.forEach((name, value) -> {
            if (names.contains(name)) {
                assertThat(is.get(name)).as(name + " changed").isNotEqualTo(value);
            } else {
                assertThat(is.get(name)).as(name + " kept").isEqualTo(value);
            }
        });
    }

    @Test
    void startOpensAnEmptyRunInProgress() {
        var question = Question.of("What is battery?");
        var state = AgentState.start("run-1", "request-1", question, NOW);

        assertThat(state.schemaVersion()).isEqualTo(SchemaVersion.ENVELOPE);
        assertThat(state.runId()).isEqualTo("run-1");
        assertThat(state.requestId()).isEqualTo("request-1");
        assertThat(state.question()).isEqualTo(question);
        assertThat(state.intake().queryType()).isNull();
        assertThat(state.research().plan()).isEmpty();
        assertThat(state.research().accumulatedContext()).isEmpty();
        assertThat(state.research().iteration()).isZero();
        assertThat(state.status()).isEqualTo(RunStatus.IN_PROGRESS);
        assertThat(state.finished()).isFalse();
        assertThat(state.telemetry().metrics()).isEqualTo(RunMetrics.EMPTY);
        assertThat(state.telemetry().hops()).isZero();
        assertThat(state.telemetry().trail()).isEmpty();
        assertThat(state.intake().createdAt()).isEqualTo(NOW);
        assertThat(state.telemetry().updatedAt()).isEqualTo(NOW);
    }

    @Test
    void constructorFillsDefaultsAndRefusesMissingEssentials() {
        var state = new AgentState(
                1,
                new Intake("run-1", null, Question.of("q"), null),
                new Research(null, null, 0, null, null),
                new Outcome(RunStatus.IN_PROGRESS, null, null, null, null),
                new Telemetry(null, 0, null, null));

        assertThat(state.requestId()).isEqualTo("run-1");
        assertThat(state.research().plan()).isEmpty();
        assertThat(state.research().accumulatedContext()).isEmpty();
        assertThat(state.telemetry().metrics()).isSameAs(RunMetrics.EMPTY);
        assertThat(state.telemetry().trail()).isEmpty();
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
        assertThat(after.research().plan()).isEqualTo(plan);
    }

    @Test
    void withStepReplacesTheStepWithTheSameIdInPlace() {
        var before = full();
        var replacement = before.research().plan().get(1).executed(Fixtures.execution(0.75, evidence("p9", "text")));
        var after = before.withStep(replacement);

        assertOnlyChanged(before, after, "plan");
        assertThat(after.research().plan())
                .containsExactly(before.research().plan().get(0), replacement);
        assertThat(before.withStep(PlanStep.pending(42, "rule", "Unknown?"))).isEqualTo(before);
    }

    @Test
    void withStepAddedAppendsTheStep() {
        var before = full();
        var added = PlanStep.pending(before.research().nextStepId(), "next_step", "A third question?");
        var after = before.withStepAdded(added);

        assertOnlyChanged(before, after, "plan");
        assertThat(after.research().plan())
                .containsExactly(
                        before.research().plan().get(0),
                        before.research().plan().get(1),
                        added);
    }

    @Test
    void withEvaluationChangesPlanContextAndIteration() {
        var before = full();
        var judged = List.of(before.research().plan().get(0), step(2, StepStatus.FAILED, evidence("p2", "text")));
        var context = List.of(new StepSummary(2, "Step question 2?", "Answer", 0.4, StepStatus.FAILED));
        var after = before.withEvaluation(judged, context, 2);

        assertOnlyChanged(before, after, "plan", "accumulatedContext", "iteration");
        assertThat(after.research().plan()).isEqualTo(judged);
        assertThat(after.research().accumulatedContext()).isEqualTo(context);
        assertThat(after.research().iteration()).isEqualTo(2);
    }

    @Test
    void withInjectionChangesOnlyTheVerdict() {
        var before = full();
        var after = before.withInjection(new InjectionVerdict(false, "asks to ignore instructions"));

        assertOnlyChanged(before, after, "injection");
        assertThat(after.intake().injection().safe()).isFalse();
    }

    @Test
    void withMemoryHitAlsoTakesTheCachedAnswerAsFinalAnswer() {
        var before = full();
        var hit = new MemoryHit("A similar question?", "The cached research.", 0.97, "run-0");
        var after = before.withMemoryHit(hit);

        assertOnlyChanged(before, after, "memoryHit", "finalAnswer");
        assertThat(after.research().memoryHit()).isEqualTo(hit);
        assertThat(after.outcome().finalAnswer()).isEqualTo("The cached research.");
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
        assertThat(after.outcome().mcSelection().selected()).isFalse();
        assertThat(after.outcome().mcSelection().skippedBecause()).isEqualTo("research was not usable");
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
        assertThat(after.outcome().error()).isEqualTo(cause);
    }

    @Test
    void withMetricsAndUsedModelChangeOnlyTheMetrics() {
        var before = full();
        var replaced = before.withMetrics(RunMetrics.EMPTY.visited("planner", 30));
        var used = before.usedModel("guard", Fixtures.usage(2));

        assertOnlyChanged(before, replaced, "metrics");
        assertOnlyChanged(before, used, "metrics");
        assertThat(used.telemetry().metrics().nodes()).singleElement().satisfies(guard -> {
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
        assertThat(after.telemetry().hops()).isEqualTo(before.telemetry().hops() + 1);
        assertThat(after.telemetry().trail())
                .hasSize(3)
                .endsWith(hop)
                .startsWith(before.telemetry().trail().toArray(Hop[]::new));
        assertThat(after.telemetry().updatedAt()).isEqualTo(NOW);
        assertThat(after.intake().createdAt()).isEqualTo(Fixtures.CREATED);
        assertThat(after.telemetry().metrics().nodes())
                .extracting(NodeMetrics::node, NodeMetrics::visits, NodeMetrics::millis)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple("guard", 1, 5L),
                        org.assertj.core.groups.Tuple.tuple("planner", 1, 120L));

        var again = after.afterHop(new Hop("planner", "PLANNED", Topics.EXECUTOR), 80, NOW.plusSeconds(1));
        assertThat(again.telemetry().hops()).isEqualTo(before.telemetry().hops() + 2);
        assertThat(again.telemetry().metrics().nodes().get(1).visits()).isEqualTo(2);
        assertThat(again.telemetry().metrics().nodes().get(1).millis()).isEqualTo(200);
        assertThat(before.telemetry().trail()).hasSize(2);
        assertThat(before.telemetry().hops()).isEqualTo(2);
    }

    @Test
    void reportedStepsAreTheCompletedStepsInPlanOrder() {
        var state = full().withPlan(List.of(
                step(1, StepStatus.COMPLETED, evidence("a", "a")),
                step(2, StepStatus.FAILED, evidence("b", "b")),
                step(3, StepStatus.COMPLETED, evidence("c", "c")),
                step(4, StepStatus.PENDING)));

        assertThat(state.research().reportedSteps()).extracting(PlanStep::id).containsExactly(1, 3);
    }

    @Test
    void withoutCompletedStepsEveryExecutedStepIsReported() {
        var state = full().withPlan(List.of(
                step(1, StepStatus.FAILED, evidence("a", "a")),
                step(2, StepStatus.PENDING),
                step(3, StepStatus.EXECUTED, evidence("c", "c")),
                new PlanStep(4, "rule", "Judged without running?", StepStatus.FAILED, null)));

        assertThat(state.research().reportedSteps()).extracting(PlanStep::id).containsExactly(1, 3);
        assertThat(full().withPlan(List.of(step(1, StepStatus.PENDING)))
                        .research()
                        .reportedSteps())
                .isEmpty();
        assertThat(full().withPlan(List.of()).research().reportedSteps()).isEmpty();
    }

    @Test
    void nextStepIdFollowsTheHighestIdInUse() {
        assertThat(full().withPlan(List.of()).research().nextStepId()).isEqualTo(1);
        assertThat(full().research().nextStepId()).isEqualTo(3);
        assertThat(full().withPlan(List.of(step(5, StepStatus.FAILED), step(2, StepStatus.PENDING)))
                        .research()
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

        assertThat(state.research().firstPending()).map(PlanStep::id).contains(3);
        assertThat(state.research().count(StepStatus.PENDING)).isEqualTo(2);
        assertThat(state.research().count(StepStatus.COMPLETED)).isEqualTo(1);
        assertThat(state.research().count(StepStatus.EXECUTED)).isZero();
        assertThat(full().withPlan(List.of(step(1, StepStatus.COMPLETED)))
                        .research()
                        .firstPending())
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
                new Intake("run-1", "r", Question.of("q"), NOW),
                new Research(plan, context, 0, null, null),
                new Outcome(RunStatus.IN_PROGRESS, null, null, null, null),
                new Telemetry(RunMetrics.EMPTY, 1, trail, NOW));

        plan.add(step(2, StepStatus.PENDING));
        context.clear();
        trail.add(new Hop("classifier", "CLASSIFIED", Topics.PLANNER));

        assertThat(state.research().plan()).hasSize(1);
        assertThat(state.research().accumulatedContext()).hasSize(1);
        assertThat(state.telemetry().trail()).hasSize(1);
        assertThatThrownBy(() -> state.research().plan().add(step(3, StepStatus.PENDING)))
                .isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> state.research().accumulatedContext().clear())
                .isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> state.telemetry().trail().remove(0)).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> state.question().choices().add(new Choice("A", "a")))
                .isInstanceOf(UnsupportedOperationException.class);

        var steps = new ArrayList<>(List.of(step(1, StepStatus.PENDING)));
        var planned = state.withPlan(steps);
        steps.clear();
        assertThat(planned.research().plan()).hasSize(1);
        assertThatThrownBy(() -> planned.research().plan().clear()).isInstanceOf(UnsupportedOperationException.class);
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
