package io.legalagent.gateway;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.AuditRecord;
import io.legalagent.contracts.AuditRecord.AuditAction;
import io.legalagent.contracts.AuditRecord.AuditOutcome;
import io.legalagent.contracts.Hop;
import io.legalagent.contracts.Owner;
import io.legalagent.contracts.QueryType;
import io.legalagent.contracts.SchemaVersion;
import io.legalagent.contracts.Topics;
import io.legalagent.contracts.review.ReviewAction;
import io.legalagent.contracts.review.ReviewDecision;
import io.legalagent.contracts.route.ReviewerRoute;
import io.legalagent.gateway.testing.ParkedStates;
import io.legalagent.gateway.testing.Sse;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.core.env.Environment;
import tools.jackson.databind.JsonNode;

/**
 * The review API on the embedded broker: a paused run published on agent.review shows up for the
 * reviewers of its asker's organisation, and a decision lands on legal.decisions keyed by run id,
 * naming the reviewer from the token. Each refusal (401, 403, 404, 409, 410, 400) is checked, and
 * decisions and refusals are on legal.audit.
 */
class ReviewsApiIT extends SignedInApi {
    static final Owner RITA = new Owner("rita", "firm-a");
    static final Owner RALPH = new Owner("ralph", "firm-b");
    static ParkedStates parked;

    @BeforeAll
    static void reviewer(@Autowired Environment environment) {
        parked = new ParkedStates(environment.getProperty("spring.embedded.kafka.brokers"));
    }

    @AfterAll
    static void closeReviewer() {
        parked.close();
    }

    static String reviewer(Owner owner) {
        return token(owner, "reviewer");
    }

    /** A plan review of Alice's, parked and seen by the gateway. */
    AgentState parkedPlan() throws Exception {
        var state = ParkedStates.planReview(
                "req-" + UUID.randomUUID(),
                ALICE,
                "Is the assignee of a lease liable for rent?",
                List.of("What does an assignment of a lease transfer?", "Who is in privity of estate?"));
        parked.park(state);
        awaitReview(reviewer(RITA), state.runId());
        return state;
    }

    JsonNode awaitReview(String token, String runId) throws Exception {
        var deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        HttpResponse<String> response;
        do {
            response = get(token, "/api/reviews/" + runId);
            if (response.statusCode() == 200) {
                return JSON.readTree(response.body());
            }
            Thread.sleep(50);
        } while (System.nanoTime() < deadline);
        throw new AssertionError("no paused run " + runId + ": " + response.body());
    }

