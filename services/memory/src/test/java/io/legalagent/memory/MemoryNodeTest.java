package io.legalagent.memory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Degradation;
import io.legalagent.contracts.DegradationKind;
import io.legalagent.contracts.EvidenceStrength;
import io.legalagent.contracts.MemoryHit;
import io.legalagent.contracts.PlanStep;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.QuestionEmbedding;
import io.legalagent.contracts.StepExecution;
import io.legalagent.contracts.StepStatus;
import io.legalagent.contracts.route.MemoryRoute;
import io.legalagent.ports.QaMemory;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class MemoryNodeTest {
    private static final String RESEARCH = "### Step 1: What is battery?\n\nContact [Query 1][Source 1].";

    /** What the node asked QA memory to store. */
    private record Remembered(
            String runId,
            String question,
            String answer,
            double confidence,
            QuestionEmbedding carried,
            EvidenceStrength evidence) {}

    private static final class Memory implements QaMemory {
        final List<Remembered> stored = new ArrayList<>();

        @Override
        public Optional<MemoryHit> lookup(String question) {
            throw new AssertionError("the memory node never looks up");
        }

        @Override
        public void remember(
                String runId,
                String question,
                String answer,
                double confidence,
                QuestionEmbedding carried,
                List<io.legalagent.contracts.Source> sources) {
            throw new AssertionError("the memory node stores the strength of the evidence too");
        }

        @Override
        public void remember(
                String runId,
                String question,
                String answer,
                double confidence,
                QuestionEmbedding carried,
                List<io.legalagent.contracts.Source> sources,
                EvidenceStrength evidence) {
            stored.add(new Remembered(runId, question, answer, confidence, carried, evidence));
        }
    }

    private final Memory memory = new Memory();
    private final MemoryNode node = new MemoryNode(memory, MemorySettings.defaults());

    private static PlanStep step(int id, double confidence, StepStatus verdict) {
        var execution = new StepExecution(List.of("q"), List.of(), "answer", confidence, 5, 0);
        return PlanStep.pending(id, "research", "Question " + id)
                .executed(execution)
                .judged(verdict);
    }

    private static AgentState answered(String finalAnswer, PlanStep... steps) {
        return AgentState.start("run-7", null, Question.of("What is battery?"), Instant.EPOCH)
                .withPlan(List.of(steps))
                .withFinalAnswer(finalAnswer);
    }

    @Test
    void confidentResearchIsRememberedWithTheMeanOfItsCompletedSteps() {
        var state = answered(
                RESEARCH,
                step(1, 0.88, StepStatus.COMPLETED),
                step(2, 0.30, StepStatus.FAILED),
                step(3, 0.80, StepStatus.COMPLETED));

        var result = node.apply(state);

        assertThat(result.route()).isEqualTo(MemoryRoute.RECORDED);
        assertThat(result.state()).isSameAs(state);
        assertThat(memory.stored).singleElement().satisfies(r -> {
            assertThat(r.runId()).isEqualTo("run-7");
            assertThat(r.question()).isEqualTo("What is battery?");
            assertThat(r.answer()).isEqualTo(RESEARCH);
            assertThat(r.confidence()).isCloseTo(0.84, offset(1e-9));
            assertThat(r.evidence()).as("one of three steps failed").isEqualTo(EvidenceStrength.PARTIAL);
        });
    }

    @Test
    void theQuestionsCarriedEmbeddingIsHandedToTheWriteAndGoesNoFurther() {
        var carried = QuestionEmbedding.of("bge-small-en-v1.5-q", "What is battery?", new float[] {0.6f, 0.8f});
        var state = answered(RESEARCH, step(1, 0.85, StepStatus.COMPLETED)).withQuestionEmbedding(carried);

        var result = node.apply(state);

        assertThat(memory.stored).singleElement().satisfies(r -> assertThat(r.carried())
                .isEqualTo(carried));
        assertThat(result.state().intake().questionEmbedding()).isNull();
        assertThat(result.state().research()).isEqualTo(state.research());
    }

    @Test
    void anAnswerFromTheCacheIsNotStoredAgain() {
        var state = AgentState.start("run-7", null, Question.of("What is battery?"), Instant.EPOCH)
                .withMemoryHit(new MemoryHit("What is battery?", RESEARCH, 0.99, "run-1"));

        var result = node.apply(state);

        assertThat(result.route()).isEqualTo(MemoryRoute.RECORDED);
        assertThat(memory.stored).isEmpty();
    }

    @Test
    void aBlankAnswerIsNotStored() {
        node.apply(answered("  ", step(1, 0.9, StepStatus.COMPLETED)));
        node.apply(answered(null, step(1, 0.9, StepStatus.COMPLETED)));

        assertThat(memory.stored).isEmpty();
    }

    @Test
    void researchWithoutCompletedStepsIsNotStored() {
        node.apply(answered("All 1 research steps failed.", step(1, 0.9, StepStatus.FAILED)));

        assertThat(memory.stored).isEmpty();
    }

    @Test
    void researchBelowTheConfidenceFloorIsNotStored() {
        node.apply(answered(RESEARCH, step(1, 0.84, StepStatus.COMPLETED), step(2, 0.76, StepStatus.COMPLETED)));

        assertThat(memory.stored).isEmpty();
    }

    @Test
    void theFloorIsASetting() {
        var lenient = new MemoryNode(memory, new MemorySettings(0.5));

        lenient.apply(answered(RESEARCH, step(1, 0.6, StepStatus.COMPLETED)));

        assertThat(memory.stored).hasSize(1);
        assertThat(MemorySettings.defaults().minConfidence()).isEqualTo(0.81);
        assertThat(MemorySettings.defaults().frozenConstants())
                .containsExactly(java.util.Map.entry("min_confidence", "0.81"));
    }

    @Test
    void researchFromAFrozenContextIsNotRemembered() {
        var state = answered(RESEARCH, step(1, 0.85, StepStatus.COMPLETED))
                .withFrozenContext(new io.legalagent.contracts.FrozenContext(
                        "b".repeat(64), null, "q-1", null, "calibrated", 0.9, List.of()));

        assertThat(node.apply(state).route()).isEqualTo(MemoryRoute.RECORDED);
        assertThat(memory.stored).isEmpty();
    }

    @Test
    void researchCutShortByTheModelsOutageIsNotRemembered() {
        var confident = answered(RESEARCH, step(1, 0.88, StepStatus.COMPLETED));
        var cutShort = confident.withDegradation(
                new Degradation(DegradationKind.MODEL_UNAVAILABLE, "executor", "the model call failed"));

        node.apply(cutShort);
        assertThat(memory.stored).isEmpty();
        node.apply(confident);
        assertThat(memory.stored).hasSize(1);
    }
}
