package io.legalagent.loop;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.ModelUsage;
import io.legalagent.contracts.NodeMetrics;
import io.legalagent.contracts.PlanStep;
import io.legalagent.contracts.QueryType;
import io.legalagent.contracts.ReplyReading;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.StepStatus;
import io.legalagent.contracts.Topics;
import io.legalagent.loop.OllamaStub.Exchange;
import io.legalagent.loop.StubModel.Research;
import io.legalagent.loop.StubModel.Step;
import io.legalagent.model.ModelSettings;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.springframework.test.context.TestPropertySource;
import tools.jackson.databind.json.JsonMapper;

/**
 * Checks the model calls each kind of question costs against the design, the accounting of those
 * calls, the requests themselves, and the fallback for an unusable reply.
 */
// Two tests research the same question, and its research is confident enough to be cached: nothing
// is cached here (no confidence reaches 1.01), so each asks it afresh. RedeliveryLoopIT covers the
// memory write, OfflineMemoryLoopIT the cache hit.
@TestPropertySource(properties = "legal.memory.min-confidence=1.01")
class OllamaLoopIT extends OllamaLoop {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    @Test
    void aSimpleQuestionCostsFiveModelCalls() {
        var run = runOf(StubResearch.SIMPLE_QUESTION, Map.of());
        var answer = run.answer();

        assertThat(answer.status()).isEqualTo(RunStatus.ANSWERED);
        assertThat(answer.queryType()).isEqualTo(QueryType.SIMPLE);
        assertThat(path(answer))
                .containsExactly(
                        "guard:SAFE->agent.classifier",
                        "classifier:CLASSIFIED->agent.planner",
                        "planner:PLANNED->agent.executor",
                        "executor:EXECUTED->agent.evaluator",
                        "evaluator:FINISH->agent.mc-selector",
                        "mc-selector:SELECTED->agent.memory",
                        "memory:RECORDED->agent.observer",
                        "observer:FINAL->legal.answers");
        // guard 1 + classifier 1 + planner 1 + executor 2 (rewrite, synthesize); no choices, no selection.
        assertThat(answer.metrics().llmCalls()).isEqualTo(1 + 1 + 1 + 2);
        assertThat(callsPerNode(answer))
                .containsExactlyInAnyOrderEntriesOf(Map.of("guard", 1, "classifier", 1, "planner", 1, "executor", 2));
        assertThat(answer.metrics().stepsCompleted()).isEqualTo(1);
        assertThat(answer.answer()).contains("[Query 1][Source 1]").contains("## Sources");
        assertThat(answer.mcAnswer()).isNull();
    }

    @Test
    void aMultiHopQuestionResearchesThreeStepsTheReplannerChose() {
        var run = runOf(StubResearch.MAILBOX.objective(), Map.of());
        var answer = run.answer();

        assertThat(answer.status()).isEqualTo(RunStatus.ANSWERED);
        assertThat(answer.queryType()).isEqualTo(QueryType.MULTI_HOP);
        assertThat(path(answer)).containsExactlyElementsOf(threeStepPath());
        // guard 1 + classifier 1 + planner 1 + 3 steps × executor 2 + replanner 2: the third evaluation
        // finds three completed steps and finishes without a third replan; no choices, no selection.
        assertThat(answer.metrics().llmCalls()).isEqualTo(1 + 1 + 1 + 3 * 2 + 2);
        assertThat(callsPerNode(answer))
                .containsExactlyInAnyOrderEntriesOf(
                        Map.of("guard", 1, "classifier", 1, "planner", 1, "executor", 6, "replanner", 2));
        assertResearchedAsWrittenOut(answer, StubResearch.MAILBOX);
        assertThat(answer.mcAnswer()).isNull();
    }

