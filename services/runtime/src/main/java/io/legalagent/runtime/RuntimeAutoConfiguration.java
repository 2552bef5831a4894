package io.legalagent.runtime;

import io.legalagent.ports.FrozenConstants;
import io.legalagent.ports.HopBudget;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Metrics;
import io.opentelemetry.api.OpenTelemetry;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.context.annotation.Bean;
import org.springframework.core.env.Environment;
import org.springframework.kafka.core.ConsumerFactory;
import org.springframework.kafka.core.KafkaAdmin;
import org.springframework.kafka.core.KafkaTemplate;
import org.springframework.kafka.core.ProducerFactory;
import org.springframework.kafka.transaction.KafkaAwareTransactionManager;

/** Runs every {@link Node} bean of the application on its inbox. */
@AutoConfiguration(afterName = "org.springframework.boot.kafka.autoconfigure.KafkaAutoConfiguration")
@EnableConfigurationProperties({
    RuntimeSettings.class,
    TracingSettings.class,
    CustodySettings.class,
    ReviewSettings.class
})
public class RuntimeAutoConfiguration {
    private static final Logger log = LoggerFactory.getLogger(RuntimeAutoConfiguration.class);

    @Bean
    @ConditionalOnMissingBean
    Clock clock() {
        return Clock.systemUTC();
    }

    @Bean
    EnvelopeCodec envelopeCodec() {
        return new EnvelopeCodec();
    }

    @Bean
    HopTracer hopTracer(OpenTelemetry openTelemetry) {
        return new HopTracer(openTelemetry);
    }

    @Bean
    HopListener meteredHops(ObjectProvider<MeterRegistry> registry, ObjectProvider<java.time.Clock> clock) {
        return new MeteredHops(
                registry.getIfAvailable(() -> Metrics.globalRegistry),
                clock.getIfAvailable(java.time.Clock::systemUTC));
    }

    @Bean
    @ConditionalOnBooleanProperty(name = "legal.runtime.declare-topics", matchIfMissing = true)
    KafkaAdmin.NewTopics legalTopics(RuntimeSettings settings) {
        return TopicCatalogue.declare(settings);
    }

    /** Only for {@code legal.runtime.exactly-once=false}: the non-transactional producer of the hops. */
    @Bean
    @ConditionalOnProperty(name = "legal.runtime.exactly-once", havingValue = "false")
    @SuppressWarnings("unchecked")
    AtLeastOnceProducer atLeastOnceProducer(ProducerFactory<?, ?> configured) {
        return new AtLeastOnceProducer((ProducerFactory<String, byte[]>) configured);
    }

    /** The view of parked runs, in a process whose node resumes them. */
    @Bean
    @ConditionalOnBean(Resumer.class)
    @SuppressWarnings("unchecked")
    ParkedRuns parkedRuns(ConsumerFactory<?, ?> consumers, Resumer<?, ?> resumer) {
        return new ParkedRuns((ConsumerFactory<String, byte[]>) consumers, resumer.parked(), resumer.decisions());
    }

    @Bean
    @SuppressWarnings("unchecked")
    NodeContainers nodeContainers(
            List<Node<?>> nodes,
            ConsumerFactory<?, ?> consumers,
            KafkaTemplate<?, ?> template,
            ObjectProvider<KafkaAwareTransactionManager<?, ?>> transactions,
            ObjectProvider<AtLeastOnceProducer> atLeastOnce,
            EnvelopeCodec codec,
            HopTracer tracer,
            ObjectProvider<HopListener> hopListeners,
            ObjectProvider<HopNotices> notices,
            ObjectProvider<Resumer<?, ?>> resumers,
            ObjectProvider<ParkedRuns> parkedRuns,
            RuntimeSettings settings,
            Clock clock,
            ObjectProvider<FrozenConstants> frozenConstants,
            ObjectProvider<HopBudget> budgets,
            TracingSettings tracing,
            ObjectProvider<AnswerSigner> signer,
            Environment environment,
            ApplicationEventPublisher events,
            CustodySettings custody,
            ObjectProvider<MeterRegistry> registry) {
        KafkaTemplate<String, byte[]> hops;
        KafkaAwareTransactionManager<String, byte[]> manager;
        if (settings.exactlyOnce()) {
            manager = (KafkaAwareTransactionManager<String, byte[]>) transactions.getIfAvailable();
            if (manager == null) {
                throw new IllegalStateException("legal.runtime.exactly-once=true needs a transactional producer:"
                        + " set spring.kafka.producer.transaction-id-prefix (the runtime's default sets it)");
            }
            hops = (KafkaTemplate<String, byte[]>) template;
        } else {
            log.warn("legal.runtime.exactly-once=false: hops run AT-LEAST-ONCE, without Kafka transactions"
                    + " (a crash can repeat a hop and write its records twice). Meant for measuring what"
                    + " exactly-once costs; do not run a deployment like this.");
            manager = null;
            hops = atLeastOnce.getObject().template();
        }
        RuntimeChecks.logRetryWindow(settings);
        RuntimeChecks.checkShutdownPhase(settings, environment);
        var inFlight = new InFlightHops();
        var parts = new NodeContainerFactory.RunParts(
                codec,
                tracer,
                hopListeners.orderedStream().toList(),
                notices.orderedStream().toList(),
                clock,
                frozenConstants.orderedStream().toList(),
                budgets.orderedStream().toList(),
                tracing.uiUrl(),
                signer.getIfAvailable(() -> AnswerSigner.UNSIGNED),
                events,
                new Custody(custody, registry.getIfAvailable(() -> Metrics.globalRegistry)));
        var factory = new NodeContainerFactory(
                (ConsumerFactory<String, byte[]>) consumers, hops, manager, parts, settings, inFlight);
        var containers = new ArrayList<>(nodes.stream().map(factory::create).toList());
        var resuming = new ResumeContainerFactory(
                factory, (ConsumerFactory<String, byte[]>) consumers, hops, manager, codec, tracer, settings, inFlight);
        resumers.orderedStream().forEach(resumer -> containers.add(resuming.create(resumer, parkedRuns.getObject())));
        return new NodeContainers(containers, inFlight, settings);
    }
}
