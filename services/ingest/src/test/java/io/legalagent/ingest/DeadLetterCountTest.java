package io.legalagent.ingest;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.Topics;
import io.legalagent.runtime.AtLeastOnceProducer;
import io.legalagent.runtime.EnvelopeCodec;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.producer.MockProducer;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.junit.jupiter.api.Test;
import org.springframework.kafka.core.KafkaTemplate;
import org.springframework.kafka.mock.MockProducerFactory;
import org.springframework.util.unit.DataSize;

/** A request the ingest refuses goes to legal.documents.DLT and is counted there, for the ingest. */
class DeadLetterCountTest {
    private static final String DEAD_LETTERS = Topics.deadLetterOf(Topics.DOCUMENTS);

    private final SimpleMeterRegistry registry = new SimpleMeterRegistry();
    private final List<MockProducer<String, byte[]>> producers = new CopyOnWriteArrayList<>();

    private MockProducer<String, byte[]> producer() {
        var producer = new MockProducer<>(true, null, new StringSerializer(), new ByteArraySerializer());
        producers.add(producer);
        return producer;
    }

    private final ProgressPublisher progress = new ProgressPublisher(
            new AtLeastOnceProducer(new MockProducerFactory<>(this::producer)),
            new KafkaTemplate<>(new MockProducerFactory<>(this::producer)),
            new EnvelopeCodec(),
            Clock.systemUTC(),
            registry);

    // A refused record never reaches the staging or the library.
    private final IngestListener listener = new IngestListener(
            new RequestCheck(new IngestSettings(
                    Path.of("store"), DataSize.ofBytes(10), "default", Duration.ofMinutes(1), "local")),
            null,
            null,
            progress);

    private double deadLetters() {
        return registry.get("legal.dead.letters")
                .tag("topic", DEAD_LETTERS)
                .tag("node", "ingest")
                .counter()
                .count();
    }

    private List<String> sentTopics() {
        return producers.stream()
                .flatMap(p -> p.history().stream())
                .map(r -> r.topic())
                .toList();
    }

    @Test
    void aRefusedRequestIsCountedOnTheDocumentsDeadLetterTopic() {
        assertThat(deadLetters()).isZero();

        listener.onMessage(new ConsumerRecord<>(
                Topics.DOCUMENTS, 0, 3L, "key-1", "not a request".getBytes(StandardCharsets.UTF_8)));

        assertThat(sentTopics()).contains(DEAD_LETTERS);
        assertThat(deadLetters()).isEqualTo(1.0);
    }
}
