package io.legalagent.runtime;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Hop;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.Topics;
import io.legalagent.contracts.route.RuntimeRoute;
import io.legalagent.contracts.route.Topology;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.context.Scope;
import java.time.Clock;
import java.util.SortedMap;
import java.util.function.BiConsumer;
import java.util.function.Supplier;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Called once a node has failed a record for good (retries used up, or a non-transient error). The
 * run is not dropped: it goes to the observer as FAILED with the reason. If the observer itself
 * failed, the FAILED answer is written straight to {@code legal.answers}. One exception: when the
 * model stayed unavailable and the run has completed research steps, the node takes its hop without
 * the model ({@link ModelOutage}) and the run goes on to be answered with what it found. Runs in the
 * transaction that also commits the record's offset.
 *
 * <p>Not while the service is stopping: a hop that failed then may have failed because it was
 * interrupted, so the record is left uncommitted for the partition's next owner instead.
 */
final class FailedHopRecoverer<R extends Enum<R>> implements BiConsumer<ConsumerRecord<?, ?>, Exception> {
    private static final Logger log = LoggerFactory.getLogger(FailedHopRecoverer.class);

    /** The node itself, for its way on without the model. */
    private final Node<R> failedNode;

    private final NodeName node;
    private final RecordReader reader;
    private final RunPublisher publisher;
    private final HopTracer tracer;
    private final Clock clock;
    private final InFlightHops inFlight;
    private final int tries;
    private final Supplier<SortedMap<String, String>> constants;
    private final Custodian custodian;

    FailedHopRecoverer(
            Node<R> node,
            RecordReader reader,
            RunPublisher publisher,
            HopTracer tracer,
            Clock clock,
            InFlightHops inFlight,
            int tries,
            Supplier<SortedMap<String, String>> constants,
            Custodian custodian) {
        this.failedNode = node;
        this.node = node.name();
        this.reader = reader;
        this.publisher = publisher;
        this.tracer = tracer;
        this.clock = clock;
        this.inFlight = inFlight;
        this.tries = tries;
        this.constants = constants;
        this.custodian = custodian;
    }

    @Override
    @SuppressWarnings("unchecked")
    public void accept(ConsumerRecord<?, ?> record, Exception error) {
        if (inFlight.isStopping()) {
            throw new HopAborted(node.id() + " is stopping; the failed hop is left for the next owner", error);
        }
        var kafkaRecord = (ConsumerRecord<String, byte[]>) record;
        Span span = tracer.start(node, kafkaRecord, "give up");
        try (Scope ignored = span.makeCurrent();
                TraceLogContext logged = TraceLogContext.of(span)) {
            HopTracer.failed(span, NodeFailure.originalOf(error));
            var state = reader.stateForFailure(kafkaRecord);
            var carried = ModelOutage.carryOn(failedNode, state, error);
            if (carried.isPresent()) {
                carryOn(span, carried.get(), error);
                return;
            }
            var failed = RunFailures.nodeFailed(node, state, error, tries);
            // Types only at WARN: a message may quote the question; the reason travels with the answer.
            log.warn("{} gave up on run {}: {}", node.id(), state.runId(), Errors.types(error));
            log.debug(
                    "{} gave up on run {}: {}",
                    node.id(),
                    state.runId(),
                    failed.outcome().error().reason());
            String topic = node == NodeName.OBSERVER
                    ? Topics.ANSWERS
                    : RuntimeRoute.NODE_FAILED.topic().topicName();
            var hop = new Hop(node.id(), RuntimeRoute.NODE_FAILED.name(), topic);
            // The observer's own failure goes out as the answer: its custody was not checked, so it shows none.
            var next = node == NodeName.OBSERVER
                    ? failed.afterHop(hop, 0, clock.instant()).withoutCustody()
                    : custodian.vouch(failed.afterHop(hop, 0, clock.instant()));
            HopTracer.describe(span, hop, next);
            publisher.forward(next);
        } finally {
            span.end();
        }
    }

    /** The node's own route, taken without the model; its constants recorded as on any hop. */
    private void carryOn(Span span, Transition<R> transition, Exception error) {
        AgentState state = transition.state();
        log.warn(
                "{} carries run {} on without the model after {} tries: {}",
                node.id(),
                state.runId(),
                tries,
                Errors.types(error));
        String topic = Topology.topicOf(transition.route()).orElseThrow();
        var hop = new Hop(node.id(), transition.route().name(), topic);
        var next = custodian.vouch(state.withLog(state.research().log().withConstants(constants.get()))
                .afterHop(hop, 0, clock.instant()));
        HopTracer.describe(span, hop, next);
        publisher.forward(next);
    }
}
