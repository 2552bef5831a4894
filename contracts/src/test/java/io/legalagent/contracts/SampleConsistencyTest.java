package io.legalagent.contracts;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.route.Topology;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** The samples tell one story: a request, the envelope mid-loop, one of its progress events, its answer. */
class SampleConsistencyTest {
    private final QuestionRequest request = Json.read("question-request.json", QuestionRequest.class);
    private final AgentState state = Json.read("agent-state.json", AgentState.class);
    private final ProgressEvent event = Json.read("progress-event.json", ProgressEvent.class);
    private final Answer answer = Json.read("answer.json", Answer.class);

    private Question requestedQuestion() {
        return new Question(
                request.question(),
                request.choices().entrySet().stream()
                        .map(e -> new Choice(e.getKey(), e.getValue()))
                        .toList());
    }

    /** Each hop is taken by the node that reads the previous hop's topic, along a route of the topology. */
    private static void assertIsARunOfTheLoop(List<Hop> hops) {
        assertThat(hops.get(0).node()).isEqualTo(NodeName.GUARD.id());
        for (int i = 0; i < hops.size(); i++) {
            var hop = hops.get(i);
            var node = RouteEnums.node(hop.node());
            assertThat(Topology.topicOf(RouteEnums.route(node, hop.route())))
                    .as("hop %d", i + 1)
                    .contains(hop.topic());
            if (i > 0) {
                assertThat(node.inbox())
                        .as("hop %d", i + 1)
                        .isEqualTo(hops.get(i - 1).topic());
            }
        }
    }

    private static void assertMetricsMatchTheHops(List<NodeMetrics> nodes, List<Hop> hops) {
        assertThat(nodes).isSortedAccordingTo(Comparator.comparing(NodeMetrics::node));
        assertThat(nodes.stream().mapToInt(NodeMetrics::visits).sum()).isEqualTo(hops.size());
        for (var node : nodes) {
            assertThat(hops.stream().filter(h -> h.node().equals(node.node())).count())
                    .as(node.node())
                    .isEqualTo(node.visits());
            assertThat(node.model().millis()).as(node.node()).isLessThanOrEqualTo(node.millis());
        }
        assertThat(nodes.stream().map(NodeMetrics::node))
                .containsExactlyInAnyOrderElementsOf(
                        hops.stream().map(Hop::node).distinct().toList());
    }

    @Test
    void envelopeAndAnswerAskTheRequestedQuestion() {
        assertThat(state.question()).isEqualTo(requestedQuestion());
        assertThat(state.requestId()).isEqualTo(request.requestId());
        assertThat(answer.question()).isEqualTo(request.question());
        assertThat(answer.choices()).isEqualTo(requestedQuestion().choices());
        assertThat(answer.runId()).isEqualTo(state.runId());
        assertThat(answer.requestId()).isEqualTo(request.requestId());
        assertThat(answer.createdAt()).isEqualTo(state.intake().createdAt());
    }

    @Test
    void envelopeIsAMultiHopRunWaitingToExecuteItsSecondStep() {
        assertThat(state.status()).isEqualTo(RunStatus.IN_PROGRESS);
        assertThat(state.intake().injection().safe()).isTrue();
        assertThat(state.research().plan()).extracting(PlanStep::id).containsExactly(1, 2);
        assertThat(state.research().nextStepId()).isEqualTo(3);
        assertThat(state.research().firstPending())
                .contains(state.research().plan().get(1));
        assertThat(state.research().plan().get(1).execution()).isNull();
        assertThat(state.research().reportedSteps())
                .containsExactly(state.research().plan().get(0));
        assertThat(state.telemetry()
                        .trail()
                        .get(state.telemetry().trail().size() - 1)
                        .topic())
                .isEqualTo(Topics.EXECUTOR);
        assertThat(state.telemetry().updatedAt()).isAfter(state.intake().createdAt());
    }

    @Test
    void envelopeTrailMetricsAndContextAgree() {
        assertIsARunOfTheLoop(state.telemetry().trail());
        assertThat(state.telemetry().hops()).isEqualTo(state.telemetry().trail().size());
        assertMetricsMatchTheHops(
                state.telemetry().metrics().nodes(), state.telemetry().trail());
        assertThat(state.research().iteration())
                .isEqualTo(state.telemetry().trail().stream()
                        .filter(h -> h.node().equals("evaluator"))
                        .count());

        var completed = state.research().plan().get(0);
        assertThat(state.research().accumulatedContext()).singleElement().satisfies(summary -> {
            assertThat(summary.stepId()).isEqualTo(completed.id());
            assertThat(summary.question()).isEqualTo(completed.question());
            assertThat(completed.execution().answer()).startsWith(summary.answer());
            assertThat(summary.confidence()).isEqualTo(completed.confidence());
            assertThat(summary.status()).isEqualTo(completed.status());
        });
    }

    @Test
    void evidenceHashesAreTheSha256OfTheirText() {
        var evidence = state.research().plan().get(0).execution().evidence();

        assertThat(evidence).isNotEmpty().allSatisfy(e -> assertThat(e.sha256()).isEqualTo(Fixtures.sha256(e.text())));
        assertThat(evidence)
                .isSortedAccordingTo(Comparator.comparingDouble(Evidence::score).reversed());
    }

