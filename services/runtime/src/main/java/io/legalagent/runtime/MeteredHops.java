package io.legalagent.runtime;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Hop;
import io.legalagent.contracts.StepStatus;
import io.legalagent.contracts.Topics;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Micrometer figures per hop: visits by node and route, time in the node as a histogram, and, when a
 * run's answer is written, the run's latency as a histogram (from the publication of its question
 * on {@code legal.questions}, the record's timestamp, to its answer, less the time it waited for a
 * reviewer, which is a person's), its research steps by how they
 * ended, whether it was cut short, and the model calls and tokens each node spent on it. The buckets bracket the
 * targets (5 and 25 ms a hop), so p50 and p99 can be computed where the figures are scraped. A hop
 * that is rolled back and redelivered is counted each time it ran: these are operational figures,
 * the answer's own metrics are exact.
 */
final class MeteredHops implements HopListener {
    static final Duration[] HOP_BUCKETS = {
        Duration.ofMillis(1), Duration.ofMillis(2), Duration.ofMillis(5), Duration.ofMillis(10),
        Duration.ofMillis(25), Duration.ofMillis(50), Duration.ofMillis(100), Duration.ofMillis(250),
        Duration.ofSeconds(1), Duration.ofSeconds(5), Duration.ofSeconds(30), Duration.ofSeconds(120)
    };
    static final Duration[] RUN_BUCKETS = {
        Duration.ofMillis(100), Duration.ofMillis(250), Duration.ofMillis(500), Duration.ofSeconds(1),
        Duration.ofSeconds(2), Duration.ofSeconds(5), Duration.ofSeconds(10), Duration.ofSeconds(30),
        Duration.ofSeconds(60), Duration.ofSeconds(120), Duration.ofSeconds(300), Duration.ofSeconds(600)
    };

    private final MeterRegistry registry;
    private final Clock clock;

    MeteredHops(MeterRegistry registry, Clock clock) {
        this.registry = registry;
        this.clock = clock;
    }

    @Override
    public void onHop(Hop hop, AgentState state, long nodeMillis) {
        registry.counter("legal.node.visits", "node", hop.node(), "route", hop.route())
                .increment();
        Timer.builder("legal.node.duration")
                .description("Time a node spent on one hop")
                .tag("node", hop.node())
                .serviceLevelObjectives(HOP_BUCKETS)
                .register(registry)
                .record(nodeMillis, TimeUnit.MILLISECONDS);
        if (Topics.ANSWERS.equals(hop.topic())) {
            recordRun(state);
        }
    }

    private void recordRun(AgentState state) {
        registry.counter("legal.runs.finished", "status", state.status().name()).increment();
        var start = state.intake().publishedAt() != null
                ? state.intake().publishedAt()
                : state.intake().createdAt();
        if (start != null) {
            var elapsed = Duration.between(start, clock.instant())
                    .minus(state.review().waited());
            Timer.builder("legal.run.duration")
                    .description("From the question's publication on legal.questions to its answer, less the"
                            + " time it waited for a reviewer")
                    .tag("status", state.status().name())
                    .serviceLevelObjectives(RUN_BUCKETS)
                    .register(registry)
                    .record(elapsed.isNegative() ? Duration.ZERO : elapsed);
        }
        for (var status : List.of(StepStatus.COMPLETED, StepStatus.FAILED, StepStatus.PENDING)) {
            registry.counter("legal.run.steps", "status", status.name())
                    .increment(state.research().count(status));
        }
        if (state.outcome().degradation() != null) {
            registry.counter(
                            "legal.runs.degraded",
                            "kind",
                            state.outcome().degradation().kind().name())
                    .increment();
        }
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
