package io.legalagent.cli;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.ProgressEvent;
import io.legalagent.contracts.QuestionRequest;
import io.legalagent.contracts.Topics;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;

/**
 * Publishes benchmark questions on {@code legal.questions} at a given pace and follows their runs on
 * {@code legal.progress} and {@code legal.answers} (committed records only, as the nodes read them).
 * One thread does both, so the publish times are taken where the questions leave.
 */
final class BenchDriver implements AutoCloseable {
    private static final Duration SETUP_TIMEOUT = Duration.ofSeconds(15);

    private final KafkaProducer<String, byte[]> producer;
    private final KafkaConsumer<String, byte[]> consumer;

    BenchDriver(String bootstrap) {
        this(KafkaClients.producer(bootstrap), bootstrap);
    }

    /** With a producer that waits up to {@code patience} for the broker before giving up on a question. */
    BenchDriver(String bootstrap, Duration patience) {
        this(KafkaClients.producer(bootstrap, patience), bootstrap);
    }

    private BenchDriver(KafkaProducer<String, byte[]> producer, String bootstrap) {
        this.producer = producer;
        this.consumer = KafkaClients.readCommittedConsumer(bootstrap);
        var partitions = new ArrayList<TopicPartition>();
        for (String topic : List.of(Topics.PROGRESS, Topics.ANSWERS)) {
            var infos = consumer.partitionsFor(topic, SETUP_TIMEOUT);
            if (infos == null || infos.isEmpty()) {
                throw new IllegalStateException("topic " + topic + " does not exist (./legal up creates the topics)");
            }
            infos.forEach(info -> partitions.add(new TopicPartition(info.topic(), info.partition())));
        }
        consumer.assign(partitions);
        consumer.seekToEnd(partitions);
        partitions.forEach(consumer::position); // resolved now: nothing published after this is missed
    }

    /**
     * Publishes the questions as {@code pacing} allows and waits until every run is answered or
     * {@code timeout} has passed; the runs come back in publishing order, answered or not.
     */
    List<Observed> run(List<QuestionRequest> questions, Pacing pacing, Duration timeout) {
        return run(questions, pacing, timeout, false, answered -> {});
    }

    /**
     * As {@link #run(List, Pacing, Duration)}, telling {@code onAnswer} of each answer as it arrives.
     * With {@code sinceLastAnswer} the timeout counts from the latest answer (or the start) rather
     * than from the start: a long evaluation goes on as long as answers keep coming.
     */
    List<Observed> run(
            List<QuestionRequest> questions,
            Pacing pacing,
            Duration timeout,
            boolean sinceLastAnswer,
            Consumer<Observed> onAnswer) {
        var runs = new ArrayList<Observed>(questions.size());
        var byRequest = new HashMap<String, Observed>();
        long start = 0;
        long deadline = System.nanoTime() + timeout.toNanos();
        int answered = 0;
        while (answered < questions.size() && System.nanoTime() < deadline) {
            long elapsed = runs.isEmpty() ? 0 : System.nanoTime() - start;
            while (runs.size() < questions.size() && pacing.mayPublish(runs.size(), elapsed, runs.size() - answered)) {
                if (runs.isEmpty()) {
                    start = System.nanoTime();
                }
                var observed = publish(questions.get(runs.size()));
                runs.add(observed);
                byRequest.put(observed.requestId, observed);
                elapsed = System.nanoTime() - start;
            }
            long wait = runs.size() < questions.size() ? pacing.waitNanos(runs.size(), elapsed) : 50_000_000L;
            int arrived = read(Duration.ofNanos(Math.max(1_000_000L, wait)), byRequest, onAnswer);
            answered += arrived;
            if (arrived > 0 && sinceLastAnswer) {
                deadline = System.nanoTime() + timeout.toNanos();
            }
        }
        producer.flush();
        return runs;
    }

    private Observed publish(QuestionRequest question) {
        var record =
                new ProducerRecord<>(Topics.QUESTIONS, question.requestId(), Json.MAPPER.writeValueAsBytes(question));
        var observed = new Observed(question.requestId(), Instant.now());
        producer.send(record, (metadata, error) -> {
            if (error != null) {
                observed.publishError = Failures.describe(error);
                System.err.println("could not publish " + question.requestId() + ": " + Failures.describe(error));
            }
        });
        return observed;
    }

    /** Reads what arrived; returns how many runs got their answer. */
    private int read(Duration poll, Map<String, Observed> byRequest, Consumer<Observed> onAnswer) {
        int answered = 0;
        for (ConsumerRecord<String, byte[]> record : consumer.poll(poll)) {
            if (record.topic().equals(Topics.PROGRESS)) {
                Json.decodeOrSkip(record.value(), ProgressEvent.class).ifPresent(event -> {
                    var observed = byRequest.get(event.requestId());
                    if (observed != null) {
                        observed.events.add(event);
                    }
                });
            } else {
                var answer = Json.decodeOrSkip(record.value(), Answer.class);
                var observed = answer.map(a -> byRequest.get(a.requestId())).orElse(null);
                if (observed != null && !observed.answered()) {
                    observed.answer = answer.get();
                    observed.raw = record.value();
                    observed.answerSeen = Instant.now();
                    answered++;
                    onAnswer.accept(observed);
                }
            }
        }
        return answered;
    }

    @Override
    public void close() {
        producer.close(Duration.ofSeconds(5));
        consumer.close();
    }
}