    @Test
    void aMultiHopChoiceQuestionResearchesThreeStepsThenSelectsTheModelsLetter() {
        var run = runOf(StubResearch.GUARD.objective(), StubResearch.GUARD_CHOICES);
        var answer = run.answer();

        assertThat(answer.status()).isEqualTo(RunStatus.ANSWERED);
        assertThat(answer.queryType()).isEqualTo(QueryType.MULTI_HOP);
        // With the choices in its queries one of the three steps stays under the confidence threshold,
        // so after the third the evaluator replans (two completed steps) and the replanner completes.
        var path = new java.util.ArrayList<>(threeStepPath());
        path.set(path.indexOf("evaluator:FINISH->agent.mc-selector"), "evaluator:REPLAN->agent.replanner");
        path.add(path.indexOf("mc-selector:SELECTED->agent.memory"), "replanner:COMPLETE->agent.mc-selector");
        assertThat(path(answer)).containsExactlyElementsOf(path);
        // As the open multi-hop question, plus the replanner's closing call and the one selection call.
        assertThat(answer.metrics().llmCalls()).isEqualTo(1 + 1 + 1 + 3 * 2 + 3 + 1);
        assertThat(callsPerNode(answer))
                .containsExactlyInAnyOrderEntriesOf(Map.of(
                        "guard", 1, "classifier", 1, "planner", 1, "executor", 6, "replanner", 3, "mc-selector", 1));
        assertThat(run.calls()).extracting(Exchange::skill).contains(StubSkill.values());
        // Every structured reply fitted the schema its request carried: none needed the lenient parser.
        assertThat(answer.researchPack().modelOutputs())
                .filteredOn(output -> output.replySha256() != null) // the guard's offline layers call no model
                .hasSize(run.calls().size())
                .allSatisfy(output -> assertThat(output.reading())
                        .as(output.skill())
                        .isEqualTo(
                                output.skill().equals(StubSkill.SYNTHESIZE_AND_CITE.fileName)
                                        ? ReplyReading.TEXT
                                        : ReplyReading.SCHEMA));
        // The third step, self-defence, stays under the threshold with the choices in its queries.
        assertResearchedAsWrittenOut(
                answer, StubResearch.GUARD, List.of(StepStatus.COMPLETED, StepStatus.COMPLETED, StepStatus.FAILED));
        assertThat(answer.mcAnswer()).isEqualTo(StubResearch.GUARD.letter());
        assertThat(answer.answer())
                .contains("\n**Answer: (C)**\n")
                .contains("(C) Kept: " + StubResearch.GUARD_CHOICES.get("C"))
                .contains("(A) Eliminated: ");
    }

    /** One failure rule in every node: a model server's 503 at the replanner is retried, not read as "complete". */
    @Test
    void aTransientFailureOfTheReplannersCallIsRetriedAndTheResearchGoesOn() {
        int failedBefore = OLLAMA.failedCalls();
        // As many 503s as the model client tries a call: the replanner itself sees the failure.
        int attempts = ModelSettings.bind(Map.of()).resilience().maxAttempts();
        OLLAMA.failNext(StubSkill.REPLAN, attempts);

        var answer = runOf(StubResearch.MAILBOX.objective(), Map.of()).answer();

        assertThat(OLLAMA.failedCalls()).isEqualTo(failedBefore + attempts);
        assertThat(answer.status()).isEqualTo(RunStatus.ANSWERED);
        assertThat(path(answer)).containsExactlyElementsOf(threeStepPath());
        assertResearchedAsWrittenOut(answer, StubResearch.MAILBOX);
    }

