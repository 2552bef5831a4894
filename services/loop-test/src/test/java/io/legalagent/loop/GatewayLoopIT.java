package io.legalagent.loop;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.Owner;
import io.legalagent.contracts.ProgressEvent;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.SchemaVersion;
import io.legalagent.contracts.Topics;
import io.legalagent.gateway.testing.Sse;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.data.SpanData;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The HTTP API in front of the nine nodes: a question posted to the gateway is researched by the
 * services, its hops arrive as server-sent events while it runs, its answer is served as published
 * and replays as a match, and the gateway's span roots the run's trace. Also measures what a user
 * waits: from the POST to the first hop and to the answer, over 20 questions.
 */
class GatewayLoopIT extends GatewayLoop {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final String MULTI_HOP =
            "A guard fires at a robber during a holdup; the bullet ricochets and strikes a"
                    + " bystander. The bystander sues the guard for battery, and the guard says he acted in self-defense."
                    + " Will the bystander prevail?";

    @Autowired
    InMemorySpanExporter spans;

    @Test
    void aQuestionPostedOverHttpStreamsOneEventPerHopThenItsAnswer() throws Exception {
        String requestId = "http-" + UUID.randomUUID();
        var accepted = post("{\"requestId\":\"" + requestId + "\",\"question\":\"" + MULTI_HOP + "\",\"choices\":{"
                + "\"A\":\"Yes, because the guard intended to strike the robber and that intent transfers.\","
                + "\"B\":\"Yes, because firing a gun is an abnormally dangerous activity.\","
                + "\"C\":\"No, if the guard acted reasonably in self-defense.\","
                + "\"D\":\"No, because the bystander was not the person the guard aimed at.\"}}");
        assertThat(accepted.statusCode()).as(accepted.body()).isEqualTo(202);
        assertThat(JSON.readTree(accepted.body()).path("links").path("trace").asText())
                .startsWith("http://jaeger.example:16686/trace/");

        List<Sse.Event> events;
        try (var stream = Sse.open(http, uri("/api/questions/" + requestId + "/events"), null, token)) {
            events = stream.rest();
        }
        var answerEvent = events.get(events.size() - 1);
        assertThat(answerEvent.name()).isEqualTo("answer");
        var answer = JSON.readTree(answerEvent.data());
        var signature = events.get(events.size() - 2);
        assertThat(signature.name()).isEqualTo("signature");
        assertThat(JSON.readTree(signature.data()).path("status").asText())
                .as("checked with the published key")
                .isEqualTo("VERIFIED");
        var hops = events.subList(0, events.size() - 2);
        assertThat(hops).extracting(Sse.Event::name).containsOnly("hop");
        assertThat(hops).hasSize(answer.path("path").size());
        var nodes = new ArrayList<String>();
        for (int i = 0; i < hops.size(); i++) {
            var hop = JSON.readTree(hops.get(i).data());
            assertThat(hops.get(i).id()).isEqualTo(Integer.toString(i + 1));
            assertThat(hop.path("route").asText())
                    .isEqualTo(answer.path("path").get(i).path("route").asText());
            nodes.add(hop.path("node").asText());
        }
        assertThat(nodes)
                .startsWith("guard", "classifier", "planner", "executor", "evaluator", "replanner")
                .endsWith("mc-selector", "memory", "observer");
        assertThat(answer.path("status").asText()).isEqualTo("ANSWERED");
        assertThat(answer.path("mcAnswer").asText()).isIn("A", "B", "C", "D");

        var fetched = get("/api/answers/" + requestId);
        assertThat(fetched.statusCode()).isEqualTo(200);
        assertThat(fetched.body()).as("the answer exactly as published").isEqualTo(answerEvent.data());
        String runRequestId = answer.path("requestId").asText();
        assertThat(runRequestId)
                .as("the pipeline's request id is the asker's id scoped to them")
                .startsWith("u-");
        assertThat(answer.path("owner").path("user").asText()).isEqualTo(USER);
        assertThat(answer.path("owner").path("organisation").asText()).isEqualTo(ORGANISATION);
        assertThat(probe.await(Topics.ANSWERS, r -> runRequestId.equals(r.key()), 1, Duration.ofSeconds(5)))
                .as("the answer is keyed by the pipeline's request id")
                .hasSize(1);
    }

