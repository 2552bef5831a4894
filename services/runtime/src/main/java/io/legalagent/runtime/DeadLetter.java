package io.legalagent.runtime;

import io.legalagent.contracts.Topics;
import java.nio.charset.StandardCharsets;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.springframework.kafka.support.KafkaHeaders;

/** The copy of an unreadable record for its topic's dead-letter topic, with the reason in its headers. */
public final class DeadLetter {
    private DeadLetter() {}

    public static ProducerRecord<String, byte[]> of(ConsumerRecord<String, byte[]> record, String reason) {
        var copy = new ProducerRecord<>(Topics.deadLetterOf(record.topic()), null, record.key(), record.value());
        record.headers().forEach(h -> copy.headers().add(h));
        header(copy, KafkaHeaders.DLT_EXCEPTION_MESSAGE, reason);
        header(copy, KafkaHeaders.DLT_ORIGINAL_TOPIC, record.topic());
        header(copy, KafkaHeaders.DLT_ORIGINAL_PARTITION, String.valueOf(record.partition()));
        header(copy, KafkaHeaders.DLT_ORIGINAL_OFFSET, String.valueOf(record.offset()));
        return copy;
    }

    private static void header(ProducerRecord<String, byte[]> record, String name, String value) {
        record.headers().add(name, value.getBytes(StandardCharsets.UTF_8));
    }
}
