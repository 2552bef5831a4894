package io.legalagent.runtime;

import io.legalagent.contracts.NodeName;
import io.legalagent.ports.FrozenConstants;
import io.legalagent.ports.HopBudget;
import java.time.Clock;
import java.util.List;
import java.util.Properties;
import java.util.SortedMap;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.RangeAssignor;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.kafka.core.ConsumerFactory;
import org.springframework.kafka.core.KafkaTemplate;
import org.springframework.kafka.listener.ConcurrentMessageListenerContainer;
import org.springframework.kafka.listener.ContainerProperties;
import org.springframework.kafka.transaction.KafkaAwareTransactionManager;

/**
 * Builds the listener container of a node: a read_committed consumer in the node's own group, and
 * on failure retries with backoff for transient failures, then a FAILED run for the observer.
 *
 * <p>Exactly-once (the default): one Kafka transaction per record covers the writes and the consumed
 * offset; a failure rolls them back together. At-least-once ({@code transactions} null, for
 * {@code legal.runtime.exactly-once=false}): the template is a plain idempotent producer, the
 * publisher waits for each hop's writes to be acknowledged, and the container then commits that
 * record's offset alone (ack mode RECORD). A crash between the two repeats the hop: nothing is lost,
 * but its records may be written twice.
 *
 * <p>An intake node's container reads all its inboxes with range assignment, so one consumer holds
 * partition p of each and the one ledger partition p that serves them.
 *
 * <p>Each container's consumer gets the poll interval its node's slowest hop needs ({@link
 * PollBudget}), and stops after the record in hand rather than after the whole poll.
 */
final class NodeContainerFactory {
    private static final Logger log = LoggerFactory.getLogger(NodeContainerFactory.class);

    private final ConsumerFactory<String, byte[]> consumers;
    private final KafkaTemplate<String, byte[]> template;
    private final KafkaAwareTransactionManager<String, byte[]> transactions;
    private final EnvelopeCodec codec;
    private final HopTracer tracer;
    private final List<HopListener> hopListeners;
    private final List<HopNotices> notices;
    private final RuntimeSettings settings;
    private final Clock clock;
    private final List<FrozenConstants> frozenConstants;
    private final List<HopBudget> budgets;
    private final InFlightHops inFlight;
    private final @Nullable String tracingUi;
    private final AnswerSigner signer;
    private final ApplicationEventPublisher events;
    private final Custody custody;

    /** @param transactions the transaction manager for exactly-once; null for at-least-once */
    NodeContainerFactory(
            ConsumerFactory<String, byte[]> consumers,
            KafkaTemplate<String, byte[]> template,
            KafkaAwareTransactionManager<String, byte[]> transactions,
            RunParts parts,
            RuntimeSettings settings,
            InFlightHops inFlight) {
        this.consumers = consumers;
        this.template = template;
        this.transactions = transactions;
        this.codec = parts.codec();
        this.tracer = parts.tracer();
        this.hopListeners = parts.hopListeners();
        this.notices = parts.notices();
        this.settings = settings;
        this.clock = parts.clock();
        this.frozenConstants = parts.frozenConstants();
        this.budgets = parts.budgets();
        this.tracingUi = parts.tracingUi();
        this.signer = parts.signer();
        this.events = parts.events();
        this.custody = parts.custody();
        this.inFlight = inFlight;
    }

    <R extends Enum<R>> ConcurrentMessageListenerContainer<String, byte[]> create(Node<R> node) {
        RouteCheck.verify(node);
        boolean exactlyOnce = transactions != null;
        var inboxes = node instanceof IntakeNode<?> intake
                ? intake.inboxes()
                : List.of(node.name().inbox());
        var publisher = publisher(failuresOf(node.name(), inboxes));
        var properties = new ContainerProperties(inboxes.toArray(String[]::new));
        RequestLedger ledger = null;
        if (node instanceof IntakeNode<?>) {
            var reader = new RequestIdsReader(
                    consumers, codec, String.join(" and ", inboxes), settings.requestIdWindow(), clock);
            ledger = new RequestLedger(inboxes, reader);
            properties.setConsumerRebalanceListener(ledger);
        }
        var custodian = custody.custodianOf(node.name());
        var reader = new RecordReader(node, codec, publisher, clock, ledger, custodian);
        properties.setGroupId("legal-" + node.name().id());
        properties.setClientId("legal-" + node.name().id());
        if (exactlyOnce) {
            properties.setKafkaAwareTransactionManager(transactions);
        } else {
            properties.setAckMode(ContainerProperties.AckMode.RECORD);
        }
        // Inboxes are written in transactions: where lag drives scaling, commit past the trailing commit
        // marker when idle, so an idle group shows lag 0 and the node can scale down.
        properties.setFixTxOffsets(settings.kafka().fixTxOffsets());
        // Stop after the record in hand: the rest of the poll is not committed and goes to the next owner.
        properties.setStopImmediate(true);
        properties.setShutdownTimeout(settings.shutdownTimeout().toMillis());
        properties.setKafkaConsumerProperties(consumerProperties(node.name(), inboxes.size() > 1));
        var constants = constantsOf(node.name());
        var writer = new HopWriter(node.name(), publisher, custodian, constants, hopListeners, notices, clock);
        properties.setMessageListener(new NodeListener<>(
                node, reader, publisher, tracer, writer, settings.maxHops(), inFlight, custody.gateOf(node.name())));
        var container = new FenceRecoveringContainer(consumers, properties, inFlight);
        container.setBeanName("node-" + node.name().id());
        // Without a publisher the container neither announces its consumers' stops nor reacts to them.
        container.setApplicationEventPublisher(events);
        container.setConcurrency(settings.concurrency());
        var recoverer = new FailedHopRecoverer<>(
                node,
                reader,
                publisher,
                tracer,
                clock,
                inFlight,
                settings.retry().attempts(),
                constants,
                custodian);
        var retries = new HopRetries(settings.retry());
        if (exactlyOnce) {
            container.setAfterRollbackProcessor(retries.afterRollback(recoverer, template));
        } else {
            container.setCommonErrorHandler(retries.errorHandler(recoverer));
        }
        return container;
    }

