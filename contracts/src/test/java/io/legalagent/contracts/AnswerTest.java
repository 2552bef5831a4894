package io.legalagent.contracts;

import static io.legalagent.contracts.Fixtures.evidence;
import static io.legalagent.contracts.Fixtures.step;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.groups.Tuple.tuple;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class AnswerTest {
    private static final Instant CREATED = Instant.parse("2025-03-14T09:21:07.412Z");
    private static final Instant COMPLETED = Instant.parse("2025-03-14T09:21:26.754Z");

    private static AgentState run(List<PlanStep> plan) {
        var question = new Question(
                "Can the buyer enforce the oral contract?", List.of(new Choice("A", "Yes"), new Choice("B", "No")));
        return AgentState.start("run-7", "request-7", question, CREATED)
                .withQueryType(QueryType.MULTI_HOP)
                .withPlan(plan);
    }

    @Test
    void sourcesAreTheCitedPassagesNumberedByReportedStepThenByRankAndTheRestAreAlsoConsulted() {
        // Each fixture step's answer cites its [Source 1] only.
        var plan = List.of(
                step(1, StepStatus.COMPLETED, evidence("p1", "first passage"), evidence("p2", "second passage")),
                step(2, StepStatus.FAILED, evidence("p3", "unused passage")),
                step(3, StepStatus.COMPLETED, evidence("p4", "third passage")),
                step(4, StepStatus.PENDING));

        var answer = Answer.from(run(plan), "trace-7", COMPLETED);

        assertThat(answer.sources())
                .extracting(Source::query, Source::number, Source::id, Source::preview)
                .containsExactly(tuple(1, 1, "p1", "first passage"), tuple(2, 1, "p4", "third passage"));
        assertThat(answer.alsoConsulted())
                .extracting(Source::query, Source::number, Source::id, Source::preview)
                .containsExactly(tuple(1, 2, "p2", "second passage"));
        assertThat(Schemas.validate(Schemas.ANSWER, Json.write(answer))).isEmpty();
        var first = answer.sources().get(0);
        var cited = plan.get(0).execution().evidence().get(0);
        assertThat(first.source()).isEqualTo(cited.source());
        assertThat(first.score()).isEqualTo(cited.score());
        assertThat(first.sha256()).isEqualTo(cited.sha256());
    }

    @Test
    void metricsCountCompletedFailedAndPendingSteps() {
        var plan = List.of(
                step(1, StepStatus.COMPLETED, evidence("p1", "first passage")),
                step(2, StepStatus.FAILED, evidence("p2", "unused passage")),
                step(3, StepStatus.PENDING),
                step(4, StepStatus.PENDING));

        var metrics = Answer.from(run(plan), "trace-7", COMPLETED).metrics();

        assertThat(metrics.stepsCompleted()).isEqualTo(1);
        assertThat(metrics.stepsFailed()).isEqualTo(1);
        assertThat(metrics.stepsPending()).isEqualTo(2);
    }

    @Test
    void aDegradedRunSaysWhyInItsAnswerAndItsSealCoversIt() {
        var cause = new Degradation(DegradationKind.MODEL_UNAVAILABLE, "executor", "the model call failed");
        var plain = Answer.from(run(List.of(step(1, StepStatus.COMPLETED))), "trace-7", COMPLETED);
        var degraded =
                Answer.from(run(List.of(step(1, StepStatus.COMPLETED))).withDegradation(cause), "trace-7", COMPLETED);

        assertThat(plain.degraded()).isNull();
        assertThat(plain.seal().fields()).doesNotContainKey("degraded");
        assertThat(degraded.degraded()).isEqualTo(cause);
        assertThat(degraded.seal().fields()).containsKey("degraded");
    }

    @Test
    void stepsReportEveryExecutedStepWithItsQueriesAndPassagesCitedOrNot() {
        var plan = List.of(
                step(1, StepStatus.COMPLETED, evidence("p1", "first passage"), evidence("p2", "x".repeat(250))),
                step(2, StepStatus.FAILED, evidence("p3", "unused passage")),
                step(3, StepStatus.PENDING));

        var answer = Answer.from(run(plan), "trace-7", COMPLETED);

        assertThat(answer.steps())
                .extracting(StepReport::id, StepReport::status, StepReport::passageIds)
                .containsExactly(
                        tuple(1, StepStatus.COMPLETED, List.of("p1", "p2")),
                        tuple(2, StepStatus.FAILED, List.of("p3")));
        var failed = answer.steps().get(1);
        var executed = plan.get(1).execution();
        assertThat(failed.question()).isEqualTo(plan.get(1).question());
        assertThat(failed.queries()).isEqualTo(executed.queries());
        assertThat(failed.confidence()).isEqualTo(executed.confidence());
        assertThat(failed.passages().get(0).preview()).isEqualTo("unused passage");
        assertThat(answer.steps().get(0).passages().get(1).preview()).hasSizeLessThanOrEqualTo(162);
        assertThat(Schemas.validate(Schemas.ANSWER, Json.write(answer))).isEmpty();
    }

    @Test
    void withoutCompletedStepsTheExecutedStepsAreReportedAndTheirEvidenceIsInsufficient() {
        var plan = List.of(
                step(1, StepStatus.FAILED, evidence("p1", "weak passage")),
                step(2, StepStatus.PENDING),
                step(3, StepStatus.FAILED, evidence("p2", "another weak passage"), evidence("p3", "third")));

        var answer = Answer.from(run(plan).withStatus(RunStatus.ANSWERED), null, COMPLETED);

        assertThat(answer.sources())
                .extracting(Source::query, Source::number, Source::id)
                .containsExactly(tuple(1, 1, "p1"), tuple(2, 1, "p2"));
        assertThat(answer.alsoConsulted())
                .extracting(Source::query, Source::number, Source::id)
                .containsExactly(tuple(2, 2, "p3"));
        assertThat(answer.evidence()).isEqualTo(EvidenceStrength.INSUFFICIENT);
        assertThat(answer.status()).isEqualTo(RunStatus.ANSWERED);
    }

    @Test
    void aCitationInTheSelectionsReasoningCitesItsPassage() {
        var plan = List.of(
                step(1, StepStatus.COMPLETED, evidence("p1", "first passage"), evidence("p2", "second passage")));
        var state = run(plan).withMcSelection(McSelection.chose("A", "(A) holds by [Query 1][Source 2]."));

        var answer = Answer.from(state, null, COMPLETED);

        assertThat(answer.sources()).extracting(Source::id).containsExactly("p1", "p2");
        assertThat(answer.alsoConsulted()).isEmpty();
    }

    @Test
    void cachedResearchSplitsTheKeptPassagesOfTheRunThatMadeItByItsCitationsAndKeepsItsEvidence() {
        var cited = new Source(1, 1, "p1", "outline", 0.8, Fixtures.sha256("a"), "a");
        var consulted = new Source(1, 2, "p2", "outline", 0.7, Fixtures.sha256("b"), "b");
        var hit = new MemoryHit(
                "Can the buyer enforce the oral contract?",
                "### Step 1: rule\n\nOnly if signed [Query 1][Source 1].",
                0.99,
                "run-0",
                List.of(cited, consulted),
                EvidenceStrength.PARTIAL);
        var state = run(List.of()).withMemoryHit(hit).withStatus(RunStatus.ANSWERED);

        var answer = Answer.from(state, null, COMPLETED);

        assertThat(answer.sources()).containsExactly(cited);
        assertThat(answer.alsoConsulted()).containsExactly(consulted);
        assertThat(answer.evidence()).isEqualTo(EvidenceStrength.PARTIAL);
        assertThat(Schemas.validate(Schemas.ANSWER, Json.write(answer))).isEmpty();
    }

    @Test
    void previewIsTheSnippetAroundTheStepsQueryTermsAndMarksTheCuts() {
        var exact = "x".repeat(160);
        var longer = "y".repeat(200) + " query " + "z".repeat(200); // "query" is a term of the step's queries
        var plan = List.of(step(1, StepStatus.COMPLETED, evidence("exact", exact), evidence("long", longer)));

        var sources = Answer.keptSourcesOf(run(plan));

        assertThat(sources.get(0).preview()).isEqualTo(exact);
        assertThat(sources.get(1).preview()).isEqualTo("…" + longer.substring(121, 286) + "…");
        assertThat(sources.get(1).sha256()).isEqualTo(Fixtures.sha256(longer));
    }

    @Test
    void metricsReportTheRunTotalsAndThePerNodeBreakdown() {
        var plan = List.of(
                step(1, StepStatus.COMPLETED, evidence("p1", "a")),
                step(2, StepStatus.FAILED, evidence("p2", "b")),
                step(3, StepStatus.COMPLETED, evidence("p3", "c")));
        var state = run(List.of())
                .withEvaluation(plan, List.of(), 3)
                .afterHop(new Hop("guard", "SAFE", Topics.CLASSIFIER), 700, CREATED)
                .afterHop(new Hop("executor", "EXECUTED", Topics.EVALUATOR), 4000, CREATED)
                .usedModel("guard", new ModelUsage(1, 1500, 140, 380, 35, 0, 690))
                .usedModel("executor", new ModelUsage(2, 4100, 800, 1030, 200, 1, 3900));

        var metrics = Answer.from(state, null, COMPLETED).metrics();

        assertThat(metrics.llmCalls()).isEqualTo(3);
        assertThat(metrics.inputChars()).isEqualTo(5600);
        assertThat(metrics.outputChars()).isEqualTo(940);
        assertThat(metrics.inputTokens()).isEqualTo(1410);
        assertThat(metrics.outputTokens()).isEqualTo(235);
        assertThat(metrics.parseFailures()).isEqualTo(1);
        assertThat(metrics.stepsCompleted()).isEqualTo(2);
        assertThat(metrics.stepsFailed()).isEqualTo(1);
        assertThat(metrics.iterations()).isEqualTo(3);
        assertThat(metrics.hops()).isEqualTo(2);
        assertThat(metrics.elapsedMillis()).isEqualTo(19_342);
        assertThat(metrics.perNode()).isEqualTo(state.telemetry().metrics().nodes());
        assertThat(metrics.perNode()).extracting(NodeMetrics::node).containsExactly("executor", "guard");
    }

    @Test
    void elapsedIsZeroWhenTheStartIsUnknown() {
        var state = new AgentState(
                1,
                new Intake("run-1", null, Question.of("q"), null),
                new Research(null, null, 0, null, null),
                new Outcome(
                        RunStatus.FAILED,
                        null,
                        null,
                        new RunError(ErrorKind.POISON_RECORD, "planner", "corrupt"),
                        null),
                new Telemetry(null, 0, null, null));

        assertThat(Answer.from(state, null, COMPLETED).metrics().elapsedMillis())
                .isZero();
        assertThat(Answer.from(state, null, COMPLETED).createdAt()).isNull();
    }

    @Test
    void answeredRunCarriesItsAnswerSelectionAndPath() {
        var state = run(List.of(step(1, StepStatus.COMPLETED, evidence("p1", "a"))))
                .withFinalAnswer("## Research\n\nThe buyer can enforce it [Query 1][Source 1].")
                .withMcSelection(McSelection.chose("A", "(A) Correct. (B) Incorrect."))
                .withStatus(RunStatus.ANSWERED)
                .afterHop(new Hop("observer", "FINAL", Topics.ANSWERS), 2, COMPLETED);

        var answer = Answer.from(state, "trace-7", COMPLETED);

        assertThat(answer.schemaVersion()).isEqualTo(SchemaVersion.CURRENT);
        assertThat(answer.runId()).isEqualTo("run-7");
        assertThat(answer.requestId()).isEqualTo("request-7");
        assertThat(answer.status()).isEqualTo(RunStatus.ANSWERED);
        assertThat(answer.question()).isEqualTo("Can the buyer enforce the oral contract?");
        assertThat(answer.choices()).isEqualTo(state.question().choices());
        assertThat(answer.queryType()).isEqualTo(QueryType.MULTI_HOP);
        assertThat(answer.answer()).isEqualTo(state.outcome().finalAnswer());
        assertThat(answer.mcAnswer()).isEqualTo("A");
        assertThat(answer.mcReasoning()).isEqualTo("(A) Correct. (B) Incorrect.");
        assertThat(answer.errorKind()).isNull();
        assertThat(answer.reason()).isNull();
        assertThat(answer.fromCache()).isFalse();
        assertThat(answer.evidence()).isEqualTo(EvidenceStrength.SUFFICIENT);
        assertThat(answer.path()).isEqualTo(state.telemetry().trail());
        assertThat(answer.traceId()).isEqualTo("trace-7");
        assertThat(answer.createdAt()).isEqualTo(CREATED);
        assertThat(answer.completedAt()).isEqualTo(COMPLETED);
    }

    @Test
    void skippedSelectionLeavesTheLetterEmpty() {
        var state = run(List.of(step(1, StepStatus.FAILED, evidence("p1", "a"))))
                .withMcSelection(McSelection.skipped("no usable research"));

        var answer = Answer.from(state, null, COMPLETED);

        assertThat(answer.mcAnswer()).isNull();
        assertThat(answer.mcReasoning()).isEmpty();
        assertThat(answer.answer()).isEmpty();
    }

    @Test
    void cachedAnswerIsMarkedFromCacheAndHasNoSources() {
        var hit = new MemoryHit("A similar question?", "## Research\n\nCached.", 0.96, "run-3");
        var state = run(List.of()).withMemoryHit(hit).withStatus(RunStatus.ANSWERED);

        var answer = Answer.from(state, null, COMPLETED);

        assertThat(answer.fromCache()).isTrue();
        assertThat(answer.answer()).isEqualTo("## Research\n\nCached.");
        assertThat(answer.sources()).isEmpty();
        assertThat(Answer.from(run(List.of()), null, COMPLETED).fromCache()).isFalse();
    }

    @Test
    void rejectedRunReportsTheErrorKindAndReasonWithoutAnAnswer() {
        var state = run(List.of())
                .withError(
                        RunStatus.REJECTED,
                        new RunError(ErrorKind.ADVERSARIAL_INPUT, "guard", "asks to ignore earlier instructions"));

        var answer = Answer.from(state, null, COMPLETED);

        assertThat(answer.status()).isEqualTo(RunStatus.REJECTED);
        assertThat(answer.errorKind()).isEqualTo(ErrorKind.ADVERSARIAL_INPUT);
        assertThat(answer.reason()).isEqualTo("asks to ignore earlier instructions");
        assertThat(answer.answer()).isEmpty();
        assertThat(answer.mcAnswer()).isNull();
        assertThat(answer.mcReasoning()).isNull();
        assertThat(answer.sources()).isEmpty();
        assertThat(answer.evidence())
                .as("a rejected question has no evidence to weigh")
                .isNull();
        assertThat(Schemas.validate(Schemas.ANSWER, Json.write(answer))).isEmpty();
    }

    @Test
    void listsDefaultToEmptyAndAreCopied() {
        var answer = new Answer(
                1,
                "r",
                "r",
                RunStatus.FAILED,
                "q",
                null,
                null,
                "",
                null,
                null,
                ErrorKind.HOP_LIMIT,
                "too many hops",
                null,
                false,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null);

        assertThat(answer.choices()).isEmpty();
        assertThat(answer.sources()).isEmpty();
        assertThat(answer.alsoConsulted())
                .as("null in answers published before the split")
                .isNull();
        assertThat(answer.steps()).isEmpty();
        assertThat(answer.path()).isEmpty();
    }
}