    HttpResponse<String> decide(String token, String runId, String json) throws Exception {
        var request = request("/api/reviews/" + runId + "/decision", token)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json));
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    List<ConsumerRecord<String, byte[]>> decisions(String runId) {
        return pipeline.records(Topics.DECISIONS).stream()
                .filter(record -> runId.equals(record.key()))
                .toList();
    }

    @Test
    void aReviewerSeesTheirOrganisationsPendingPlanAndNoOneElseDoes() throws Exception {
        var state = parkedPlan();
        var listed = JSON.readTree(get(reviewer(RITA), "/api/reviews").body());
        var review = listed.path("reviews")
                .valueStream()
                .filter(r -> r.path("runId").asString().equals(state.runId()))
                .findFirst()
                .orElseThrow();
        assertThat(listed.path("pending").asInt())
                .isEqualTo(listed.path("reviews").size());
        assertThat(review.path("reviewId").asString()).isEqualTo(state.runId() + "/1");
        assertThat(review.path("kind").asString()).isEqualTo("PLAN");
        assertThat(review.path("queryType").asString()).isEqualTo("multi_hop");
        assertThat(review.path("question").asString()).isEqualTo("Is the assignee of a lease liable for rent?");
        assertThat(review.path("plan").valueStream().map(JsonNode::asString))
                .containsExactly("What does an assignment of a lease transfer?", "Who is in privity of estate?");
        assertThat(review.path("asker").path("user").asString()).isEqualTo("alice");

        var elsewhere = JSON.readTree(get(reviewer(RALPH), "/api/reviews").body());
        assertThat(elsewhere.path("reviews").valueStream().map(r -> r.path("runId")
                        .asString()))
                .doesNotContain(state.runId());
        assertThat(assertProblem(get(asker(ALICE), "/api/reviews"), 403)
                        .path("detail")
                        .asString())
                .contains("reviewer");
    }

    @Test
    void thePausedRunShowsItsHopsPlanAndReviewsToItsAskerAndReviewersOnly() throws Exception {
        var state = parkedPlan();
        var run = awaitReview(asker(ALICE), state.runId());
        assertThat(run.path("standing").asString()).isEqualTo("PENDING");
        assertThat(run.path("pendingReviewId").asString()).isEqualTo(state.runId() + "/1");
        assertThat(run.path("hops")
                        .valueStream()
                        .map(hop -> hop.path("node").asString() + "/"
                                + hop.path("route").asString()))
                .containsExactly("guard/SAFE", "classifier/CLASSIFIED", "planner/REVIEW_PLAN", "reviewer/PARKED");
        assertThat(run.path("plan").valueStream().map(step -> step.path("question")
                        .asString()))
                .hasSize(2);
        assertThat(run.path("rounds").get(0).path("kind").asString()).isEqualTo("PLAN");
        var colleague = new Owner("bob", "firm-a");
        assertProblem(get(asker(colleague), "/api/reviews/" + state.runId()), 404);
        assertProblem(get(reviewer(RALPH), "/api/reviews/" + state.runId()), 404);
    }

    @Test
    void anApprovalLandsOnLegalDecisionsNamingTheReviewerAndASecondIsRefusedNamingWhoAndWhen() throws Exception {
        var state = parkedPlan();
        var before = Instant.now();
        var approved = decide(reviewer(RITA), state.runId(), "{\"action\":\"APPROVE\"}");
        assertThat(approved.statusCode()).as(approved.body()).isEqualTo(202);
        var accepted = JSON.readTree(approved.body());
        assertThat(accepted.path("reviewId").asString()).isEqualTo(state.runId() + "/1");

        var records = decisions(state.runId());
        assertThat(records).hasSize(1);
        var decision = JSON.readValue(records.get(0).value(), ReviewDecision.class);
        assertThat(decision.decisionId()).isEqualTo(accepted.path("decisionId").asString());
        assertThat(decision.action()).isEqualTo(ReviewAction.APPROVE);
        assertThat(decision.reviewer()).isEqualTo(RITA);
        assertThat(decision.timedOut()).isFalse();
        assertThat(decision.decidedAt()).isBetween(before.minusSeconds(1), Instant.now());
        assertThat(records.get(0).headers().lastHeader("traceparent"))
                .as("the request's trace context")
                .isNotNull();

        var again =
                decide(reviewer(new Owner("rob", "firm-a")), state.runId(), "{\"action\":\"REJECT\",\"note\":\"no\"}");
        var problem = assertProblem(again, 409);
        assertThat(problem.path("detail").asString())
                .contains("rita (firm-a)", decision.decidedAt().toString());
        assertThat(decisions(state.runId())).hasSize(1);
        assertThat(audited(r -> state.runId().equals(r.requestId()) && r.action() == AuditAction.DECIDE_REVIEW))
                .extracting(AuditRecord::user, AuditRecord::outcome, AuditRecord::status)
                .contains(tuple("rita", AuditOutcome.ALLOWED, 202), tuple("rob", AuditOutcome.REFUSED, 409));
    }

    @Test
    void anEditCarriesTheStepsInTheirNewOrderAndTheSwitchedQueryType() throws Exception {
        var state = parkedPlan();
        var edited = decide(
                reviewer(RITA),
                state.runId(),
                "{\"action\":\"EDIT\",\"reviewId\":\"" + state.runId() + "/1\",\"plan\":[\"Who is in privity of"
                        + " estate?\",\"Does an assignee assume the covenants?\"],\"queryType\":\"simple\"}");
        assertThat(edited.statusCode()).as(edited.body()).isEqualTo(202);
        var decision = JSON.readValue(decisions(state.runId()).get(0).value(), ReviewDecision.class);
        assertThat(decision.action()).isEqualTo(ReviewAction.EDIT);
        assertThat(decision.plan())
                .containsExactly("Who is in privity of estate?", "Does an assignee assume the covenants?");
        assertThat(decision.queryType()).isEqualTo(QueryType.SIMPLE);
    }

    @Test
    void aReviewDecidedByAPersonIs409AndOneTheTimeoutClosedIs410() throws Exception {
        var decidedAt = Instant.parse("2026-11-20T10:15:30Z");
        var byAnn = parkedPlan();
        parked.park(ParkedStates.decided(byAnn, decision(byAnn, new Owner("ann", "firm-a"), decidedAt, false)));
        var timedOut = parkedPlan();
        parked.park(ParkedStates.decided(timedOut, decision(timedOut, null, decidedAt, true)));
        awaitStanding(byAnn.runId(), "DECIDED");
        awaitStanding(timedOut.runId(), "TIMED_OUT");

        var conflict = assertProblem(decide(reviewer(RITA), byAnn.runId(), "{\"action\":\"APPROVE\"}"), 409);
        assertThat(conflict.path("detail").asString()).contains("ann (firm-a)", "2026-11-20T10:15:30Z");
        var gone = assertProblem(decide(reviewer(RITA), timedOut.runId(), "{\"action\":\"APPROVE\"}"), 410);
        assertThat(gone.path("detail").asString()).contains("2026-11-20T10:15:30Z", "timeout");
        assertThat(decisions(byAnn.runId())).isEmpty();
        assertThat(decisions(timedOut.runId())).isEmpty();
    }

    @Test
    void whoMayDecide401403And404() throws Exception {
        var state = parkedPlan();
        var unsigned = decide(null, state.runId(), "{\"action\":\"APPROVE\"}");
        assertThat(unsigned.statusCode()).isEqualTo(401);
        assertThat(assertProblem(decide(asker(ALICE), state.runId(), "{\"action\":\"APPROVE\"}"), 403)
                        .path("detail")
                        .asString())
                .contains("reviewer");
        var otherFirm = assertProblem(decide(reviewer(RALPH), state.runId(), "{\"action\":\"APPROVE\"}"), 404);
        var unknown = assertProblem(decide(reviewer(RALPH), "no-such-run", "{\"action\":\"APPROVE\"}"), 404);
        assertThat(otherFirm.path("title").asString())
                .isEqualTo(unknown.path("title").asString());
        assertThat(decisions(state.runId())).isEmpty();
        assertThat(audited(r -> state.runId().equals(r.requestId()) && r.outcome() == AuditOutcome.REFUSED))
                .extracting(AuditRecord::user, AuditRecord::status)
                .contains(tuple("alice", 403), tuple("ralph", 404));
    }

    @Test
    void decisionsThatDoNotFitTheReviewAre400() throws Exception {
        var plan = parkedPlan();
        var noNote = assertProblem(decide(reviewer(RITA), plan.runId(), "{\"action\":\"REJECT\"}"), 400);
        assertThat(noNote.path("errors").get(0).path("field").asString()).isEqualTo("note");
        var noSteps = assertProblem(decide(reviewer(RITA), plan.runId(), "{\"action\":\"EDIT\",\"plan\":[]}"), 400);
        assertThat(noSteps.path("errors").get(0).path("field").asString()).isEqualTo("plan");
        assertProblem(decide(reviewer(RITA), plan.runId(), "{\"action\":\"MORE\"}"), 400);
        assertProblem(decide(reviewer(RITA), plan.runId(), "{\"action\":\"MAYBE\"}"), 400);
        assertProblem(decide(reviewer(RITA), plan.runId(), "not json"), 400);

        var answer = ParkedStates.answerReview(
                "req-" + UUID.randomUUID(), ALICE, "What is battery?", "Battery is a harmful contact.");
        parked.park(answer);
        awaitReview(reviewer(RITA), answer.runId());
        var edit = assertProblem(
                decide(reviewer(RITA), answer.runId(), "{\"action\":\"EDIT\",\"plan\":[\"What is battery?\"]}"), 400);
        assertThat(edit.path("detail").asString()).contains("EDIT", "answer");
        assertThat(decisions(plan.runId())).isEmpty();
        assertThat(decisions(answer.runId())).isEmpty();
        var more = decide(reviewer(RITA), answer.runId(), "{\"action\":\"MORE\",\"step\":\"What is assault?\"}");
        assertThat(more.statusCode()).as(more.body()).isEqualTo(202);
        assertThat(JSON.readValue(decisions(answer.runId()).get(0).value(), ReviewDecision.class)
                        .step())
                .isEqualTo("What is assault?");
    }

    @Test
    void theAskersStreamSaysTheRunWaitsForReview() throws Exception {
        String requestId = "parked-" + UUID.randomUUID();
        var asked = post(
                asker(ALICE),
                "{\"requestId\":\"" + requestId + "\",\"question\":\"What is battery?\","
                        + "\"review\":{\"plan\":true,\"answer\":false}}");
        assertThat(asked.statusCode()).as(asked.body()).isEqualTo(202);
        var question = pipeline.questions().stream()
                .filter(r -> RunIds.pipelineId(ALICE, requestId).equals(r.key()))
                .findFirst()
                .orElseThrow();
        assertThat(JSON.readTree(question.value()).path("review").path("plan").asBoolean())
                .as("the question's review request goes on to the guard")
                .isTrue();
        var state = ParkedStates.planReview(
                RunIds.pipelineId(ALICE, requestId), ALICE, "What is battery?", List.of("What is battery?"));
        parked.park(state);
        awaitReview(asker(ALICE), state.runId());
        parked.progress(state);
        try (var stream = Sse.open(http, uri("/api/questions/" + requestId + "/events"), null, asker(ALICE))) {
            var events = new ArrayList<Sse.Event>();
            while (events.stream().noneMatch(e -> e.name().equals("review"))) {
                events.add(stream.next());
            }
            var review = JSON.readTree(events.get(events.size() - 1).data());
            assertThat(events.get(events.size() - 2).name()).isEqualTo("hop");
            assertThat(review.path("waiting").asBoolean()).isTrue();
            assertThat(review.path("reviewId").asString()).isEqualTo(state.runId() + "/1");
            assertThat(review.path("kind").asString()).isEqualTo("PLAN");
            assertThat(review.path("plan").get(0).asString()).isEqualTo("What is battery?");

            // The decision applied: the decided state on agent.review, then the reviewer's resume hop.
            var approval = decision(state, RITA, Instant.now(), false);
            var resumed = ParkedStates.decided(state, approval)
                    .afterHop(
                            new Hop("reviewer", ReviewerRoute.PLAN_APPROVED.name(), Topics.EXECUTOR), 1, Instant.now());
            parked.park(ParkedStates.decided(state, approval));
            awaitStanding(state.runId(), "DECIDED");
            parked.progress(resumed);
            Sse.Event event;
            do {
                event = stream.next();
            } while (!event.name().equals("review"));
            var update = JSON.readTree(event.data());
            assertThat(update.path("waiting").asBoolean()).isFalse();
            assertThat(update.path("route").asString()).isEqualTo("PLAN_APPROVED");
            assertThat(update.path("action").asString()).isEqualTo("APPROVE");
            assertThat(update.path("reviewer").path("user").asString()).isEqualTo("rita");
        }
    }

    void awaitStanding(String runId, String standing) throws Exception {
        var deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (!awaitReview(reviewer(RITA), runId).path("standing").asString().equals(standing)) {
            assertThat(System.nanoTime()).as("%s becomes %s", runId, standing).isLessThan(deadline);
            Thread.sleep(50);
        }
    }

    static ReviewDecision decision(AgentState state, Owner reviewer, Instant at, boolean timedOut) {
        return new ReviewDecision(
                SchemaVersion.CURRENT,
                UUID.randomUUID().toString(),
                state.runId(),
                state.runId() + "/1",
                timedOut ? ReviewAction.REJECT : ReviewAction.APPROVE,
                null,
                null,
                null,
                timedOut ? "no reviewer decided within PT72H" : null,
                reviewer,
                at,
                timedOut);
    }
}
