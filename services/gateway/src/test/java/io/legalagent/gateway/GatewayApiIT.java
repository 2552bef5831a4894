package io.legalagent.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.Topics;
import io.legalagent.gateway.testing.Sse;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.core.env.Environment;
import org.springframework.kafka.test.context.EmbeddedKafka;
import tools.jackson.databind.JsonNode;

/**
 * The API on a real (embedded KRaft) broker: questions reach {@code legal.questions} keyed by their
 * request id with the gateway's trace context; a run's hops stream as server-sent events as they
 * commit, then its answer, resumably and also after the run ended; bad input is refused as
 * problem+json and never published.
 */
@SpringBootTest(
        classes = GatewayApplication.class,
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {
            "spring.kafka.bootstrap-servers=${spring.embedded.kafka.brokers}",
            "legal.gateway.rate-limit.verifications=2",
            "legal.gateway.heartbeat=200ms"
        })
@EmbeddedKafka(
        partitions = 2,
        topics = {Topics.QUESTIONS, Topics.PROGRESS, Topics.ANSWERS},
        brokerProperties = {"transaction.state.log.replication.factor=1", "transaction.state.log.min.isr=1"})
class GatewayApiIT {
    private static Pipeline pipeline;
    private final HttpClient http = HttpClient.newHttpClient();

    @LocalServerPort
    int port;

    /** management.server.port: actuator lives there, apart from the public port. */
    @Value("${local.management.port}")
    int managementPort;

    @BeforeAll
    static void connect(@Autowired Environment environment) {
        pipeline = new Pipeline(environment.getProperty("spring.embedded.kafka.brokers"));
    }

    @AfterAll
    static void disconnect() {
        pipeline.close();
    }

    @Test
    void aQuestionIsAcceptedAndPublishedKeyedByItsRequestIdAsTheRootOfItsTrace() throws Exception {
        String requestId = "accept-" + UUID.randomUUID();
        var response = post("{\"requestId\":\"" + requestId + "\",\"question\":\"What is battery?\","
                + "\"choices\":{\"A\":\"A tort\",\"B\":\"A crime only\"}}");

        assertThat(response.statusCode()).as(response.body()).isEqualTo(202);
        var body = Pipeline.JSON.readTree(response.body());
        assertThat(body.path("requestId").asText()).isEqualTo(requestId);
        assertThat(body.path("links").path("events").asText()).isEqualTo("/api/questions/" + requestId + "/events");
        assertThat(body.path("links").path("answer").asText()).isEqualTo("/api/answers/" + requestId);
        assertThat(response.headers().firstValue("Location")).contains("/api/answers/" + requestId);

        var published = pipeline.questions().stream()
                .filter(r -> requestId.equals(r.key()))
                .toList();
        assertThat(published).hasSize(1);
        var question = Pipeline.JSON.readTree(published.get(0).value());
        assertThat(question.path("question").asText()).isEqualTo("What is battery?");
        assertThat(question.path("choices").path("B").asText()).isEqualTo("A crime only");
        String traceparent =
                new String(published.get(0).headers().lastHeader("traceparent").value(), StandardCharsets.UTF_8);
        assertThat(traceparent).startsWith("00-" + body.path("traceId").asText() + "-");
    }

    @Test
    void aQuestionsFrozenContextIsPublishedWithIt() throws Exception {
        String requestId = "frozen-" + UUID.randomUUID();
        String sha = "a".repeat(64);
        var response = post("{\"requestId\":\"" + requestId + "\",\"question\":\"What is hearsay?\","
                + "\"frozenContext\":{\"packSha256\":\"" + sha + "\",\"packSetSha256\":null,\"questionId\":\"q1\","
                + "\"corpusFingerprint\":null,\"confidenceSignal\":\"calibrated\",\"confidence\":0.7,"
                + "\"passages\":[{\"id\":\"p1\",\"source\":\"FRE 801\",\"sha256\":\"" + sha + "\",\"score\":0.9,"
                + "\"text\":\"Hearsay is an out-of-court statement.\"}]}}");

        assertThat(response.statusCode()).as(response.body()).isEqualTo(202);
        var published = pipeline.questions().stream()
                .filter(r -> requestId.equals(r.key()))
                .toList();
        assertThat(published).hasSize(1);
        var context = Pipeline.JSON.readTree(published.get(0).value()).path("frozenContext");
        assertThat(context.path("packSha256").asText()).isEqualTo(sha);
        assertThat(context.path("passages").get(0).path("text").asText())
                .isEqualTo("Hearsay is an out-of-court statement.");
    }

