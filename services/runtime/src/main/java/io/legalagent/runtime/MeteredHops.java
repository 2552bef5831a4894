package io.legalagent.runtime;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Hop;
import io.legalagent.contracts.Topics;
import io.micrometer.core.instrument.MeterRegistry;
import java.util.concurrent.TimeUnit;

/**
 * Micrometer figures per hop: visits by node and route, time in the node, and, when a run's answer
 * is written, the model calls and tokens each node spent on it. A hop that is rolled back and
 * redelivered is counted each time it ran: these are operational figures, the answer's own metrics
 * are exact.
 */
final class MeteredHops implements HopListener {
    private final MeterRegistry registry;

    MeteredHops(MeterRegistry registry) {
        this.registry = registry;
    }

    @Override
    public void onHop(Hop hop, AgentState state, long nodeMillis) {
        registry.counter("legal.node.visits", "node", hop.node(), "route", hop.route())
                .increment();
        registry.timer("legal.node.duration", "node", hop.node()).record(nodeMillis, TimeUnit.MILLISECONDS);
        if (Topics.ANSWERS.equals(hop.topic())) {
            recordRun(state);
        }
    }

    private void recordRun(AgentState state) {
        registry.counter("legal.runs.finished", "status", state.status().name()).increment();
        for (var node : state.telemetry().metrics().nodes()) {
            var model = node.model();
            registry.counter("legal.model.calls", "node", node.node()).increment(model.calls());
            registry.counter("legal.model.tokens", "node", node.node(), "direction", "input")
                    .increment(model.inputTokens());
            registry.counter("legal.model.tokens", "node", node.node(), "direction", "output")
                    .increment(model.outputTokens());
        }
    }
}
