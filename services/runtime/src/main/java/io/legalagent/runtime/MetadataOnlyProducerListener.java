package io.legalagent.runtime;

import io.legalagent.ports.SecretMask;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.kafka.support.ProducerListener;

/**
 * Logs a failed send by topic and key only. A record's value is a question or a whole run, which
 * must not reach the logs; the error itself is enough to act on (and the hop is rolled back).
 */
final class MetadataOnlyProducerListener<K, V> implements ProducerListener<K, V> {
    private static final Logger log = LoggerFactory.getLogger(MetadataOnlyProducerListener.class);

    @Override
    public void onError(ProducerRecord<K, V> record, RecordMetadata metadata, Exception exception) {
        log.warn(
                "send to {} (key {}) failed: {}",
                record.topic(),
                record.key(),
                SecretMask.mask(Errors.summary(exception)));
    }
}
