package io.legalagent.runtime;

import io.legalagent.ports.TransientFailure;
import java.time.Clock;
import java.util.List;
import org.apache.kafka.common.errors.RetriableException;
import org.springframework.kafka.core.ConsumerFactory;
import org.springframework.kafka.core.KafkaTemplate;
import org.springframework.kafka.listener.ConcurrentMessageListenerContainer;
import org.springframework.kafka.listener.ContainerProperties;
import org.springframework.kafka.listener.DefaultAfterRollbackProcessor;
import org.springframework.kafka.support.ExponentialBackOffWithMaxRetries;
import org.springframework.kafka.transaction.KafkaAwareTransactionManager;

/**
 * Builds the exactly-once listener container of a node: read_committed consumer in the node's own
 * group, one Kafka transaction per record covering the writes and the consumed offset, and after a
 * rollback, retries with backoff for transient failures, then a FAILED run for the observer.
 */
final class NodeContainerFactory {
    private final ConsumerFactory<String, byte[]> consumers;
    private final KafkaTemplate<String, byte[]> template;
    private final KafkaAwareTransactionManager<String, byte[]> transactions;
    private final EnvelopeCodec codec;
    private final HopTracer tracer;
    private final List<HopListener> hopListeners;
    private final RuntimeSettings settings;
    private final Clock clock;

    NodeContainerFactory(
            ConsumerFactory<String, byte[]> consumers,
            KafkaTemplate<String, byte[]> template,
            KafkaAwareTransactionManager<String, byte[]> transactions,
            EnvelopeCodec codec,
            HopTracer tracer,
            List<HopListener> hopListeners,
            RuntimeSettings settings,
            Clock clock) {
        this.consumers = consumers;
        this.template = template;
        this.transactions = transactions;
        this.codec = codec;
        this.tracer = tracer;
        this.hopListeners = hopListeners;
        this.settings = settings;
        this.clock = clock;
    }

    <R extends Enum<R>> ConcurrentMessageListenerContainer<String, byte[]> create(Node<R> node) {
        RouteCheck.verify(node);
        var publisher = new RunPublisher(template, codec, tracer, clock);
        var reader = new RecordReader(node, codec, publisher, clock);
        var properties = new ContainerProperties(node.name().inbox());
        properties.setGroupId("legal-" + node.name().id());
        properties.setClientId("legal-" + node.name().id());
        properties.setKafkaAwareTransactionManager(transactions);
        properties.setShutdownTimeout(settings.shutdownTimeout().toMillis());
        properties.setMessageListener(
                new NodeListener<>(node, reader, publisher, tracer, hopListeners, clock, settings.maxHops()));
        var container = new ConcurrentMessageListenerContainer<>(consumers, properties);
        container.setBeanName("node-" + node.name().id());
        container.setConcurrency(settings.concurrency());
        container.setAfterRollbackProcessor(afterRollback(node, reader, publisher));
        return container;
    }

    private DefaultAfterRollbackProcessor<String, byte[]> afterRollback(
            Node<?> node, RecordReader reader, RunPublisher publisher) {
        var retry = settings.retry();
        var backOff = new ExponentialBackOffWithMaxRetries(Math.max(0, retry.attempts() - 1));
        backOff.setInitialInterval(retry.initialInterval().toMillis());
        backOff.setMultiplier(retry.multiplier());
        backOff.setMaxInterval(retry.maxInterval().toMillis());
        var recoverer = new FailedHopRecoverer(node.name(), reader, publisher, tracer, clock);
        // commitRecovered: the FAILED run and the record's offset are written in one transaction.
        var processor = new DefaultAfterRollbackProcessor<String, byte[]>(recoverer, backOff, template, true);
        processor.defaultFalse();
        processor.addRetryableExceptions(TransientFailure.class, RetriableException.class);
        return processor;
    }
}