    @Test
    void aQuestionWithoutRequestIdGetsOneAndAUsedIdIsRefused() throws Exception {
        var response = post("{\"question\":\"What is assault?\"}");
        assertThat(response.statusCode()).as(response.body()).isEqualTo(202);
        String requestId =
                Pipeline.JSON.readTree(response.body()).path("requestId").asText();
        assertThat(requestId).isNotBlank();

        var again = post("{\"requestId\":\"" + requestId + "\",\"question\":\"What is assault?\"}");
        assertProblem(again, 409);
    }

    @Test
    void badInputIsAProblemAndNeverReachesThePipeline() throws Exception {
        String tag = UUID.randomUUID().toString();
        var malformed = post("{\"requestId\":\"bad-1-" + tag + "\",\"question\": \"What is battery?\"");
        var empty = post("{\"requestId\":\"bad-2-" + tag + "\",\"question\":\"   \"}");
        var unknown =
                post("{\"requestId\":\"bad-3-" + tag + "\",\"question\":\"What is battery?\",\"colour\":\"red\"}");
        var wrongType = post("{\"requestId\":\"bad-4-" + tag + "\",\"question\":42}");
        var badLabel = post("{\"requestId\":\"bad-5-" + tag + "\",\"question\":\"Q?\",\"choices\":{\"AB\":\"x\"}}");
        var huge = post("{\"requestId\":\"bad-6-" + tag + "\",\"question\":\"" + "a".repeat(100 * 1024) + "\"}");
        var text = http.send(
                request("/api/questions")
                        .header("Content-Type", "text/plain")
                        .POST(HttpRequest.BodyPublishers.ofString("What is battery? bad-7-" + tag))
                        .build(),
                HttpResponse.BodyHandlers.ofString());

        assertThat(assertProblem(malformed, 400).path("detail").asText()).contains("malformed JSON");
        assertThat(fields(assertProblem(empty, 400))).containsExactly("question");
        assertThat(fields(assertProblem(unknown, 400))).containsExactly("colour");
        assertThat(fields(assertProblem(wrongType, 400))).containsExactly("question");
        assertThat(fields(assertProblem(badLabel, 400))).containsExactly("choices");
        assertProblem(huge, 413);
        assertProblem(text, 415);

        assertThat(pipeline.questions())
                .as("no refused question was published")
                .noneMatch(r -> r.key() != null && r.key().contains(tag)
                        || new String(r.value(), StandardCharsets.UTF_8).contains(tag));
    }

    @Test
    void hopsStreamAsTheyCommitThenTheAnswerAndTheStreamCloses() throws Exception {
        String requestId = "live-" + UUID.randomUUID();
        var run = pipeline.run(requestId);
        try (var stream = Sse.open(http, uri("/api/questions/" + requestId + "/events"), null)) {
            assertThat(stream.response.statusCode()).isEqualTo(200);
            assertThat(stream.response.headers().firstValue("Content-Type"))
                    .hasValueSatisfying(type -> assertThat(type).startsWith("text/event-stream"));
            run.hops(1, 3);
            for (int n = 1; n <= 3; n++) {
                var event = stream.next();
                assertThat(event.name()).isEqualTo("hop");
                assertThat(event.id()).isEqualTo(Integer.toString(n));
            }
            var answer = get("/api/answers/" + requestId);
            assertThat(answer.statusCode())
                    .as("no answer while the run goes on")
                    .isEqualTo(404);

            run.hops(4, 8);
            var rest = stream.rest();
            assertThat(rest).extracting(Sse.Event::name).containsExactly("hop", "hop", "hop", "hop", "hop", "answer");
            assertThat(rest).extracting(Sse.Event::id).containsExactly("4", "5", "6", "7", "8", "9");
            var executor = Pipeline.JSON.readTree(rest.get(0).data());
            assertThat(executor.path("node").asText()).isEqualTo("executor");
            assertThat(executor.path("route").asText()).isEqualTo("EXECUTED");
            assertThat(executor.path("stepId").asInt()).isEqualTo(1);
            assertThat(executor.path("confidence").asDouble()).isEqualTo(0.8);
            assertThat(executor.has("elapsedMs")).isTrue();
            assertThat(Pipeline.JSON
                            .readTree(rest.get(5).data())
                            .path("requestId")
                            .asText())
                    .isEqualTo(requestId);
        }
    }

