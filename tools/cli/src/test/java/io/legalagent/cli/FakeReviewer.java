package io.legalagent.cli;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.legalagent.contracts.ProgressEvent;
import io.legalagent.contracts.QuestionRequest;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.Topics;
import io.legalagent.contracts.review.ReviewAction;
import io.legalagent.contracts.review.ReviewDecision;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;

/**
 * Stands in for the loop up to the reviewer and for the gateway's review API: each question asking
 * for plan review is parked (its progress to the park, its state on agent.review, in one
 * transaction); the API lists the parked runs and turns a POSTed decision into a record on
 * legal.decisions, which resumes the run with the reviewer's progress event.
 */
final class FakeReviewer implements AutoCloseable {
    /** Run id to request id of the runs waiting. */
    final Map<String, String> pending = Collections.synchronizedMap(new LinkedHashMap<>());

    final List<ReviewAction> decided = Collections.synchronizedList(new ArrayList<>());
    private final KafkaConsumer<String, byte[]> consumer;
    private final KafkaProducer<String, byte[]> producer;
    /** The gateway's own, outside any transaction, as the gateway publishes decisions. */
    private final KafkaProducer<String, byte[]> decisions;

    private final HttpServer gateway;
    private final Thread thread;
    private volatile boolean running = true;

    FakeReviewer(String brokers) throws IOException {
        consumer = new KafkaConsumer<>(
                Map.of(
                        ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, brokers,
                        ConsumerConfig.GROUP_ID_CONFIG, "fake-reviewer",
                        ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest",
                        ConsumerConfig.ISOLATION_LEVEL_CONFIG, "read_committed"),
                new StringDeserializer(),
                new ByteArrayDeserializer());
        producer = new KafkaProducer<>(
                Map.of(
                        ProducerConfig.BOOTSTRAP_SERVERS_CONFIG,
                        brokers,
                        ProducerConfig.TRANSACTIONAL_ID_CONFIG,
                        "fake-reviewer-" + UUID.randomUUID(),
                        ProducerConfig.LINGER_MS_CONFIG,
                        0),
                new StringSerializer(),
                new ByteArraySerializer());
        producer.initTransactions();
        decisions = new KafkaProducer<>(
                Map.of(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, brokers, ProducerConfig.LINGER_MS_CONFIG, 0),
                new StringSerializer(),
                new ByteArraySerializer());
        consumer.subscribe(List.of(Topics.QUESTIONS, Topics.DECISIONS));
        gateway = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        gateway.createContext("/api/reviews", this::api);
        gateway.start();
        thread = new Thread(this::loop, "fake-reviewer");
        thread.start();
    }

    String gatewayUrl() {
        return "http://127.0.0.1:" + gateway.getAddress().getPort();
    }

    private void loop() {
        while (running) {
            for (var record : consumer.poll(Duration.ofMillis(100))) {
                if (record.topic().equals(Topics.QUESTIONS)) {
                    park(Json.MAPPER.readValue(record.value(), QuestionRequest.class));
                } else {
                    resume(Json.MAPPER.readValue(record.value(), ReviewDecision.class));
                }
            }
        }
    }

    private void park(QuestionRequest question) {
        if (question.review() == null || !question.review().plan()) {
            return;
        }
        String runId = "run-" + question.requestId();
        producer.beginTransaction();
        progress(runId, question.requestId(), "guard", "SAFE", Topics.CLASSIFIER, 1);
        progress(runId, question.requestId(), "planner", "REVIEW_PLAN", Topics.REVIEWER, 2);
        progress(runId, question.requestId(), "reviewer", "PARKED", Topics.REVIEW, 3);
        // About what a parked state weighs: the question, its plan, its hops so far.
        producer.send(new ProducerRecord<>(Topics.REVIEW, runId, new byte[2048]));
        producer.commitTransaction();
        pending.put(runId, question.requestId());
    }

    private void resume(ReviewDecision decision) {
        String requestId = pending.remove(decision.runId());
        if (requestId == null) {
            return;
        }
        decided.add(decision.action());
        producer.beginTransaction();
        if (decision.action() == ReviewAction.REJECT) {
            progress(decision.runId(), requestId, "reviewer", "DECLINED", Topics.OBSERVER, 4);
        } else {
            progress(decision.runId(), requestId, "reviewer", "PLAN_APPROVED", Topics.EXECUTOR, 4);
        }
        producer.commitTransaction();
    }

    private void progress(String runId, String requestId, String node, String route, String topic, int hop) {
        var event = new ProgressEvent(
                1, runId, requestId, node, route, topic, null, null, hop, RunStatus.IN_PROGRESS, null, Instant.now());
        var record = new ProducerRecord<>(Topics.PROGRESS, runId, Json.MAPPER.writeValueAsBytes(event));
        record.headers().add(Topics.REQUEST_ID_HEADER, requestId.getBytes(StandardCharsets.UTF_8));
        producer.send(record);
    }

    /** GET: the waiting runs; POST .../{run}/decision: the decision onto legal.decisions, 202. */
    private void api(HttpExchange exchange) throws IOException {
        String path = exchange.getRequestURI().getPath();
        if (exchange.getRequestMethod().equals("GET")) {
            var reviews = new ArrayList<Map<String, Object>>();
            synchronized (pending) {
                pending.forEach((run, request) -> reviews.add(
                        Map.of("runId", run, "requestId", request, "reviewId", run + "/1", "kind", "PLAN")));
            }
            send(exchange, 200, Json.MAPPER.writeValueAsString(Map.of("pending", reviews.size(), "reviews", reviews)));
            return;
        }
        String runId = path.substring("/api/reviews/".length(), path.length() - "/decision".length());
        var body = Json.MAPPER.readTree(exchange.getRequestBody().readAllBytes());
        var decision = new ReviewDecision(
                1,
                UUID.randomUUID().toString(),
                runId,
                runId + "/1",
                ReviewAction.valueOf(body.path("action").asString()),
                null,
                null,
                null,
                body.path("note").asString(null),
                new io.legalagent.contracts.Owner("local", "local"),
                Instant.now(),
                false);
        try {
            decisions
                    .send(new ProducerRecord<>(Topics.DECISIONS, runId, Json.MAPPER.writeValueAsBytes(decision)))
                    .get();
        } catch (Exception e) {
            send(exchange, 500, "{\"detail\":\"" + e + "\"}");
            return;
        }
        send(exchange, 202, "{\"runId\":\"" + runId + "\",\"decisionId\":\"" + decision.decisionId() + "\"}");
    }

    private static void send(HttpExchange exchange, int status, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.sendResponseHeaders(status, bytes.length);
        exchange.getResponseBody().write(bytes);
        exchange.close();
    }

    @Override
    public void close() throws InterruptedException {
        running = false;
        thread.join(5_000);
        gateway.stop(0);
        consumer.close();
        producer.close();
        decisions.close();
    }
}
