package io.legalagent.ingest;

import io.legalagent.contracts.Topics;
import io.legalagent.contracts.access.AccessTable;
import io.legalagent.documents.read.ReadSettings;
import io.legalagent.documents.read.TikaDocumentReader;
import io.legalagent.documents.split.SplitSettings;
import io.legalagent.documents.split.StructureSplitter;
import io.legalagent.retrieval.RetrievalStack;
import io.legalagent.runtime.AtLeastOnceProducer;
import io.legalagent.runtime.EnvelopeCodec;
import io.legalagent.runtime.HopRetries;
import io.legalagent.runtime.RuntimeSettings;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Metrics;
import java.time.Clock;
import java.util.Properties;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.kafka.core.ConsumerFactory;
import org.springframework.kafka.core.KafkaTemplate;
import org.springframework.kafka.core.ProducerFactory;
import org.springframework.kafka.listener.ConcurrentMessageListenerContainer;
import org.springframework.kafka.listener.ContainerProperties;
import org.springframework.kafka.transaction.KafkaAwareTransactionManager;

/**
 * The ingest's consumer of legal.documents: group legal-ingest, read_committed, one record per
 * poll (a file can take minutes), in a Kafka transaction per record that commits its offset with the
 * request's last progress event; transient failures retried as the nodes retry them. The file's work
 * is idempotent by its hash, so a request redone after a crash ends UNCHANGED or as it would have.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(IngestSettings.class)
public class IngestConfiguration {
    /** The consumer group of the ingest service, as the access table grants it. */
    static final String GROUP = AccessTable.ingestGroup();

    /** The request's library, read by Tika within the service's size limit. */
    @Bean
    @ConditionalOnMissingBean
    DocumentIntake documentIntake(RetrievalStack stack, IngestSettings settings) {
        var reading = ReadSettings.defaults().withLimits(settings.maxBytes(), ReadSettings.MAX_EXPANDED_CHARS);
        return new LibraryIntake(
                stack,
                new TikaDocumentReader(reading),
                new StructureSplitter(SplitSettings.DEFAULT),
                settings.storeDir());
    }

    @Bean
    RequestCheck requestCheck(IngestSettings settings) {
        return new RequestCheck(settings);
    }

    @Bean
    @SuppressWarnings("unchecked")
    ProgressPublisher progressPublisher(
            ProducerFactory<?, ?> producers,
            KafkaTemplate<?, ?> template,
            EnvelopeCodec codec,
            Clock clock,
            ObjectProvider<MeterRegistry> meters) {
        return new ProgressPublisher(
                new AtLeastOnceProducer((ProducerFactory<String, byte[]>) producers),
                (KafkaTemplate<String, byte[]>) template,
                codec,
                clock,
                meters.getIfAvailable(() -> Metrics.globalRegistry));
    }

    @Bean
    @SuppressWarnings("unchecked")
    ConcurrentMessageListenerContainer<String, byte[]> ingestContainer(
            ConsumerFactory<?, ?> consumers,
            KafkaTemplate<?, ?> template,
            ObjectProvider<KafkaAwareTransactionManager<?, ?>> transactions,
            DocumentIntake intake,
            RequestCheck check,
            ProgressPublisher progress,
            IngestSettings settings,
            RuntimeSettings runtime) {
        var manager = transactions.getIfAvailable();
        if (manager == null) {
            throw new IllegalStateException("the ingest needs a transactional producer:"
                    + " set spring.kafka.producer.transaction-id-prefix (the runtime's default sets it)");
        }
        var properties = new ContainerProperties(Topics.DOCUMENTS);
        properties.setGroupId(GROUP);
        properties.setClientId(GROUP);
        properties.setKafkaAwareTransactionManager(manager);
        properties.setFixTxOffsets(runtime.kafka().fixTxOffsets());
        properties.setStopImmediate(true);
        properties.setShutdownTimeout(runtime.shutdownTimeout().toMillis());
        properties.setKafkaConsumerProperties(consumerProperties(settings));
        properties.setMessageListener(new IngestListener(check, new Staging(settings), intake, progress));
        var container =
                new ConcurrentMessageListenerContainer<>((ConsumerFactory<String, byte[]>) consumers, properties);
        container.setBeanName("ingest");
        container.setConcurrency(runtime.concurrency());
        container.setAfterRollbackProcessor(new HopRetries(runtime.retry())
                .afterRollback(new FailedRequestRecoverer(check, progress), (KafkaTemplate<String, byte[]>) template));
        return container;
    }

    /** One file per poll, and as long between polls as one file may take. */
    private static Properties consumerProperties(IngestSettings settings) {
        var properties = new Properties();
        properties.setProperty(ConsumerConfig.MAX_POLL_RECORDS_CONFIG, "1");
        properties.setProperty(
                ConsumerConfig.MAX_POLL_INTERVAL_MS_CONFIG,
                Long.toString(Math.min(Integer.MAX_VALUE, settings.maxFileTime().toMillis())));
        return properties;
    }
}