    @Test
    void theVerificationReplaysTheResearchAsAMatchAndCitedPassagesOpen() throws Exception {
        String requestId = "verify-" + UUID.randomUUID();
        assertThat(post("{\"requestId\":\"" + requestId + "\",\"question\":\"What are the elements of battery?\"}")
                        .statusCode())
                .isEqualTo(202);
        var answer = awaitAnswer(requestId);

        var verification = get("/api/answers/" + requestId + "/verification");
        assertThat(verification.statusCode()).as(verification.body()).isEqualTo(200);
        var verdict = JSON.readTree(verification.body());
        assertThat(verdict.path("match").asBoolean()).as(verification.body()).isTrue();
        assertThat(verdict.path("runId").asText())
                .isEqualTo(answer.path("runId").asText());
        assertThat(verdict.path("steps").size()).isPositive();
        assertThat(verdict.path("passages").valueStream().map(passage -> passage.path("held")
                        .asText()))
                .as("every cited passage is held by the library, with the hash the answer recorded")
                .isNotEmpty()
                .containsOnly("MATCHES");
        assertThat(verdict.at("/signature/status").asText())
                .as(verification.body())
                .isEqualTo("VERIFIED");
        var publicKey = get("/api/public-key");
        assertThat(publicKey.statusCode()).isEqualTo(200);
        assertThat(publicKey.headers().firstValue("Content-Type"))
                .hasValueSatisfying(type -> assertThat(type).startsWith("application/x-pem-file"));
        assertThat(answer.at("/signature/signatures/0/keyid").asText())
                .isEqualTo(io.legalagent.contracts.signing.AnswerKeys.keyId(
                        io.legalagent.contracts.signing.AnswerKeys.publicKey(publicKey.body(), "/api/public-key")));

        var source = answer.path("sources").get(0);
        var passage = get("/api/passages/" + source.path("id").asText());
        assertThat(passage.statusCode()).isEqualTo(200);
        var text = JSON.readTree(passage.body());
        assertThat(text.path("sha256").asText()).isEqualTo(source.path("sha256").asText());
        assertThat(text.path("text").asText())
                .contains(source.path("preview").asText().replace("…", ""));
    }

    @Test
    void theGatewaysSpanIsTheRootOfTheQuestionsTrace() throws Exception {
        String requestId = "trace-" + UUID.randomUUID();
        var accepted = JSON.readTree(
                post("{\"requestId\":\"" + requestId + "\",\"question\":\"What is the parol evidence rule?\"}")
                        .body());
        var answer = awaitAnswer(requestId);
        String traceId = accepted.path("traceId").asText();

        assertThat(answer.path("traceId").asText()).isEqualTo(traceId);
        var trace = spans.getFinishedSpanItems().stream()
                .filter(span -> span.getTraceId().equals(traceId))
                .toList();
        var roots = trace.stream()
                .filter(span -> !span.getParentSpanContext().isValid())
                .toList();
        assertThat(roots).extracting(SpanData::getName).containsExactly("POST /api/questions");
        assertThat(roots.get(0).getAttributes().get(AttributeKey.stringKey("legal.request_id")))
                .as("the run's request id in the pipeline, as every hop's span names it")
                .isEqualTo(answer.path("requestId").asText());
        assertThat(trace).extracting(SpanData::getName).anyMatch(name -> name.startsWith("guard"));
    }

    /** What a user waits for, printed for docs/gateway.md: POST to first hop and to answer, 20 questions. */
    @Test
    void timeFromPostToFirstEventAndToAnswer() throws Exception {
        var first = new ArrayList<Long>();
        var answered = new ArrayList<Long>();
        String[] topics = {"battery", "assault", "negligence", "consideration", "adverse possession"};
        for (int i = 0; i < 20; i++) {
            String requestId = "bench-" + UUID.randomUUID();
            String question = "What is " + topics[i % topics.length] + "? (question " + (i + 1) + ")";
            long started = System.nanoTime();
            var accepted = post("{\"requestId\":\"" + requestId + "\",\"question\":\"" + question + "\"}");
            assertThat(accepted.statusCode()).isEqualTo(202);
            try (var stream = Sse.open(http, uri("/api/questions/" + requestId + "/events"), null, token)) {
                var event = stream.next();
                first.add(System.nanoTime() - started);
                while (event != null && !event.name().equals("answer")) {
                    event = stream.next();
                }
                assertThat(event).isNotNull();
                answered.add(System.nanoTime() - started);
            }
        }
        System.out.printf(
                Locale.ROOT,
                "Gateway latency over %d questions (offline provider, nine nodes, embedded broker):"
                        + " POST to first event p50 %.0f ms (p90 %.0f ms); POST to answer p50 %.0f ms (p90 %.0f ms)%n",
                first.size(),
                percentile(first, 50),
                percentile(first, 90),
                percentile(answered, 50),
                percentile(answered, 90));
        assertThat(percentile(first, 50)).isLessThan(percentile(answered, 50));
    }

