package io.legalagent.runtime;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Hop;
import io.legalagent.contracts.NodeName;
import io.opentelemetry.api.trace.Span;
import java.time.Clock;
import java.util.List;
import java.util.SortedMap;
import java.util.function.Supplier;

/**
 * The one way a node's hop is written, whether it came from its inbox or resumes a parked run:
 * the node's constants recorded, the hop on the trail, the node's attestation, the state on the
 * route's topic with its progress event, the notices the hop owes, then the hop listeners. Runs
 * inside the caller's Kafka transaction.
 */
final class HopWriter {
    private final NodeName node;
    private final RunPublisher publisher;
    private final Custodian custodian;
    private final Supplier<SortedMap<String, String>> constants;
    private final List<HopListener> hopListeners;
    private final List<HopNotices> notices;
    private final Clock clock;

    HopWriter(
            NodeName node,
            RunPublisher publisher,
            Custodian custodian,
            Supplier<SortedMap<String, String>> constants,
            List<HopListener> hopListeners,
            List<HopNotices> notices,
            Clock clock) {
        this.node = node;
        this.publisher = publisher;
        this.custodian = custodian;
        this.constants = constants;
        this.hopListeners = List.copyOf(hopListeners);
        this.notices = List.copyOf(notices);
        this.clock = clock;
    }

    /** Writes the hop of {@code state} on {@code route} to {@code topic}; returns the state as sent. */
    AgentState write(Span span, AgentState state, String route, String topic, long millis) {
        var hop = new Hop(node.id(), route, topic);
        // Every hop records its node's constants, so the answer's manifest names what shaped it.
        var next = custodian.vouch(state.withLog(state.research().log().withConstants(constants.get()))
                .afterHop(hop, millis, clock.instant()));
        HopTracer.describe(span, hop, next);
        publisher.forward(next);
        notices.forEach(n -> n.of(hop, next).forEach(publisher::notice));
        hopListeners.forEach(l -> l.onHop(hop, next, millis));
        return next;
    }
}
