package io.legalagent.runtime;

import java.util.HashMap;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.springframework.beans.factory.DisposableBean;
import org.springframework.kafka.core.DefaultKafkaProducerFactory;
import org.springframework.kafka.core.KafkaTemplate;
import org.springframework.kafka.core.ProducerFactory;

/**
 * The producer of a node that runs at-least-once ({@code legal.runtime.exactly-once=false}): the
 * configured producer's settings without a transactional id, idempotent, with the same listeners
 * (client metrics). Closed with the application. Also what a service uses for records that must be
 * seen before its transaction commits (the ingest's live progress events).
 */
public final class AtLeastOnceProducer implements DisposableBean {
    private final DefaultKafkaProducerFactory<String, byte[]> factory;
    private final KafkaTemplate<String, byte[]> template;

    public AtLeastOnceProducer(ProducerFactory<String, byte[]> configured) {
        var configs = new HashMap<>(configured.getConfigurationProperties());
        configs.remove(ProducerConfig.TRANSACTIONAL_ID_CONFIG);
        configs.put(ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, true);
        this.factory = new DefaultKafkaProducerFactory<>(configs);
        configured.getListeners().forEach(factory::addListener);
        this.template = new KafkaTemplate<>(factory);
        // Not the template's default listener, which logs a failed record's payload.
        template.setProducerListener(new MetadataOnlyProducerListener<>());
    }

    public KafkaTemplate<String, byte[]> template() {
        return template;
    }

    @Override
    public void destroy() {
        factory.destroy();
    }
}