    @Test
    void aLateClientGetsEveryEventAndAReconnectResumesAfterItsLastEvent() throws Exception {
        String requestId = "late-" + UUID.randomUUID();
        pipeline.run(requestId).all();
        var answer = awaitAnswer(requestId);

        try (var stream = Sse.open(http, uri("/api/questions/" + requestId + "/events"), null)) {
            var events = stream.rest();
            assertThat(events).extracting(Sse.Event::id).containsExactly("1", "2", "3", "4", "5", "6", "7", "8", "9");
            assertThat(events.get(8).data()).isEqualTo(answer.body());
        }
        try (var stream = Sse.open(http, uri("/api/questions/" + requestId + "/events"), "6")) {
            assertThat(stream.rest()).extracting(Sse.Event::id).containsExactly("7", "8", "9");
        }
        try (var stream = Sse.open(http, uri("/api/questions/" + requestId + "/events"), "9")) {
            assertThat(stream.response.statusCode())
                    .as("nothing left: a browser stops reconnecting")
                    .isEqualTo(204);
        }
    }

    @Test
    void theAnswerIsServedExactlyAsPublished() throws Exception {
        String requestId = "answer-" + UUID.randomUUID();
        assertThat(assertProblem(get("/api/answers/" + requestId), 404)
                        .path("detail")
                        .asText())
                .contains(requestId);
        pipeline.run(requestId).all();

        var answer = awaitAnswer(requestId);
        assertThat(answer.headers().firstValue("Content-Type"))
                .hasValueSatisfying(type -> assertThat(type).startsWith("application/json"));
        var json = Pipeline.JSON.readTree(answer.body());
        assertThat(json.path("requestId").asText()).isEqualTo(requestId);
        assertThat(json.path("status").asText()).isEqualTo("ANSWERED");
        assertThat(json.path("seal").isObject()).isTrue();
    }

    /** This gateway was given no answer public key: it says so rather than serve nothing. */
    @Test
    void withoutAPublicKeyThereIsNoneToFetch() throws Exception {
        assertThat(assertProblem(get("/api/public-key"), 404).path("detail").asText())
                .contains("legal.gateway.answer-public-key");
    }

    @Test
    void eachClientIsRateLimited() throws Exception {
        String requestId = "limited-" + UUID.randomUUID();
        assertProblem(get("/api/answers/" + requestId + "/verification"), 404);
        assertProblem(get("/api/answers/" + requestId + "/verification"), 404);
        var limited = get("/api/answers/" + requestId + "/verification");
        assertProblem(limited, 429);
        assertThat(limited.headers().firstValue("Retry-After")).isPresent();
    }

    @Test
    void corsIsOffUnlessConfigured() throws Exception {
        var response = http.send(
                request("/api/openapi.json")
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
        var publicMetrics = get("/actuator/prometheus");
        assertThat(publicMetrics.statusCode())
                .as("the public port serves no metrics")
                .isIn(401, 404);
        assertThat(publicMetrics.body()).doesNotContain("legal_gateway_first_event");
        assertThat(get("/").body()).contains("<textarea");
    }

    private HttpResponse<String> management(String path) throws Exception {
        var request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + managementPort + path))
                .timeout(Duration.ofSeconds(30))
                .GET()
                .build();
        return http.send(request, HttpResponse.BodyHandlers.ofString());
    }

    private HttpResponse<String> awaitAnswer(String requestId) throws Exception {
        var deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        HttpResponse<String> response;
        do {
            response = get("/api/answers/" + requestId);
            if (response.statusCode() == 200) {
                return response;
            }
            Thread.sleep(50);
        } while (System.nanoTime() < deadline);
        throw new AssertionError("no answer to " + requestId + ": " + response.body());
    }

    static JsonNode assertProblem(HttpResponse<String> response, int status) {
        assertThat(response.statusCode()).as(response.body()).isEqualTo(status);
        assertThat(response.headers().firstValue("Content-Type"))
                .as("content type")
                .hasValueSatisfying(type -> assertThat(type).startsWith("application/problem+json"));
        assertThat(response.body()).doesNotContain("Exception", "\tat ", "io.legalagent");
        var problem = Pipeline.JSON.readTree(response.body());
        assertThat(problem.path("status").asInt()).isEqualTo(status);
        assertThat(problem.path("title").asText()).isNotBlank();
        return problem;
    }

    private static List<String> fields(JsonNode problem) {
        return problem.path("errors")
                .valueStream()
                .map(e -> e.path("field").asText())
                .toList();
    }

    private HttpResponse<String> post(String json) throws Exception {
        return http.send(
                request("/api/questions")
                        .header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString(json))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private HttpResponse<String> get(String path) throws Exception {
        return http.send(request(path).GET().build(), HttpResponse.BodyHandlers.ofString());
    }

    private HttpRequest.Builder request(String path) {
        return HttpRequest.newBuilder(uri(path)).timeout(Duration.ofSeconds(30));
    }

    private URI uri(String path) {
        return URI.create("http://127.0.0.1:" + port + path);
    }
}
