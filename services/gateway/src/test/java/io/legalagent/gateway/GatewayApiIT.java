package io.legalagent.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.gateway.testing.Sse;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Value;
import tools.jackson.databind.JsonNode;

/**
 * The API on a real (embedded KRaft) broker, signed in with the real local issuer's tokens: questions
 * reach {@code legal.gateway.questions} with their asker as owner, keyed by the asker's scoped request
 * id, with the gateway's trace context; a run's hops stream as server-sent events as they commit,
 * then its answer, resumably and also after the run ended; bad input is refused as problem+json and
 * never published.
 */
class GatewayApiIT extends SignedInApi {
    private final String alice = asker(ALICE);

    /** management.server.port: actuator lives there, apart from the public port. */
    @Value("${local.management.port}")
    int managementPort;

    @Test
    void aQuestionIsPublishedWithItsAskerKeyedByTheirScopedIdAsTheRootOfItsTrace() throws Exception {
        String requestId = "accept-" + UUID.randomUUID();
        var response = post(
                alice,
                "{\"requestId\":\"" + requestId + "\",\"question\":\"What is battery?\","
                        + "\"choices\":{\"A\":\"A tort\",\"B\":\"A crime only\"}}");

        assertThat(response.statusCode()).as(response.body()).isEqualTo(202);
        var body = JSON.readTree(response.body());
        assertThat(body.path("requestId").asString()).isEqualTo(requestId);
        assertThat(body.path("links").path("events").asString()).isEqualTo("/api/questions/" + requestId + "/events");
        assertThat(body.path("links").path("answer").asString()).isEqualTo("/api/answers/" + requestId);
        assertThat(response.headers().firstValue("Location")).contains("/api/answers/" + requestId);

        String runId = RunIds.pipelineId(ALICE, requestId);
        var published =
                pipeline.questions().stream().filter(r -> runId.equals(r.key())).toList();
        assertThat(published).hasSize(1);
        var question = JSON.readTree(published.get(0).value());
        assertThat(question.path("requestId").asString()).isEqualTo(runId);
        assertThat(question.path("owner").path("user").asString()).isEqualTo("alice");
        assertThat(question.path("owner").path("organisation").asString()).isEqualTo("firm-a");
        assertThat(question.path("question").asString()).isEqualTo("What is battery?");
        assertThat(question.path("choices").path("B").asString()).isEqualTo("A crime only");
        String traceparent =
                new String(published.get(0).headers().lastHeader("traceparent").value(), StandardCharsets.UTF_8);
        assertThat(traceparent).startsWith("00-" + body.path("traceId").asString() + "-");
    }

    @Test
    void anEvaluatorsFrozenContextIsPublishedWithIt() throws Exception {
        String requestId = "frozen-" + UUID.randomUUID();
        String sha = "a".repeat(64);
        var response = post(
                token(ALICE, "asker", "evaluator"),
                "{\"requestId\":\"" + requestId + "\",\"question\":\"What is hearsay?\","
                        + "\"frozenContext\":{\"packSha256\":\"" + sha + "\",\"packSetSha256\":null,"
                        + "\"questionId\":\"q1\",\"corpusFingerprint\":null,\"confidenceSignal\":\"calibrated\","
                        + "\"confidence\":0.7,\"passages\":[{\"id\":\"p1\",\"source\":\"FRE 801\",\"sha256\":\""
                        + sha + "\",\"score\":0.9,\"text\":\"Hearsay is an out-of-court statement.\"}]}}");

        assertThat(response.statusCode()).as(response.body()).isEqualTo(202);
        String runId = RunIds.pipelineId(ALICE, requestId);
        var published =
                pipeline.questions().stream().filter(r -> runId.equals(r.key())).toList();
        assertThat(published).hasSize(1);
        var context = JSON.readTree(published.get(0).value()).path("frozenContext");
        assertThat(context.path("packSha256").asString()).isEqualTo(sha);
        assertThat(context.path("passages").get(0).path("text").asString())
                .isEqualTo("Hearsay is an out-of-court statement.");
    }

    @Test
    void aQuestionWithoutRequestIdGetsOneAndTheAskersUsedIdIsRefusedButNotAnotherUsers() throws Exception {
        var response = post(alice, "{\"question\":\"What is assault?\"}");
        assertThat(response.statusCode()).as(response.body()).isEqualTo(202);
        String requestId = JSON.readTree(response.body()).path("requestId").asString();
        assertThat(requestId).isNotBlank();

        var again = post(alice, "{\"requestId\":\"" + requestId + "\",\"question\":\"What is assault?\"}");
        assertProblem(again, 409);
        var bobs = post(asker(BOB), "{\"requestId\":\"" + requestId + "\",\"question\":\"What is assault?\"}");
        assertThat(bobs.statusCode())
                .as("another user's ids are no concern of Bob's: " + bobs.body())
                .isEqualTo(202);
    }

