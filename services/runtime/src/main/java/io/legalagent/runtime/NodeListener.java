package io.legalagent.runtime;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Hop;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.route.RuntimeRoute;
import io.legalagent.contracts.route.Topology;
import io.legalagent.ports.CurrentRun;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.context.Scope;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.SortedMap;
import java.util.function.Supplier;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.kafka.listener.MessageListener;

/**
 * Runs one node on each record of its inbox: read the state, check the hop budget, apply the node,
 * and write the new state, vouched for by the node ({@link Custodian}), to the route's topic. The
 * observer first checks the run's chain of custody ({@link CustodyGate}). Runs inside the container's Kafka transaction.
 */
final class NodeListener<R extends Enum<R>> implements MessageListener<String, byte[]> {
    private static final Logger log = LoggerFactory.getLogger(NodeListener.class);

    private final Node<R> node;
    private final RecordReader reader;
    private final RunPublisher publisher;
    private final HopTracer tracer;
    private final List<HopListener> hopListeners;
    private final Clock clock;
    private final int maxHops;
    private final Supplier<SortedMap<String, String>> constants;
    private final InFlightHops inFlight;
    private final Custodian custodian;
    private final Optional<CustodyGate> gate;

    NodeListener(
            Node<R> node,
            RecordReader reader,
            RunPublisher publisher,
            HopTracer tracer,
            List<HopListener> hopListeners,
            Clock clock,
            int maxHops,
            Supplier<SortedMap<String, String>> constants,
            InFlightHops inFlight,
            Custodian custodian,
            Optional<CustodyGate> gate) {
        this.node = node;
        this.reader = reader;
        this.publisher = publisher;
        this.tracer = tracer;
        this.hopListeners = List.copyOf(hopListeners);
        this.clock = clock;
        this.maxHops = maxHops;
        this.constants = constants;
        this.inFlight = inFlight;
        this.custodian = custodian;
        this.gate = gate;
    }

    @Override
    public void onMessage(ConsumerRecord<String, byte[]> record) {
        Span span = tracer.start(node.name(), record, "process");
        try (Scope ignored = span.makeCurrent();
                TraceLogContext logged = TraceLogContext.of(span)) {
            visit(record, span);
        } catch (RuntimeException e) {
            HopTracer.failed(span, NodeFailure.originalOf(e));
            throw e;
        } finally {
            span.end();
        }
    }

    private void visit(ConsumerRecord<String, byte[]> record, Span span) {
        Optional<AgentState> admitted = reader.read(record);
        if (admitted.isEmpty()) {
            return;
        }
        // The observer answers only for a run whose chain of custody holds.
        var state = gate.isEmpty() ? admitted.get() : gate.get().admit(record, admitted.get(), publisher);
        if (node.name() != NodeName.OBSERVER && HopBudget.spent(state) >= maxHops) {
            hop(
                    span,
                    RunFailures.hopLimit(node.name(), state, maxHops),
                    RuntimeRoute.HOP_LIMIT.name(),
                    RuntimeRoute.HOP_LIMIT.topic().topicName(),
                    0);
            return;
        }
        long started = System.nanoTime();
        Transition<R> transition;
        try {
            // The run's library and organisation travel with it, so the retriever and QA memory below
            // search that organisation's collections of that library alone.
            var organisation = state.owner() == null ? null : state.owner().organisation();
            transition = inFlight.run(
                    node.name().id(),
                    () -> CurrentRun.during(
                            state.runId(), state.intake().library(), organisation, () -> node.apply(state)));
        } catch (HopAborted e) {
            throw e;
        } catch (RuntimeException e) {
            log.debug("{} failed on run {}", node.name().id(), state.runId(), e);
            throw NodeFailure.of(e);
        }
        long millis = (System.nanoTime() - started) / 1_000_000;
        String topic = Topology.topicOf(transition.route()).orElseThrow();
        hop(span, transition.state(), transition.route().name(), topic, millis);
    }

    private void hop(Span span, AgentState state, String route, String topic, long millis) {
        var hop = new Hop(node.name().id(), route, topic);
        // Every hop records its node's constants, so the answer's manifest names what shaped it.
        var next = custodian.vouch(state.withLog(state.research().log().withConstants(constants.get()))
                .afterHop(hop, millis, clock.instant()));
        HopTracer.describe(span, hop, next);
        publisher.forward(next);
        hopListeners.forEach(l -> l.onHop(hop, next, millis));
    }
}
