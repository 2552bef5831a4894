package io.legalagent.cli;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.ErrorKind;
import io.legalagent.contracts.Owner;
import io.legalagent.contracts.ProgressEvent;
import io.legalagent.contracts.QueryType;
import io.legalagent.contracts.QuestionRequest;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.Topics;
import io.legalagent.contracts.review.Review;
import io.legalagent.contracts.review.ReviewAction;
import io.legalagent.contracts.review.ReviewDecision;
import io.legalagent.contracts.review.ReviewKind;
import io.legalagent.contracts.review.ReviewRound;
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
import tools.jackson.databind.node.ObjectNode;

/**
 * Stands in for the nine services: reads each question and answers it as the loop would, in
 * transactions, keyed by a run id of its own. What it does depends on the question's text:
 * "ignore" is rejected, "crash" fails, "silence" never gets an answer. A question that asks for
 * review parks on agent.review as the reviewer would, then resumes after a moment: approved (the plan
 * edited), or declined when it says "decline". Before every real answer it aborts a transaction
 * holding a wrong answer for the same run (a read_committed client must never show it) and publishes
 * a decoy run for another request.
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
        } else if (request.review() != null && request.review().any()) {
            new ReviewedRun(runId, request).run();
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
        finish(runId, request, status, reason, hop, null);
    }

    private void finish(
            String runId, QuestionRequest request, RunStatus status, String reason, int hop, Review review) {
        var tree = (ObjectNode) Json.MAPPER.valueToTree(SampleAnswers.of(runId, request, status, reason));
        if (review != null) {
            tree.set("review", Json.MAPPER.valueToTree(review));
        }
        if (status == RunStatus.DECLINED) {
            tree.put("errorKind", ErrorKind.REVIEW_DECLINED.name());
        }
        // A field this CLI does not know, and non-ASCII text: a decoded and re-encoded answer would differ.
        String json = Json.MAPPER.writeValueAsString(tree);
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

    /** A run that parks for its reviews and resumes as a reviewer decided, a moment later. */
    private final class ReviewedRun {
        private final String runId;
        private final QuestionRequest request;
        private Review review;
        private int hop;

        ReviewedRun(String runId, QuestionRequest request) {
            this.runId = runId;
            this.request = request;
            this.review = Review.requested(request.review());
        }

        void run() {
            inTransaction(() -> {
                hop("guard", "SAFE", Topics.CLASSIFIER);
                hop("classifier", "CLASSIFIED", Topics.PLANNER);
            });
            if (request.review().plan()) {
                inTransaction(() -> hop("planner", "REVIEW_PLAN", Topics.REVIEWER));
                if (!parkThenDecide(ReviewKind.PLAN)) {
                    return;
                }
            } else {
                inTransaction(() -> hop("planner", "PLANNED", Topics.EXECUTOR));
            }
            inTransaction(() -> {
                hop("executor", "EXECUTED", Topics.EVALUATOR);
                hop("evaluator", "FINISH", Topics.MC_SELECTOR);
                hop("mc-selector", "SELECTED", Topics.MEMORY);
            });
            if (request.review().answer()) {
                inTransaction(() -> hop("memory", "REVIEW_ANSWER", Topics.REVIEWER));
                if (!parkThenDecide(ReviewKind.ANSWER)) {
                    return;
                }
            }
            finish(runId, request, RunStatus.ANSWERED, null, ++hop, review);
        }

        /** Parks, waits a moment, decides: false when declined (the run is then over). */
        private boolean parkThenDecide(ReviewKind kind) {
            var round = new ReviewRound(
                    review.nextId(runId),
                    kind,
                    Instant.parse("2026-11-29T08:00:00Z"),
                    List.of("What is battery?"),
                    QueryType.SIMPLE,
                    null);
            review = review.opened(round);
            inTransaction(() -> hop("reviewer", "PARKED", Topics.REVIEW));
            try {
                Thread.sleep(300);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            boolean decline = request.question().contains("decline");
            var decision = new ReviewDecision(
                    1,
                    UUID.randomUUID().toString(),
                    runId,
                    round.id(),
                    decline ? ReviewAction.REJECT : kind == ReviewKind.PLAN ? ReviewAction.EDIT : ReviewAction.APPROVE,
                    decline || kind == ReviewKind.ANSWER
                            ? null
                            : List.of("What are the elements of battery?", "Is intent required?"),
                    decline || kind == ReviewKind.ANSWER ? null : QueryType.MULTI_HOP,
                    null,
                    decline ? "not a question for this client" : null,
                    new Owner("ann", "firm"),
                    Instant.parse("2026-11-29T08:05:00Z"),
                    false);
            review = review.decided(decision);
            if (decline) {
                inTransaction(() -> hop("reviewer", "DECLINED", Topics.OBSERVER));
                finish(runId, request, RunStatus.DECLINED, "declined in review by ann (firm)", ++hop, review);
                return false;
            }
            inTransaction(() -> {
                if (kind == ReviewKind.PLAN) {
                    hop("reviewer", "PLAN_APPROVED", Topics.EXECUTOR);
                } else {
                    hop("reviewer", "ANSWER_APPROVED", Topics.MEMORY);
                }
            });
            return true;
        }

        private void hop(String node, String route, String topic) {
            progress(runId, request.requestId(), node, route, topic, null, null, ++hop);
        }
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