    @Test
    void anUnusableClassificationIsCountedAndTheRunGoesOnAsMultiHop() {
        var run = runOf("What is the parol evidence rule, " + StubModel.PROSE_MARKER + "?", Map.of());
        var answer = run.answer();

        var classification = run.calls().stream()
                .filter(c -> c.skill() == StubSkill.CLASSIFY)
                .toList();
        assertThat(classification).singleElement().satisfies(c -> assertThat(c.reply())
                .doesNotContain("{"));
        assertThat(answer.metrics().parseFailures()).isEqualTo(1);
        assertThat(usageOf(answer, "classifier").parseFailures()).isEqualTo(1);
        assertThat(answer.status()).isEqualTo(RunStatus.ANSWERED);
        assertThat(answer.queryType()).as("the classifier's fallback").isEqualTo(QueryType.MULTI_HOP);
        assertThat(path(answer))
                .containsExactly(
                        "guard:SAFE->agent.classifier",
                        "classifier:CLASSIFIED->agent.planner",
                        "planner:PLANNED->agent.executor",
                        "executor:EXECUTED->agent.evaluator",
                        "evaluator:REPLAN->agent.replanner",
                        "replanner:COMPLETE->agent.mc-selector",
                        "mc-selector:SELECTED->agent.memory",
                        "memory:RECORDED->agent.observer",
                        "observer:FINAL->legal.answers");
        // guard 1 + classifier 1 + planner 1 + executor 2 + replanner 1 (which completes).
        assertThat(answer.metrics().llmCalls()).isEqualTo(1 + 1 + 1 + 2 + 1);
    }

    /** Asks, then checks what every question's run must show: the requests and their accounting. */
    private Run runOf(String question, Map<String, String> choices) {
        var run = exchange(question, choices);
        assertThat(OLLAMA.refused()).isEmpty();
        assertRequestsAsConfigured(run.calls());
        assertAccountedFor(run);
        return run;
    }

    /** Model, options, a reply schema on exactly the JSON skills, and the skill file as the system turn. */
    private static void assertRequestsAsConfigured(List<Exchange> calls) {
        assertThat(calls).isNotEmpty().allSatisfy(call -> {
            var body = call.request();
            assertThat(body.path("model").asString()).isEqualTo(MODEL);
            assertThat(body.path("stream").asBoolean(true)).isFalse();
            var options = body.path("options");
            assertThat(options.path("temperature").asDouble()).isEqualTo(TEMPERATURE);
            assertThat(options.path("seed").asInt()).isEqualTo(SEED);
            assertThat(options.path("num_predict").asInt()).isEqualTo(MAX_TOKENS);
            assertThat(options.path("num_ctx").asInt()).isEqualTo(CONTEXT_SIZE);
            // A structured skill sends its reply schema as Ollama's format; the synthesis sends none.
            if (call.skill().json) {
                assertThat(body.path("format").path("type").asString())
                        .as("format of %s", call.skill())
                        .isEqualTo("object");
                assertThat(body.path("format").path("properties").propertyNames())
                        .isNotEmpty();
            } else {
                assertThat(body.hasNonNull("format"))
                        .as("format of %s", call.skill())
                        .isFalse();
            }
            var messages = body.path("messages");
            assertThat(messages.size()).isEqualTo(2);
            assertThat(messages.get(0).path("role").asString()).isEqualTo("system");
            assertThat(messages.get(0).path("content").asString())
                    .isEqualTo(call.skill().fileText());
            assertThat(messages.get(1).path("role").asString()).isEqualTo("user");
        });
    }

    /** The answer's metrics add up what the server saw and reported, in total and per node. */
    private static void assertAccountedFor(Run run) {
        var metrics = run.answer().metrics();
        assertThat(metrics.llmCalls()).isEqualTo(run.calls().size());
        assertThat(metrics.inputTokens())
                .isEqualTo(
                        run.calls().stream().mapToLong(Exchange::promptTokens).sum());
        assertThat(metrics.outputTokens())
                .isEqualTo(run.calls().stream().mapToLong(Exchange::replyTokens).sum());
        assertThat(metrics.inputTokens()).isPositive();
        assertThat(metrics.outputTokens()).isPositive();
        var byNode = run.calls().stream().collect(Collectors.groupingBy(c -> c.skill().node));
        for (var node : metrics.perNode()) {
            var calls = byNode.getOrDefault(node.node(), List.of());
            assertThat(node.model().calls()).as("calls of %s", node.node()).isEqualTo(calls.size());
            assertThat(node.model().inputTokens())
                    .as("input tokens of %s", node.node())
                    .isEqualTo(calls.stream().mapToLong(Exchange::promptTokens).sum());
            assertThat(node.model().outputTokens())
                    .as("output tokens of %s", node.node())
                    .isEqualTo(calls.stream().mapToLong(Exchange::replyTokens).sum());
        }
        assertThat(metrics.perNode()).extracting(NodeMetrics::node).containsAll(byNode.keySet());
    }