    @Test
    void badInputIsAProblemAndNeverReachesThePipeline() throws Exception {
        String tag = UUID.randomUUID().toString();
        var malformed = post(alice, "{\"requestId\":\"bad-1-" + tag + "\",\"question\": \"What is battery?\"");
        var empty = post(alice, "{\"requestId\":\"bad-2-" + tag + "\",\"question\":\"   \"}");
        var unknown = post(
                alice, "{\"requestId\":\"bad-3-" + tag + "\",\"question\":\"What is battery?\",\"colour\":\"red\"}");
        var wrongType = post(alice, "{\"requestId\":\"bad-4-" + tag + "\",\"question\":42}");
        var badLabel =
                post(alice, "{\"requestId\":\"bad-5-" + tag + "\",\"question\":\"Q?\",\"choices\":{\"AB\":\"x\"}}");
        var huge = post(alice, "{\"requestId\":\"bad-6-" + tag + "\",\"question\":\"" + "a".repeat(100 * 1024) + "\"}");
        var owner = post(
                alice,
                "{\"requestId\":\"bad-8-" + tag + "\",\"question\":\"Q?\",\"owner\":{\"user\":\"bob\","
                        + "\"organisation\":\"firm-a\"}}");
        var text = http.send(
                request("/api/questions", alice)
                        .header("Content-Type", "text/plain")
                        .POST(HttpRequest.BodyPublishers.ofString("What is battery? bad-7-" + tag))
                        .build(),
                HttpResponse.BodyHandlers.ofString());

        assertThat(assertProblem(malformed, 400).path("detail").asString()).contains("malformed JSON");
        assertThat(fields(assertProblem(empty, 400))).containsExactly("question");
        assertThat(fields(assertProblem(unknown, 400))).containsExactly("colour");
        assertThat(fields(assertProblem(wrongType, 400))).containsExactly("question");
        assertThat(fields(assertProblem(badLabel, 400))).containsExactly("choices");
        assertThat(fields(assertProblem(owner, 400))).containsExactly("owner");
        assertProblem(huge, 413);
        assertProblem(text, 415);

        assertThat(pipeline.questions())
                .as("no refused question was published")
                .noneMatch(r -> new String(r.value(), StandardCharsets.UTF_8).contains(tag));
    }

    @Test
    void hopsStreamAsTheyCommitThenTheAnswerAndTheStreamCloses() throws Exception {
        String requestId = "live-" + UUID.randomUUID();
        assertThat(post(alice, "{\"requestId\":\"" + requestId + "\",\"question\":\"What is battery?\"}")
                        .statusCode())
                .isEqualTo(202);
        var run = pipeline.run(RunIds.pipelineId(ALICE, requestId), ALICE);
        try (var stream = Sse.open(http, uri("/api/questions/" + requestId + "/events"), null, alice)) {
            assertThat(stream.response.statusCode()).isEqualTo(200);
            assertThat(stream.response.headers().firstValue("Content-Type"))
                    .hasValueSatisfying(type -> assertThat(type).startsWith("text/event-stream"));
            run.hops(1, 3);
            for (int n = 1; n <= 3; n++) {
                var event = stream.next();
                assertThat(event.name()).isEqualTo("hop");
                assertThat(event.id()).isEqualTo(Integer.toString(n));
            }
            assertThat(get(alice, "/api/answers/" + requestId).statusCode())
                    .as("no answer while the run goes on")
                    .isEqualTo(404);

            run.hops(4, 8);
            var rest = stream.rest();
            assertThat(rest)
                    .extracting(Sse.Event::name)
                    .containsExactly("hop", "hop", "hop", "hop", "hop", "signature", "answer");
            assertThat(rest)
                    .as("the signature's event has no id: a reconnect resumes by the hops'")
                    .extracting(Sse.Event::id)
                    .containsExactly("4", "5", "6", "7", "8", null, "9");
            assertThat(JSON.readTree(rest.get(5).data()).path("status").asString())
                    .as("this gateway has no answer public key")
                    .isEqualTo("NOT_CHECKED");
            var executor = JSON.readTree(rest.get(0).data());
            assertThat(executor.path("node").asString()).isEqualTo("executor");
            assertThat(executor.path("route").asString()).isEqualTo("EXECUTED");
            assertThat(executor.path("stepId").asInt()).isEqualTo(1);
            assertThat(executor.path("confidence").asDouble()).isEqualTo(0.8);
            assertThat(executor.has("elapsedMs")).isTrue();
            assertThat(JSON.readTree(rest.get(6).data()).path("requestId").asString())
                    .isEqualTo(RunIds.pipelineId(ALICE, requestId));
        }
    }

