package io.legalagent.executor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Choice;
import io.legalagent.contracts.Degradation;
import io.legalagent.contracts.DegradationKind;
import io.legalagent.contracts.Evidence;
import io.legalagent.contracts.FrozenContext;
import io.legalagent.contracts.FrozenPassage;
import io.legalagent.contracts.ModelOutput;
import io.legalagent.contracts.ModelUsage;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.PlanStep;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.ReplyReading;
import io.legalagent.contracts.Sha256;
import io.legalagent.contracts.StepExecution;
import io.legalagent.contracts.StepStatus;
import io.legalagent.contracts.route.ExecutorRoute;
import io.legalagent.ports.ContextWindow;
import io.legalagent.ports.QuerySet;
import io.legalagent.ports.Retrieval;
import io.legalagent.ports.Retriever;
import io.legalagent.ports.RewriteSkill;
import io.legalagent.ports.Skilled;
import io.legalagent.ports.SynthesizeSkill;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class ExecutorNodeTest {
    private static final ModelUsage REWRITE_CALL = new ModelUsage(1, 100, 60, 0, 0, 0, 3);
    private static final ModelUsage SYNTHESIS_CALL = new ModelUsage(1, 900, 300, 0, 0, 1, 9);

    private final List<String> rewritten = new ArrayList<>();
    private final List<QuerySet> searched = new ArrayList<>();
    private final List<Set<String>> exclusions = new ArrayList<>();
    private final List<List<Evidence>> synthesized = new ArrayList<>();

    private final RewriteSkill rewrite = question -> {
        rewritten.add(question);
        return new Skilled<>(new QuerySet(question + " primary", List.of("alt one", "alt two")), REWRITE_CALL);
    };
    private final SynthesizeSkill synthesize = context -> {
        synthesized.add(context.passages());
        return new Skilled<>(
                "Answer to " + context.question() + " [Source 1].", SYNTHESIS_CALL, "raw reply", ReplyReading.TEXT);
    };

    private Retriever retrieving(Retrieval retrieval) {
        return new Retriever() {
            @Override
            public Retrieval retrieve(QuerySet queries, Set<String> excluded) {
                searched.add(queries);
                exclusions.add(excluded);
                return retrieval;
            }

            @Override
            public int topK() {
                return 5;
            }
        };
    }

    private static Evidence passage(String id) {
        return new Evidence(id, "text of " + id, "caselaw", 0.8, "sha-" + id);
    }

    private static PlanStep done(int id, StepStatus verdict, String... passageIds) {
        var evidence = Arrays.stream(passageIds).map(ExecutorNodeTest::passage).toList();
        var execution = new StepExecution(List.of("q"), evidence, "answer", 0.8, 10, 0);
        return PlanStep.pending(id, "research", "step " + id)
                .executed(execution)
                .judged(verdict);
    }

    private static AgentState withPlan(PlanStep... steps) {
        return AgentState.start("run-1", null, Question.of("Battery?"), Instant.EPOCH)
                .withPlan(List.of(steps));
    }

    @Test
    void executesTheFirstPendingStepExcludingPassagesOfOtherSteps() {
        var found = new Retrieval(List.of(passage("p7"), passage("p8")), 0.77, 14, 3);
        var node = new ExecutorNode(rewrite, retrieving(found), synthesize, ExecutorSettings.defaults());
        var state = withPlan(
                done(1, StepStatus.COMPLETED, "p1", "p2"),
                done(2, StepStatus.FAILED, "p3"),
                PlanStep.pending(3, "next_step", "Is self-defence a defence?"),
                PlanStep.pending(4, "next_step", "Later step"));

        var result = node.apply(state);

        assertThat(result.route()).isEqualTo(ExecutorRoute.EXECUTED);
        assertThat(rewritten).containsExactly("Is self-defence a defence?");
        assertThat(exclusions).containsExactly(Set.of("p1", "p2", "p3"));
        assertThat(synthesized).containsExactly(found.passages());
        var step = result.state().research().plan().get(2);
        assertThat(step.status()).isEqualTo(StepStatus.EXECUTED);
        assertThat(step.execution())
                .isEqualTo(new StepExecution(
                        List.of("Is self-defence a defence? primary", "alt one", "alt two"),
                        found.passages(),
                        "Answer to Is self-defence a defence? [Source 1].",
                        0.77,
                        14,
                        3,
                        List.of("p1", "p2", "p3"),
                        ContextWindow.of("Is self-defence a defence?", found.passages())
                                .sha256()));
        assertThat(result.state().research().log().outputs())
                .extracting(ModelOutput::skill, ModelOutput::stepId, ModelOutput::output, ModelOutput::replySha256)
                .containsExactly(
                        tuple(
                                RewriteSkill.SKILL,
                                3,
                                String.valueOf(new QuerySet(
                                        "Is self-defence a defence? primary", List.of("alt one", "alt two"))),
                                null),
                        tuple(
                                SynthesizeSkill.SKILL,
                                3,
                                "Answer to Is self-defence a defence? [Source 1].",
                                Sha256.hex("raw reply")));
        assertThat(result.state().research().plan().get(3).status()).isEqualTo(StepStatus.PENDING);
        assertThat(result.state().telemetry().metrics().model()).isEqualTo(REWRITE_CALL.plus(SYNTHESIS_CALL));
        assertThat(result.state().telemetry().metrics().nodes()).singleElement().satisfies(m -> assertThat(m.node())
                .isEqualTo(NodeName.EXECUTOR.id()));
    }

    @Test
    void aStepWithoutPassagesIsAnsweredWithoutSynthesisAndZeroConfidence() {
        var node = new ExecutorNode(
                rewrite, retrieving(new Retrieval(List.of(), 0.55, 0, 0)), synthesize, ExecutorSettings.defaults());

        var result = node.apply(withPlan(PlanStep.pending(1, "research", "What is battery?")));

        var execution = result.state().research().plan().get(0).execution();
        assertThat(execution.answer()).isEqualTo(ExecutorNode.NO_PASSAGES);
        assertThat(execution.confidence()).isZero();
        assertThat(execution.evidence()).isEmpty();
        assertThat(synthesized).isEmpty();
        assertThat(exclusions).containsExactly(Set.of());
        assertThat(result.state().telemetry().metrics().model()).isEqualTo(REWRITE_CALL);
    }

    @Test
    void withNothingPendingTheStateIsPassedOnUnchanged() {
        var node = new ExecutorNode(
                rewrite, retrieving(new Retrieval(List.of(), 0, 0, 0)), synthesize, ExecutorSettings.defaults());
        var state = withPlan(done(1, StepStatus.COMPLETED, "p1"));

        var result = node.apply(state);

        assertThat(result.route()).isEqualTo(ExecutorRoute.EXECUTED);
        assertThat(result.state()).isSameAs(state);
        assertThat(rewritten).isEmpty();
        assertThat(exclusions).isEmpty();
    }

    @Test
    void aMultipleChoiceQuestionSearchesWithItsChoicesButSynthesizesTheStepQuestion() {
        var found = new Retrieval(List.of(passage("p1")), 0.7, 5, 0);
        var question = new Question(
                "Is Guard liable for battery?",
                List.of(new Choice("A", "Yes, transferred intent."), new Choice("B", "No, he acted in self-defense.")));
        var state = AgentState.start("run-2", null, question, Instant.EPOCH)
                .withPlan(List.of(PlanStep.pending(1, "research", "What is battery?")));

        var choiceAware = new ExecutorNode(rewrite, retrieving(found), synthesize, ExecutorSettings.defaults());
        choiceAware.apply(state);
        var plain = new ExecutorNode(rewrite, retrieving(found), synthesize, new ExecutorSettings(false));
        plain.apply(state);

        assertThat(searched.get(0).primary())
                .isEqualTo("What is battery? primary\n(A) Yes, transferred intent.\n(B) No, he acted in self-defense.");
        assertThat(searched.get(0).alternatives())
                .containsExactly("alt one", "alt two", "Yes, transferred intent.", "No, he acted in self-defense.");
        assertThat(searched.get(1)).isEqualTo(new QuerySet("What is battery? primary", List.of("alt one", "alt two")));
        assertThat(rewritten).containsExactly("What is battery?", "What is battery?");
    }

    @Test
    void aStepGivenAFrozenContextTakesItsPassagesInOrderWithoutRewriteOrSearch() {
        var passages = IntStream.rangeClosed(1, 8)
                .mapToObj(i -> new FrozenPassage("f" + i, "src", "a".repeat(63) + i, 1.0 / i, "text of f" + i))
                .toList();
        var frozen =
                new FrozenContext("b".repeat(64), "c".repeat(64), "q-7", "d".repeat(64), "calibrated", 0.42, passages);
        var state = withPlan(done(1, StepStatus.COMPLETED, "f2", "f4"), PlanStep.pending(2, "research", "step 2"))
                .withFrozenContext(frozen);
        var node = new ExecutorNode(rewrite, retrieving(null), synthesize, ExecutorSettings.defaults());

        var next = node.apply(state).state();

        assertThat(rewritten).isEmpty();
        assertThat(searched).isEmpty();
        var run = next.research().plan().get(1).execution();
        assertThat(run.evidence()).extracting(Evidence::id).containsExactly("f1", "f3", "f5", "f6", "f7");
        assertThat(run.evidence().get(0).sha256()).isEqualTo("a".repeat(63) + 1);
        assertThat(run.evidence().get(0).text()).isEqualTo("text of f1");
        assertThat(run.confidence()).isEqualTo(0.42);
        assertThat(run.queries()).isEmpty();
        assertThat(run.candidates()).isEqualTo(8);
        assertThat(run.excluded()).isEqualTo(2);
        assertThat(run.excludedIds()).containsExactly("f2", "f4");
        assertThat(synthesized).containsExactly(run.evidence());
        assertThat(next.research().log().corpusFingerprint()).isEqualTo("d".repeat(64));
    }

    @Test
    void withoutTheModelThePendingStepFailsWithNothingFoundAndTheStepsBeforeItStand() {
        var state = AgentState.start("run-1", null, Question.of("Battery?"), Instant.EPOCH)
                .withPlan(List.of(
                        done(1, StepStatus.COMPLETED, "p1"),
                        done(2, StepStatus.COMPLETED, "p2"),
                        PlanStep.pending(3, "next_step", "step 3"),
                        PlanStep.pending(4, "next_step", "step 4")))
                .withDegradation(new Degradation(DegradationKind.MODEL_UNAVAILABLE, "executor", "503"));
        var node = new ExecutorNode(
                rewrite, retrieving(new Retrieval(List.of(), 0, 0, 0)), synthesize, ExecutorSettings.defaults());

        var result = node.withoutModel(state);

        assertThat(result).hasValueSatisfying(t -> {
            assertThat(t.route()).isEqualTo(ExecutorRoute.EXECUTED);
            assertThat(t.state().research().plan())
                    .extracting(PlanStep::id, PlanStep::status)
                    .containsExactly(
                            tuple(1, StepStatus.COMPLETED),
                            tuple(2, StepStatus.COMPLETED),
                            tuple(3, StepStatus.FAILED),
                            tuple(4, StepStatus.PENDING));
            assertThat(t.state().research().plan().get(2).execution()).isNull();
        });
        assertThat(rewritten).as("no model call").isEmpty();
        assertThat(searched).isEmpty();
    }
}
