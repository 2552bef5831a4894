package io.legalagent.reviewer;

import static io.legalagent.contracts.review.ReviewAction.APPROVE;
import static io.legalagent.contracts.review.ReviewAction.EDIT;
import static io.legalagent.contracts.review.ReviewAction.MORE;
import static io.legalagent.contracts.review.ReviewAction.REJECT;
import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.PlanStep;
import io.legalagent.contracts.ProgressEvent;
import io.legalagent.contracts.QueryType;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.SchemaVersion;
import io.legalagent.contracts.Topics;
import io.legalagent.contracts.review.ReviewDecision;
import io.legalagent.contracts.review.ReviewEvent;
import io.legalagent.runtime.EnvelopeCodec;
import io.legalagent.runtime.testing.KafkaProbe;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.core.env.Environment;
import org.springframework.kafka.support.KafkaHeaders;
import org.springframework.kafka.test.context.EmbeddedKafka;

/** The reviewer service on a real (embedded KRaft) broker: parking, decisions, refusals, its figures. */
@SpringBootTest(
        classes = ReviewerApplication.class,
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {
            "spring.kafka.bootstrap-servers=${spring.embedded.kafka.brokers}",
            "legal.runtime.partitions=2",
            "legal.runtime.retry.attempts=2",
            "legal.runtime.retry.initial-interval=20ms"
        })
@EmbeddedKafka(
        partitions = 2,
        brokerProperties = {"transaction.state.log.replication.factor=1", "transaction.state.log.min.isr=1"})
class ReviewerKafkaIT {
    private static KafkaProbe probe;
    private static ReviewFlow flow;
    private final EnvelopeCodec codec = new EnvelopeCodec();

    @LocalServerPort
    int port;

    @BeforeAll
    static void connect(@Autowired Environment env) {
        probe = new KafkaProbe(env.getProperty("spring.embedded.kafka.brokers"));
        flow = new ReviewFlow(probe);
    }

    @AfterAll
    static void disconnect() {
        probe.close();
    }

    @Test
    void aParkedPlanResumesOnceOnItsDecisionAndASecondDecisionIsRefusedNamingTheFirst() {
        var runId = UUID.randomUUID().toString();
        var parked = flow.park(Parked.planAsked(runId));

        assertThat(parked.review().pending()).isPresent();
        assertThat(last(parked)).isEqualTo("reviewer:PARKED:agent.review");
        var progress = probe.await(Topics.PROGRESS, r -> runId.equals(r.key()), 1, ReviewFlow.WAIT);
        assertThat(progress).hasSize(1);
        var waiting = codec.decode(progress.get(0).value(), ProgressEvent.class);
        assertThat(waiting.route()).isEqualTo("PARKED");
        assertThat(waiting.topic()).isEqualTo(Topics.REVIEW);
        assertThat(flow.events(runId, 1)).singleElement().satisfies(e -> {
            assertThat(e.type()).isEqualTo(ReviewEvent.Type.PENDING);
            assertThat(e.reviewId()).isEqualTo(runId + "/1");
            assertThat(e.asker()).isEqualTo(Parked.ASKER);
        });

        flow.decide(Parked.decision(parked, APPROVE));
        var resumed = flow.records(Topics.EXECUTOR, runId, 1);
        flow.decide(Parked.decision(parked, REJECT, null, null, "changed my mind"));

        var events = flow.events(runId, 3);
        assertThat(events)
                .extracting(ReviewEvent::type)
                .containsExactly(ReviewEvent.Type.PENDING, ReviewEvent.Type.DECIDED, ReviewEvent.Type.REFUSED);
        assertThat(events.get(2).note()).startsWith("already decided by ann (firm) at ");
        assertThat(events.get(2).reviewer()).isEqualTo(Parked.ANN);
        assertThat(flow.records(Topics.EXECUTOR, runId, 1))
                .as("resumed exactly once")
                .hasSize(1);
        assertThat(flow.records(Topics.OBSERVER, runId, 0))
                .as("the refused rejection did nothing")
                .isEmpty();
        var state = codec.decode(resumed.get(0).value(), AgentState.class);
        assertThat(last(state)).isEqualTo("reviewer:PLAN_APPROVED:agent.executor");
        assertThat(state.review().latest().orElseThrow().decision().reviewer()).isEqualTo(Parked.ANN);
        assertThat(ReviewFlow.traceIdOf(resumed.get(0)))
                .as("the resumed hop continues the parked run's trace, not the decision's")
                .isEqualTo(ReviewFlow.traceIdOf(
                        flow.records(Topics.REVIEW, runId, 2).get(0)))
                .isNotEqualTo(ReviewFlow.DECISION_TRACE.split("-")[1]);
        var view = flow.states(Topics.REVIEW, runId, 2);
        assertThat(view)
                .as("the resumed state replaces the parked one on agent.review")
                .hasSize(2);
        assertThat(view.get(1).review().pending()).isEmpty();
    }

    @Test
    void aDecisionForAnUnknownRunIsRefused() {
        var runId = UUID.randomUUID().toString();
        var stray = new ReviewDecision(
                SchemaVersion.CURRENT,
                "d-1",
                runId,
                runId + "/1",
                APPROVE,
                null,
                null,
                null,
                null,
                Parked.ANN,
                Instant.now(),
                false);

        flow.decide(stray);

        assertThat(flow.events(runId, 1)).singleElement().satisfies(e -> {
            assertThat(e.type()).isEqualTo(ReviewEvent.Type.REFUSED);
            assertThat(e.note()).isEqualTo("unknown run: no run " + runId + " was parked for review");
        });
        assertThat(flow.records(Topics.EXECUTOR, runId, 0)).isEmpty();
    }