    @Test
    void progressEventReportsTheEvaluatorHopOfTheRun() {
        var hop = state.telemetry().trail().get(event.hop() - 1);

        assertThat(event.runId()).isEqualTo(state.runId());
        assertThat(event.requestId()).isEqualTo(state.requestId());
        assertThat(new Hop(event.node(), event.route(), event.topic())).isEqualTo(hop);
        assertThat(event.stepId()).isEqualTo(1);
        assertThat(event.confidence()).isEqualTo(state.research().plan().get(0).confidence());
        assertThat(event.status()).isEqualTo(RunStatus.IN_PROGRESS);
        assertThat(event.at())
                .isAfter(state.intake().createdAt())
                .isBefore(state.telemetry().updatedAt());
    }

    @Test
    void answerPathContinuesTheEnvelopeTrailToTheAnswersTopic() {
        assertIsARunOfTheLoop(answer.path());
        assertThat(answer.path()).startsWith(state.telemetry().trail().toArray(Hop[]::new));
        assertThat(answer.path().get(answer.path().size() - 1)).isEqualTo(new Hop("observer", "FINAL", Topics.ANSWERS));
        assertThat(answer.metrics().hops()).isEqualTo(answer.path().size());
        assertMetricsMatchTheHops(answer.metrics().perNode(), answer.path());
    }

    @Test
    void answerTotalsSumThePerNodeFigures() {
        var metrics = answer.metrics();
        var total = metrics.perNode().stream().map(NodeMetrics::model).reduce(ModelUsage.NONE, ModelUsage::plus);

        assertThat(metrics.llmCalls()).isEqualTo(total.calls());
        assertThat(metrics.inputChars()).isEqualTo(total.inputChars());
        assertThat(metrics.outputChars()).isEqualTo(total.outputChars());
        assertThat(metrics.inputTokens()).isEqualTo(total.inputTokens());
        assertThat(metrics.outputTokens()).isEqualTo(total.outputTokens());
        assertThat(metrics.parseFailures()).isEqualTo(total.parseFailures());
        assertThat(metrics.elapsedMillis())
                .isEqualTo(Duration.between(answer.createdAt(), answer.completedAt())
                        .toMillis());
        assertThat(metrics.elapsedMillis())
                .isGreaterThanOrEqualTo(metrics.perNode().stream()
                        .mapToLong(NodeMetrics::millis)
                        .sum());
        assertThat(metrics.iterations())
                .isEqualTo(answer.path().stream()
                        .filter(h -> h.node().equals("evaluator"))
                        .count());
    }

    @Test
    void answerSourcesAreNumberedPerQueryAndStartWithTheFirstStepsEvidence() {
        var sources = kept();
        var queries = sources.stream().map(Source::query).distinct().toList();

        assertThat(queries)
                .containsExactlyElementsOf(
                        IntStream.rangeClosed(1, queries.size()).boxed().toList());
        assertThat(queries).hasSize(answer.metrics().stepsCompleted());
        for (int q : queries) {
            assertThat(sources.stream().filter(s -> s.query() == q).map(Source::number))
                    .containsExactlyElementsOf(IntStream.rangeClosed(1, (int)
                                    sources.stream().filter(s -> s.query() == q).count())
                            .boxed()
                            .toList());
        }
        var fromEnvelope = Answer.keptSourcesOf(state);
        assertThat(sources.stream().filter(s -> s.query() == 1).toList()).isEqualTo(fromEnvelope);
        assertThat(sources).allSatisfy(s -> assertThat(s.preview().length()).isLessThanOrEqualTo(201));
    }

    /** The passages the answer lists, cited or also consulted, in the order the steps kept them. */
    private List<Source> kept() {
        return java.util.stream.Stream.concat(answer.sources().stream(), answer.alsoConsulted().stream())
                .sorted(java.util.Comparator.comparingInt(Source::query).thenComparingInt(Source::number))
                .toList();
    }

    @Test
    void answerSplitsItsPassagesByWhatItsTextCites() {
        var cited = Citations.in(answer.answer() + "\n" + answer.mcReasoning());

        assertThat(answer.sources()).allSatisfy(s -> assertThat(cited).anyMatch(c -> c.of(s)));
        assertThat(answer.alsoConsulted()).isNotEmpty().allSatisfy(s -> assertThat(cited)
                .noneMatch(c -> c.of(s)));
    }

    @Test
    void answerStepsHoldEveryCitedPassageAndStartWithTheEnvelopesFirstStep() {
        var completed = answer.steps().stream()
                .filter(s -> s.status() == StepStatus.COMPLETED)
                .toList();
        for (var source : answer.sources()) {
            assertThat(completed.get(source.query() - 1).passageIds().get(source.number() - 1))
                    .isEqualTo(source.id());
        }
        assertThat(answer.steps().get(0))
                .isEqualTo(
                        Answer.from(state, null, answer.completedAt()).steps().get(0));
    }

    @Test
    void answerCitesOnlyItsSourcesAndSelectsOneOfTheChoices() {
        var citation = Pattern.compile("\\[Query (\\d+)]\\[Source (\\d+)]");
        var matcher = citation.matcher(answer.answer());
        int cited = 0;
        while (matcher.find()) {
            int q = Integer.parseInt(matcher.group(1));
            int n = Integer.parseInt(matcher.group(2));
            assertThat(answer.sources()).anySatisfy(s -> {
                assertThat(s.query()).isEqualTo(q);
                assertThat(s.number()).isEqualTo(n);
            });
            cited++;
        }
        assertThat(cited).isPositive();
        assertThat(answer.choices()).extracting(Choice::label).contains(answer.mcAnswer());
        answer.choices().forEach(c -> assertThat(answer.mcReasoning()).contains("(" + c.label() + ")"));
        assertThat(answer.status()).isEqualTo(RunStatus.ANSWERED);
        assertThat(answer.fromCache()).isFalse();
        assertThat(answer.reason()).isNull();
    }
}
