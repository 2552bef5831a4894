package io.legalagent.runtime;

import java.util.Collection;
import java.util.List;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.common.TopicPartition;
import org.springframework.kafka.core.ConsumerFactory;
import org.springframework.kafka.core.KafkaTemplate;
import org.springframework.kafka.listener.ConcurrentMessageListenerContainer;
import org.springframework.kafka.listener.ConsumerAwareRebalanceListener;
import org.springframework.kafka.listener.ContainerProperties;
import org.springframework.kafka.listener.DefaultErrorHandler;
import org.springframework.kafka.transaction.KafkaAwareTransactionManager;

/**
 * Builds the container that reads a {@link Resumer}'s decisions as its node's inbox container reads
 * the inbox: its own group ({@code legal-<node>-decisions}), read_committed, one Kafka transaction
 * per record, stable transactional ids and static membership from the same settings, stop after the
 * record in hand. A decision that keeps failing is copied to the decisions' dead-letter topic with
 * the reason, in a transaction that commits its offset. The partitions it owns tell the view which
 * runs this process sweeps.
 */
final class ResumeContainerFactory {
    private final NodeContainerFactory nodes;
    private final ConsumerFactory<String, byte[]> consumers;
    private final KafkaTemplate<String, byte[]> template;
    private final KafkaAwareTransactionManager<String, byte[]> transactions;
    private final EnvelopeCodec codec;
    private final HopTracer tracer;
    private final RuntimeSettings settings;
    private final InFlightHops inFlight;

    ResumeContainerFactory(
            NodeContainerFactory nodes,
            ConsumerFactory<String, byte[]> consumers,
            KafkaTemplate<String, byte[]> template,
            KafkaAwareTransactionManager<String, byte[]> transactions,
            EnvelopeCodec codec,
            HopTracer tracer,
            RuntimeSettings settings,
            InFlightHops inFlight) {
        this.nodes = nodes;
        this.consumers = consumers;
        this.template = template;
        this.transactions = transactions;
        this.codec = codec;
        this.tracer = tracer;
        this.settings = settings;
        this.inFlight = inFlight;
    }

    <R extends Enum<R>, D> ConcurrentMessageListenerContainer<String, byte[]> create(
            Resumer<R, D> resumer, ParkedRuns view) {
        var publisher = nodes.publisher(nodes.failuresOf(resumer.name(), List.of(resumer.decisions())));
        var properties = new ContainerProperties(resumer.decisions());
        String name = "legal-" + resumer.name().id() + "-decisions";
        properties.setGroupId(name);
        properties.setClientId(name);
        properties.setStopImmediate(true);
        properties.setShutdownTimeout(settings.shutdownTimeout().toMillis());
        properties.setFixTxOffsets(settings.kafka().fixTxOffsets());
        properties.setKafkaConsumerProperties(nodes.consumerProperties(resumer.name(), false));
        properties.setConsumerRebalanceListener(new ConsumerAwareRebalanceListener() {
            @Override
            public void onPartitionsAssigned(Collection<TopicPartition> partitions) {
                view.own(partitions);
            }

            @Override
            public void onPartitionsRevokedAfterCommit(
                    org.apache.kafka.clients.consumer.Consumer<?, ?> consumer, Collection<TopicPartition> partitions) {
                view.disown(partitions);
            }

            @Override
            public void onPartitionsLost(Collection<TopicPartition> partitions) {
                view.disown(partitions);
            }
        });
        properties.setMessageListener(new ResumeListener<>(
                resumer, view, codec, publisher, tracer, nodes.writerOf(resumer.name(), publisher)));
        if (transactions != null) {
            properties.setKafkaAwareTransactionManager(transactions);
        } else {
            properties.setAckMode(ContainerProperties.AckMode.RECORD);
        }
        var container = new FenceRecoveringContainer(consumers, properties, inFlight);
        container.setBeanName("resume-" + resumer.name().id());
        container.setApplicationEventPublisher(nodes.events());
        if (transactions != null) {
            container.setAfterRollbackProcessor(
                    new HopRetries(settings.retry()).afterRollback((r, e) -> deadLetter(publisher, r, e), template));
        } else {
            container.setCommonErrorHandler(new DefaultErrorHandler((r, e) -> deadLetter(publisher, r, e)));
        }
        return container;
    }

    @SuppressWarnings("unchecked")
    private static void deadLetter(RunPublisher publisher, ConsumerRecord<?, ?> record, Exception e) {
        publisher.deadLetter((ConsumerRecord<String, byte[]>) record, "not applied: " + NodeFailure.originalOf(e));
    }
}