    /**
     * The failure counters of a node reading {@code inboxes}, registered at 0: its dead letters, and
     * for a signing observer, its answers' signatures.
     */
    FailureMeters failuresOf(NodeName node, List<String> inboxes) {
        var failures = new FailureMeters(custody.registry(), node).readingFrom(inboxes);
        return node == NodeName.OBSERVER && signer != AnswerSigner.UNSIGNED
                ? failures.signing(FailureMeters.Signing.ANSWER)
                : failures;
    }

    /** A publisher of hops on this factory's template: awaiting each write when at-least-once. */
    RunPublisher publisher(FailureMeters failures) {
        return new RunPublisher(
                template,
                codec,
                tracer,
                clock,
                transactions == null,
                settings.kafka().deliveryTimeout(),
                tracingUi,
                signer,
                failures);
    }

    ApplicationEventPublisher events() {
        return events;
    }

    /** How {@code node}'s hops are written when they do not come from its inbox (a resumption). */
    HopWriter writerOf(NodeName node, RunPublisher publisher) {
        return new HopWriter(
                node, publisher, custody.custodianOf(node), constantsOf(node), hopListeners, notices, clock);
    }

    /**
     * The node's own {@code max.poll.interval.ms}, logged with how it was reached; and, with an
     * instance id, its static membership ({@code group.instance.id}, suffixed per consumer thread by
     * the container when there are several).
     */
    Properties consumerProperties(NodeName node, boolean severalInboxes) {
        var budget = PollBudget.of(node, budgets, settings);
        if (budget.tooShort()) {
            log.warn(
                    "legal.runtime.kafka.max-poll-interval is shorter than {} hop can take; a slow hop will lose"
                            + " its partition and be done again elsewhere. {}",
                    node.id(),
                    budget.describe());
        } else {
            log.info("{}", budget.describe());
        }
        var properties = new Properties();
        properties.setProperty(
                ConsumerConfig.MAX_POLL_INTERVAL_MS_CONFIG,
                Long.toString(Math.min(Integer.MAX_VALUE, budget.interval().toMillis())));
        if (severalInboxes) {
            // Partition p of every inbox to the same consumer, which holds ledger partition p for all of them.
            properties.setProperty(ConsumerConfig.PARTITION_ASSIGNMENT_STRATEGY_CONFIG, RangeAssignor.class.getName());
        }
        if (settings.instanceId() != null && !settings.instanceId().isBlank()) {
            properties.setProperty(
                    ConsumerConfig.GROUP_INSTANCE_ID_CONFIG,
                    settings.instanceId().strip());
        }
        return properties;
    }

    /** Memoized: the beans are complete once the node runs, and their values do not change. */
    private Supplier<SortedMap<String, String>> constantsOf(NodeName node) {
        var once = new AtomicReference<SortedMap<String, String>>();
        return () ->
                once.updateAndGet(known -> known != null ? known : NodeConstants.of(node, frozenConstants, settings));
    }

    /** What every node's listener shares, gathered so the factory's constructor stays readable. */
    record RunParts(
            EnvelopeCodec codec,
            HopTracer tracer,
            List<HopListener> hopListeners,
            List<HopNotices> notices,
            Clock clock,
            List<FrozenConstants> frozenConstants,
            List<HopBudget> budgets,
            @Nullable String tracingUi,
            AnswerSigner signer,
            ApplicationEventPublisher events,
            Custody custody) {
        RunParts {
            hopListeners = List.copyOf(hopListeners);
            notices = List.copyOf(notices);
            frozenConstants = List.copyOf(frozenConstants);
            budgets = List.copyOf(budgets);
        }
    }
}