    /** The plan's first step from the planner, the next two from the replanner, all completed. */
    private void assertResearchedAsWrittenOut(Answer answer, Research research) {
        assertResearchedAsWrittenOut(
                answer, research, List.of(StepStatus.COMPLETED, StepStatus.COMPLETED, StepStatus.COMPLETED));
    }

    /** The plan's first step from the planner, the next two from the replanner, with these statuses. */
    private void assertResearchedAsWrittenOut(Answer answer, Research research, List<StepStatus> statuses) {
        var questions = research.steps().stream().map(Step::question).toList();
        var plan = stateBeforeObserver(answer).research().plan();
        assertThat(plan).extracting(PlanStep::question).containsExactlyElementsOf(questions);
        assertThat(plan)
                .extracting(PlanStep::phase)
                .containsExactly(research.steps().get(0).phase(), "next_step", "next_step");
        assertThat(plan).extracting(PlanStep::status).containsExactlyElementsOf(statuses);
        assertThat(answer.metrics().stepsCompleted())
                .isEqualTo(
                        statuses.stream().filter(StepStatus.COMPLETED::equals).count());
        for (int q = 1; q <= 3; q++) {
            if (statuses.get(q - 1) != StepStatus.COMPLETED) {
                continue;
            }
            // Completed steps only are reported here, each as the q-th; all three complete in these runs.
            assertThat(answer.answer())
                    .contains("### Step " + q + ": " + plan.get(q - 1).phase() + "\n\n**Question:** "
                            + questions.get(q - 1))
                    .contains("[Query " + q + "][Source 1]");
        }
    }

    private static List<String> threeStepPath() {
        return List.of(
                "guard:SAFE->agent.classifier",
                "classifier:CLASSIFIED->agent.planner",
                "planner:PLANNED->agent.executor",
                "executor:EXECUTED->agent.evaluator",
                "evaluator:REPLAN->agent.replanner",
                "replanner:CONTINUE->agent.executor",
                "executor:EXECUTED->agent.evaluator",
                "evaluator:REPLAN->agent.replanner",
                "replanner:CONTINUE->agent.executor",
                "executor:EXECUTED->agent.evaluator",
                "evaluator:FINISH->agent.mc-selector",
                "mc-selector:SELECTED->agent.memory",
                "memory:RECORDED->agent.observer",
                "observer:FINAL->legal.answers");
    }

    /** Model calls per node, for the nodes that made any. */
    private static Map<String, Integer> callsPerNode(Answer answer) {
        return answer.metrics().perNode().stream()
                .filter(n -> n.model().calls() > 0)
                .collect(Collectors.toMap(NodeMetrics::node, n -> n.model().calls()));
    }

    private static ModelUsage usageOf(Answer answer, String node) {
        return answer.metrics().perNode().stream()
                .filter(n -> n.node().equals(node))
                .map(NodeMetrics::model)
                .findFirst()
                .orElse(ModelUsage.NONE);
    }

    @Test
    void aQuestionWithAFrozenContextTakesTheSameEvidenceUnderTheModelAsOffline() {
        var requestId = UUID.randomUUID().toString();
        int mark = OLLAMA.count();

        probe.send(Topics.PACKS, FrozenQuestion.CONTEXT.packSetSha256(), FrozenQuestion.registration());
        var answer = ask(requestId, FrozenQuestion.json(requestId));

        FrozenQuestion.assertAnsweredFromThePack(answer);
        // The model was asked (plan, synthesis), but never to rewrite a query: nothing was searched.
        assertThat(OLLAMA.since(mark)).isNotEmpty().noneMatch(call -> call.skill() == StubSkill.QUERY_REWRITE);
    }
}
