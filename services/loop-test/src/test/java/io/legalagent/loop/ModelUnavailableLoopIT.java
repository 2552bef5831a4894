package io.legalagent.loop;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.DegradationKind;
import io.legalagent.contracts.ErrorKind;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.Source;
import io.legalagent.contracts.StepReport;
import io.legalagent.contracts.StepStatus;
import java.time.Duration;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

/**
 * The model goes down for good in the middle of a run, past every retry (here 10 tries of each hop
 * over 8.75 s of backoff). A run that has completed research steps is answered with them, says the
 * model was unavailable, and makes no further model call; a run with no completed step fails with
 * the reason, as before.
 */
class ModelUnavailableLoopIT extends SplitLoop {
    private static final Duration WAIT = Duration.ofSeconds(120);
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final String UNAVAILABLE_SENTENCE = "The model was unavailable";

    @AfterEach
    void modelBack() {
        OLLAMA.on();
    }

    @Test
    void aModelThatGoesDownDuringTheThirdStepLeavesAnAnswerFromTheFirstTwo() {
        // Steps 1 and 2 are researched in full; step 3's queries are written, then the model is gone.
        OLLAMA.goDownAfter(StubSkill.QUERY_REWRITE, 3);

        var answer = ask(StubResearch.MAILBOX.objective(), Map.of());

        assertThat(answer.status()).as(answer.reason()).isEqualTo(RunStatus.ANSWERED);
        assertThat(answer.errorKind()).isNull();
        assertThat(answer.degraded()).isNotNull();
        assertThat(answer.degraded().kind()).isEqualTo(DegradationKind.MODEL_UNAVAILABLE);
        assertThat(answer.degraded().node()).isEqualTo("executor");
        assertThat(answer.degraded().reason()).containsIgnoringCase("model");
        assertThat(answer.answer()).contains(UNAVAILABLE_SENTENCE).contains("[Query 2][Source 1]");
        assertThat(answer.steps())
                .extracting(StepReport::id, StepReport::status)
                .as("the third step never got its synthesis, so it reports no passages")
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple(1, StepStatus.COMPLETED),
                        org.assertj.core.groups.Tuple.tuple(2, StepStatus.COMPLETED));
        assertThat(answer.sources())
                .extracting(Source::query)
                .containsOnly(1, 2)
                .contains(1, 2);
        assertThat(answer.metrics().stepsCompleted()).isEqualTo(2);
        assertThat(answer.metrics().stepsFailed()).isEqualTo(1);
        assertThat(answer.metrics().stepsPending()).isZero();
        assertThat(path(answer))
                .as("no replan and no further step once the model is gone")
                .endsWith(
                        "executor:EXECUTED->agent.evaluator",
                        "evaluator:FINISH->agent.mc-selector",
                        "mc-selector:SELECTED->agent.memory",
                        "memory:RECORDED->agent.observer",
                        "observer:FINAL->legal.answers");
        assertThat(answer.seal().changedFields(answer)).isEmpty();
    }

    @Test
    void aModelThatGoesDownBeforeTheSelectionLeavesTheResearchWithoutALetterAndSaysWhy() {
        // Three steps researched; the next model call (a replan or the selection) finds the model gone.
        OLLAMA.goDownAfter(StubSkill.SYNTHESIZE_AND_CITE, 3);

        var answer = ask(StubResearch.GUARD.objective(), StubResearch.GUARD_CHOICES);

        assertThat(answer.status()).as(answer.reason()).isEqualTo(RunStatus.ANSWERED);
        assertThat(answer.degraded().kind()).isEqualTo(DegradationKind.MODEL_UNAVAILABLE);
        assertThat(answer.degraded().node()).isIn("replanner", "mc-selector");
        assertThat(answer.mcAnswer()).isNull();
        assertThat(answer.answer())
                .contains(UNAVAILABLE_SENTENCE)
                .contains("No answer choice was selected: the model was unavailable");
        assertThat(answer.metrics().stepsCompleted()).isPositive();
        assertThat(answer.metrics().perNode())
                .filteredOn(n -> n.node().equals("mc-selector"))
                .allSatisfy(n ->
                        assertThat(n.model().calls()).as("no selection call").isZero());
    }

    @Test
    void aModelThatGoesDownBeforeAnyStepCompletedStillFailsTheRunWithTheReason() {
        // The first step's queries are written, then the model is gone before its synthesis.
        OLLAMA.goDownAfter(StubSkill.QUERY_REWRITE, 1);

        var answer = ask(StubResearch.HOMEOWNER.objective(), Map.of());

        assertThat(answer.status()).isEqualTo(RunStatus.FAILED);
        assertThat(answer.errorKind()).isEqualTo(ErrorKind.NODE_FAILURE);
        assertThat(answer.degraded()).isNull();
        assertThat(answer.reason())
                .startsWith("executor failed after 10 tries: ")
                .containsIgnoringCase("model");
        assertThat(answer.answer()).contains(answer.reason());
        assertThat(answer.metrics().stepsCompleted()).isZero();
    }

    private Answer ask(String question, Map<String, String> choices) {
        var requestId = UUID.randomUUID().toString();
        var json = JSON.createObjectNode().put("requestId", requestId).put("question", question);
        if (!choices.isEmpty()) {
            var labelled = json.putObject("choices");
            choices.entrySet().stream()
                    .sorted(Map.Entry.comparingByKey())
                    .forEach(c -> labelled.put(c.getKey(), c.getValue()));
        }
        publish(requestId, JSON.writeValueAsString(json));
        return answerTo(requestId, WAIT);
    }
}