    @Test
    void aLateClientGetsEveryEventAndAReconnectResumesAfterItsLastEvent() throws Exception {
        String requestId = "late-" + UUID.randomUUID();
        pipeline.run(RunIds.pipelineId(ALICE, requestId), ALICE).all();
        var answer = awaitAnswer(alice, requestId);

        try (var stream = Sse.open(http, uri("/api/questions/" + requestId + "/events"), null, alice)) {
            var events = stream.rest();
            assertThat(events)
                    .extracting(Sse.Event::id)
                    .containsExactly("1", "2", "3", "4", "5", "6", "7", "8", null, "9");
            assertThat(events.get(9).data()).isEqualTo(answer.body());
        }
        try (var stream = Sse.open(http, uri("/api/questions/" + requestId + "/events"), "6", alice)) {
            assertThat(stream.rest()).extracting(Sse.Event::id).containsExactly("7", "8", null, "9");
        }
        try (var stream = Sse.open(http, uri("/api/questions/" + requestId + "/events"), "9", alice)) {
            assertThat(stream.response.statusCode())
                    .as("nothing left: a browser stops reconnecting")
                    .isEqualTo(204);
        }
    }

    @Test
    void theAnswerIsServedExactlyAsPublished() throws Exception {
        String requestId = "answer-" + UUID.randomUUID();
        assertThat(assertProblem(get(alice, "/api/answers/" + requestId), 404)
                        .path("detail")
                        .asString())
                .contains(requestId);
        pipeline.run(RunIds.pipelineId(ALICE, requestId), ALICE).all();

        var answer = awaitAnswer(alice, requestId);
        assertThat(answer.headers().firstValue("Content-Type"))
                .hasValueSatisfying(type -> assertThat(type).startsWith("application/json"));
        var json = JSON.readTree(answer.body());
        assertThat(json.path("status").asString()).isEqualTo("ANSWERED");
        assertThat(json.path("seal").isObject()).isTrue();
    }

    /** A run asked on legal.questions is its configured owner's, found by its own request id. */
    @Test
    void aRunAskedOnTheQuestionsTopicIsReadByItsOwnerUnderItsOwnId() throws Exception {
        String requestId = "kcat-" + UUID.randomUUID();
        pipeline.run(requestId, ALICE).all();
        assertThat(awaitAnswer(alice, requestId).statusCode()).isEqualTo(200);
        assertProblem(get(asker(BOB), "/api/answers/" + requestId), 404);
    }

    /** This gateway was given no answer public key: it says so rather than serve nothing, to anyone. */
    @Test
    void withoutAPublicKeyThereIsNoneToFetch() throws Exception {
        assertThat(assertProblem(get(null, "/api/public-key"), 404)
                        .path("detail")
                        .asString())
                .contains("legal.gateway.answer-public-key");
    }

    @Test
    void eachCallerIsRateLimitedNotEachAddress() throws Exception {
        String dave = asker(new io.legalagent.contracts.Owner("dave", "firm-a"));
        String requestId = "limited-" + UUID.randomUUID();
        assertProblem(get(dave, "/api/answers/" + requestId + "/verification"), 404);
        assertProblem(get(dave, "/api/answers/" + requestId + "/verification"), 404);
        var limited = get(dave, "/api/answers/" + requestId + "/verification");
        assertProblem(limited, 429);
        assertThat(limited.headers().firstValue("Retry-After")).isPresent();
        assertProblem(get(asker(CAROL), "/api/answers/" + requestId + "/verification"), 404);
    }

    @Test
    void corsIsOffUnlessConfigured() throws Exception {
        var response = http.send(
                request("/api/openapi.json", null)
                        .header("Origin", "https://elsewhere.example")
                        .GET()
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(response.headers().firstValue("Access-Control-Allow-Origin")).isEmpty();
    }

    @Test
    void itReportsHealthAndMetricsOnTheManagementPortOnly() throws Exception {
        assertThat(managementPort).isNotEqualTo(port);
        assertThat(management("/actuator/health/readiness").body()).contains("UP");
        assertThat(management("/actuator/prometheus").body()).contains("legal_gateway_first_event");
        var publicMetrics = get(alice, "/actuator/prometheus");
        assertThat(publicMetrics.statusCode())
                .as("the public port serves no metrics, even to a signed-in caller")
                .isIn(401, 403, 404);
        assertThat(publicMetrics.body()).doesNotContain("legal_gateway_first_event");
        assertThat(get(null, "/").body()).contains("<textarea");
    }

    private HttpResponse<String> management(String path) throws Exception {
        var request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + managementPort + path))
                .timeout(Duration.ofSeconds(30))
                .GET()
                .build();
        return http.send(request, HttpResponse.BodyHandlers.ofString());
    }

    private static List<String> fields(JsonNode problem) {
        return problem.path("errors")
                .valueStream()
                .map(e -> e.path("field").asString())
                .toList();
    }
}
