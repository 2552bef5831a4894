package io.legalagent.gateway;

import io.legalagent.contracts.DocumentRequest;
import io.legalagent.contracts.Topics;
import java.time.Duration;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.kafka.clients.producer.Producer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.KafkaException;
import tools.jackson.databind.json.JsonMapper;

/**
 * Publishes a document request to {@code legal.documents}, keyed by its request id, and waits until
 * the broker has it; the same producer as the questions'.
 */
final class DocumentPublisher {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final Producer<String, byte[]> producer;
    private final Duration timeout;

    DocumentPublisher(Producer<String, byte[]> producer, Duration timeout) {
        this.producer = producer;
        this.timeout = timeout;
    }

    /** Throws a 503 problem when the broker does not take the request in time. */
    void publish(DocumentRequest request) {
        var record = new ProducerRecord<>(Topics.DOCUMENTS, request.requestId(), JSON.writeValueAsBytes(request));
        try {
            producer.send(record).get(timeout.toMillis() + 1000, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw unavailable();
        } catch (ExecutionException | TimeoutException | KafkaException e) {
            throw unavailable();
        }
    }

    private RuntimeException unavailable() {
        return Problems.kafkaUnavailable("the document request could not be published to " + Topics.DOCUMENTS
                + " within " + timeout.toSeconds() + " s; try again later");
    }
}
