package io.legalagent.runtime;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.QueryType;
import io.legalagent.contracts.route.ClassifierRoute;
import io.legalagent.ports.TransientFailure;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/** A node whose behaviour the question chooses, to drive the runtime's paths. */
final class ToyClassifier implements Node<ClassifierRoute> {
    /** How long a "slow-hop" question keeps the node at work, as a slow model call would. */
    static final Duration SLOW_HOP = Duration.ofSeconds(4);

    final Map<String, AtomicInteger> attempts = new ConcurrentHashMap<>();

    @Override
    public NodeName name() {
        return NodeName.CLASSIFIER;
    }

    @Override
    public Class<ClassifierRoute> routeType() {
        return ClassifierRoute.class;
    }

    @Override
    public Transition<ClassifierRoute> apply(AgentState state) {
        int attempt = attempts.computeIfAbsent(state.runId(), k -> new AtomicInteger())
                .incrementAndGet();
        switch (state.question().text()) {
            case "always-broken" -> throw new IllegalArgumentException("cannot classify this");
            case "flaky-twice" -> {
                if (attempt <= 2) {
                    throw new TransientFailure("model timed out");
                }
            }
            case "never-recovers" -> throw new TransientFailure("model unreachable");
            case "slow-hop" -> work(SLOW_HOP);
            default -> {}
        }
        return Transition.to(ClassifierRoute.CLASSIFIED, state.withQueryType(QueryType.SIMPLE));
    }

    static void work(Duration duration) {
        try {
            Thread.sleep(duration.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new TransientFailure("interrupted at work");
        }
    }
}
