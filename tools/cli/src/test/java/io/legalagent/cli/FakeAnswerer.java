package io.legalagent.cli;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.ProgressEvent;
import io.legalagent.contracts.QuestionRequest;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.Topics;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;

/**
 * Stands in for the nine services: reads each question and answers it as the loop would, in
 * transactions, keyed by a run id of its own. What it does depends on the question's text:
 * "ignore" is rejected, "crash" fails, "silence" never gets an answer. Before every real answer it
 * aborts a transaction holding a wrong answer for the same run (a read_committed client must never
 * show it) and publishes a decoy run for another request.
 */
final class FakeAnswerer implements AutoCloseable {
    final Map<String, ConsumerRecord<String, byte[]>> questions = new ConcurrentHashMap<>();
    final Map<String, byte[]> answers = new ConcurrentHashMap<>();
    private final KafkaConsumer<String, byte[]> consumer;
    private final KafkaProducer<String, byte[]> producer;
    private final Thread thread;
    private volatile boolean running = true;

    FakeAnswerer(String brokers) {
        consumer = new KafkaConsumer<>(
                Map.of(
                        ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, brokers,
                        ConsumerConfig.GROUP_ID_CONFIG, "fake-answerer",
                        ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest"),
                new StringDeserializer(),
                new ByteArrayDeserializer());
        producer = new KafkaProducer<>(
                Map.of(
                        ProducerConfig.BOOTSTRAP_SERVERS_CONFIG,
                        brokers,
                        ProducerConfig.TRANSACTIONAL_ID_CONFIG,
                        "fake-answerer-" + UUID.randomUUID(),
                        ProducerConfig.LINGER_MS_CONFIG,
                        0),
                new StringSerializer(),
                new ByteArraySerializer());
        producer.initTransactions();
        consumer.subscribe(List.of(Topics.QUESTIONS));
        thread = new Thread(this::loop, "fake-answerer");
        thread.start();
    }

    private void loop() {
        while (running) {
            for (var record : consumer.poll(Duration.ofMillis(100))) {
                var request = Json.MAPPER.readValue(record.value(), QuestionRequest.class);
                questions.put(request.requestId(), record);
                answer(request);
            }
        }
    }

    private void answer(QuestionRequest request) {
        String runId = UUID.randomUUID().toString();
        String q = request.question();
        if (q.contains("silence")) {
            inTransaction(
                    () -> progress(runId, request.requestId(), "guard", "SAFE", Topics.CLASSIFIER, null, null, 1));
            return;
        }
        decoy();
        producer.beginTransaction();
        producer.send(answerRecord(SampleAnswers.of(runId, request, RunStatus.FAILED, "aborted, never seen")));
        producer.abortTransaction();
        if (q.contains("ignore")) {
            inTransaction(
                    () -> progress(runId, request.requestId(), "guard", "REJECTED", Topics.OBSERVER, null, null, 1));
            finish(runId, request, RunStatus.REJECTED, "the question tries to override the instructions", 2);
        } else if (q.contains("crash")) {
            inTransaction(
                    () -> progress(runId, request.requestId(), "guard", "SAFE", Topics.CLASSIFIER, null, null, 1));
            finish(runId, request, RunStatus.FAILED, "executor kept failing", 2);
        } else {
            inTransaction(() -> {
                progress(runId, request.requestId(), "guard", "SAFE", Topics.CLASSIFIER, null, null, 1);
                progress(runId, request.requestId(), "classifier", "CLASSIFIED", Topics.PLANNER, null, null, 2);
                progress(runId, request.requestId(), "planner", "PLANNED", Topics.EXECUTOR, 1, null, 3);
            });
            inTransaction(() -> {
                progress(runId, request.requestId(), "executor", "EXECUTED", Topics.EVALUATOR, 1, 0.82, 4);
                progress(runId, request.requestId(), "evaluator", "FINISH", Topics.MC_SELECTOR, 1, 0.82, 5);
            });
            finish(runId, request, RunStatus.ANSWERED, null, 6);
        }
    }

    /** Another caller's run in between: its events and answer must not show up. */
    private void decoy() {
        String runId = UUID.randomUUID().toString();
        var other = new QuestionRequest("other", null, "someone-else", 1);
        inTransaction(() -> {
            progress(runId, "someone-else", "guard", "DECOY", Topics.CLASSIFIER, null, null, 1);
            producer.send(answerRecord(SampleAnswers.of(runId, other, RunStatus.ANSWERED, null)));
        });
    }

    /** The observer's hop: its progress event and the answer commit together. */
    private void finish(String runId, QuestionRequest request, RunStatus status, String reason, int hop) {
        // A field this CLI does not know, and non-ASCII text: a decoded and re-encoded answer would differ.
        String json = Json.MAPPER.writeValueAsString(SampleAnswers.of(runId, request, status, reason));
        byte[] bytes = ("{\"laterField\": \"§ 1983 – kept\", " + json.substring(1)).getBytes(StandardCharsets.UTF_8);
        inTransaction(() -> {
            producer.send(new ProducerRecord<>(Topics.ANSWERS, request.requestId(), bytes));
            progress(runId, request.requestId(), "observer", status.name(), Topics.ANSWERS, null, null, hop);
        });
        answers.put(request.requestId(), bytes);
    }

    /** Keyed by the request id, as the observer writes it. */
    private ProducerRecord<String, byte[]> answerRecord(Answer answer) {
        return new ProducerRecord<>(Topics.ANSWERS, answer.requestId(), Json.MAPPER.writeValueAsBytes(answer));
    }

    private void progress(
            String runId,
            String requestId,
            String node,
            String route,
            String topic,
            Integer step,
            Double conf,
            int hop) {
        var event = new ProgressEvent(
                1,
                runId,
                requestId,
                node,
                route,
                topic,
                step,
                conf,
                hop,
                RunStatus.IN_PROGRESS,
                "trace-" + runId,
                Instant.now());
        var record = new ProducerRecord<>(Topics.PROGRESS, runId, Json.MAPPER.writeValueAsBytes(event));
        record.headers().add(Topics.REQUEST_ID_HEADER, requestId.getBytes(StandardCharsets.UTF_8));
        producer.send(record);
    }

    private void inTransaction(Runnable sends) {
        producer.beginTransaction();
        sends.run();
        producer.commitTransaction();
    }

    @Override
    public void close() throws InterruptedException {
        running = false;
        thread.join(5_000);
        consumer.close();
        producer.close();
    }
}