    private static double percentile(List<Long> nanos, int p) {
        var sorted = nanos.stream().sorted().toList();
        int index = (int) Math.ceil(p / 100.0 * sorted.size()) - 1;
        return sorted.get(Math.max(0, index)) / 1e6;
    }

    /**
     * Progress events are unsigned and every node may write legal.progress: one of another run under
     * the request id, dated before the real run began and claiming it ended, written before the
     * answer and again after it, changes neither the answer, nor the stream, nor the list of runs.
     */
    @Test
    void aForgedProgressEventOfAnotherRunChangesNothingTheGatewayShows() throws Exception {
        String requestId = "forged-" + UUID.randomUUID();
        String question = "What are the elements of battery? (" + requestId + ")";
        assertThat(post("{\"requestId\":\"" + requestId + "\",\"question\":\"" + question + "\"}")
                        .statusCode())
                .isEqualTo(202);
        String runRequestId = probe.await(
                        Topics.GATEWAY_QUESTIONS,
                        r -> new String(r.value(), StandardCharsets.UTF_8).contains(requestId),
                        1,
                        Duration.ofSeconds(30))
                .get(0)
                .key();
        String forgedRun = "forged-run-" + UUID.randomUUID();
        forgeProgress(runRequestId, forgedRun, 1);

        var answer = awaitAnswer(requestId);
        assertThat(answer.path("runId").asText()).isNotEqualTo(forgedRun);
        forgeProgress(runRequestId, forgedRun, 2);
        // The forged record is on the topic; give the gateway's reader a moment past it.
        probe.await(Topics.PROGRESS, r -> forgedRun.equals(r.key()), 2, Duration.ofSeconds(10));
        Thread.sleep(1_000);

        var fetched = get("/api/answers/" + requestId);
        assertThat(fetched.statusCode()).isEqualTo(200);
        assertThat(JSON.readTree(fetched.body()).path("runId").asText())
                .isEqualTo(answer.path("runId").asText());
        try (var stream = Sse.open(http, uri("/api/questions/" + requestId + "/events"), null, token)) {
            var events = stream.rest();
            assertThat(events).noneMatch(event -> event.data().contains(forgedRun));
            assertThat(events)
                    .filteredOn(event -> event.name().equals("hop"))
                    .hasSize(answer.path("path").size());
        }
        var runs = JSON.readTree(get("/api/answers").body()).path("runs");
        assertThat(runs.valueStream()
                        .filter(run -> run.path("requestId").asText().equals(requestId)))
                .singleElement()
                .satisfies(run -> assertThat(run.path("status").asText()).isEqualTo("ANSWERED"));
    }

    /** A progress event as a node writes one (keyed by run id, the request id in its header), for another run. */
    private static void forgeProgress(String runRequestId, String runId, int hop) throws Exception {
        var event = new ProgressEvent(
                SchemaVersion.CURRENT,
                runId,
                runRequestId,
                "observer",
                "FINAL",
                Topics.ANSWERS,
                null,
                null,
                hop,
                RunStatus.ANSWERED,
                null,
                Instant.EPOCH,
                new Owner("mallory", "firm-b"));
        try (var producer = new KafkaProducer<>(
                Map.<String, Object>of("bootstrap.servers", kafka.getBrokersAsString()),
                new StringSerializer(),
                new ByteArraySerializer())) {
            var record = new ProducerRecord<>(Topics.PROGRESS, runId, JSON.writeValueAsBytes(event));
            record.headers().add(Topics.REQUEST_ID_HEADER, runRequestId.getBytes(StandardCharsets.UTF_8));
            producer.send(record).get();
        }
    }

    private JsonNode awaitAnswer(String requestId) throws Exception {
        try (var stream = Sse.open(http, uri("/api/questions/" + requestId + "/events"), null, token)) {
            var events = stream.rest();
            var last = events.get(events.size() - 1);
            assertThat(last.name()).isEqualTo("answer");
            return JSON.readTree(last.data());
        }
    }
}
