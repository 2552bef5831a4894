package io.legalagent.gateway;

import io.legalagent.contracts.DocumentRequest;
import io.legalagent.contracts.Topics;
import io.legalagent.retrieval.library.Libraries;
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

    /**
     * Publishes {@code request} for a library of {@code organisation}, which the request then states
     * (the ingest trusts it: only the gateway writes legal.documents). Throws a 503 problem when the
     * broker does not take the request in time.
     */
    void publish(String organisation, DocumentRequest request) {
        var stated = new DocumentRequest(
                request.requestId(),
                request.action(),
                request.library(),
                request.fileName(),
                request.content(),
                request.claimCheck(),
                request.documentId(),
                Libraries.organisation(organisation));
        var record = new ProducerRecord<>(Topics.DOCUMENTS, stated.requestId(), JSON.writeValueAsBytes(stated));
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