    @Test
    void anEditedPlanIsThePlanTheExecutorGets() {
        var runId = UUID.randomUUID().toString();
        var parked = flow.park(Parked.planAsked(runId));
        var edit = new ReviewDecision(
                SchemaVersion.CURRENT,
                "d-edit",
                runId,
                parked.review().pending().orElseThrow().id(),
                EDIT,
                List.of("Is part performance enough?", "What is the statute of frauds?"),
                QueryType.SIMPLE,
                null,
                null,
                Parked.ANN,
                Instant.now(),
                false);

        flow.decide(edit);

        var state = flow.states(Topics.EXECUTOR, runId, 1).get(0);
        assertThat(state.research().plan())
                .containsExactly(
                        PlanStep.pending(1, PlanEdit.REVIEW_PHASE, "Is part performance enough?"),
                        PlanStep.pending(2, "research", "What is the statute of frauds?"));
        assertThat(state.intake().queryType()).isEqualTo(QueryType.SIMPLE);
        assertThat(state.review().latest().orElseThrow().plan()).hasSize(2);
    }

    @Test
    void anAnswerIsApprovedToMemoryRejectedToTheObserverOrSentForMoreResearch() {
        var approved = flow.park(Parked.answerAsked(UUID.randomUUID().toString()));
        var rejected = flow.park(Parked.answerAsked(UUID.randomUUID().toString()));
        var more = flow.park(Parked.answerAsked(UUID.randomUUID().toString()));

        flow.decide(Parked.decision(approved, APPROVE));
        flow.decide(Parked.decision(rejected, REJECT, null, null, "cites no lease case"));
        flow.decide(Parked.decision(more, MORE, null, "Does an oral surrender count?", null));

        assertThat(last(flow.states(Topics.MEMORY, approved.runId(), 1).get(0)))
                .isEqualTo("reviewer:ANSWER_APPROVED:agent.memory");
        var declined = flow.states(Topics.OBSERVER, rejected.runId(), 1).get(0);
        assertThat(declined.status()).isEqualTo(RunStatus.DECLINED);
        assertThat(declined.outcome().error().reason())
                .startsWith("declined in review by ann (firm) at ")
                .endsWith(": cites no lease case");
        var researching = flow.states(Topics.EXECUTOR, more.runId(), 1).get(0);
        assertThat(last(researching)).isEqualTo("reviewer:MORE_RESEARCH:agent.executor");
        assertThat(researching.research().plan())
                .last()
                .extracting(PlanStep::question)
                .isEqualTo("Does an oral surrender count?");
    }

    @Test
    void anUnreadableDecisionGoesToTheDeadLetterTopicAndIsRefusedForItsRun() {
        var parked = flow.park(Parked.planAsked(UUID.randomUUID().toString()));

        probe.send(Topics.DECISIONS, parked.runId(), "{\"action\": \"MAYBE\"}".getBytes(StandardCharsets.UTF_8));

        var dead = flow.records(Topics.deadLetterOf(Topics.DECISIONS), parked.runId(), 1);
        assertThat(dead).hasSize(1);
        assertThat(new String(
                        dead.get(0)
                                .headers()
                                .lastHeader(KafkaHeaders.DLT_EXCEPTION_MESSAGE)
                                .value(),
                        StandardCharsets.UTF_8))
                .startsWith("not a ReviewDecision: ");
        var events = flow.events(parked.runId(), 2);
        assertThat(events)
                .extracting(ReviewEvent::type)
                .containsExactly(ReviewEvent.Type.PENDING, ReviewEvent.Type.REFUSED);
        assertThat(events.get(1).note()).startsWith("unreadable decision: not a ReviewDecision");
        assertThat(flow.records(Topics.EXECUTOR, parked.runId(), 0)).isEmpty();
    }

    @Test
    void theViewsSizeAndTheDecisionsAreOnTheMetricsEndpoint() throws Exception {
        var parked = flow.park(Parked.planAsked(UUID.randomUUID().toString()));
        flow.decide(Parked.decision(parked, APPROVE));
        // The view has read agent.review once the decision is applied.
        assertThat(flow.records(Topics.EXECUTOR, parked.runId(), 1)).hasSize(1);

        var bytes = metric(ReviewMetrics.PARKED_BYTES);
        var parkedRuns = metric(ReviewMetrics.PARKED);
        var approved = metric(ReviewMetrics.DECISIONS + "?tag=outcome:approved");

        assertThat(bytes).contains("\"baseUnit\":\"bytes\"");
        assertThat(valueOf(bytes)).as("bytes the view holds").isGreaterThan(1000);
        assertThat(valueOf(parkedRuns)).as("runs the view holds").isGreaterThanOrEqualTo(1);
        assertThat(valueOf(approved)).as("approved decisions").isGreaterThanOrEqualTo(1);
    }

    private String metric(String name) throws Exception {
        var response = java.net.http.HttpClient.newHttpClient()
                .send(
                        java.net.http.HttpRequest.newBuilder(
                                        java.net.URI.create("http://127.0.0.1:" + port + "/actuator/metrics/" + name))
                                .build(),
                        java.net.http.HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(name).isEqualTo(200);
        return response.body();
    }

    /** The first measurement's value in an /actuator/metrics reply. */
    private static double valueOf(String body) {
        var matcher = java.util.regex.Pattern.compile("\"value\":([0-9.Ee+-]+)").matcher(body);
        assertThat(matcher.find()).as(body).isTrue();
        return Double.parseDouble(matcher.group(1));
    }

    private static String last(AgentState state) {
        var hop = state.telemetry().trail().get(state.telemetry().trail().size() - 1);
        return hop.node() + ":" + hop.route() + ":" + hop.topic();
    }
}
