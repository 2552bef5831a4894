package io.legalagent.runtime;

import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.Topics;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import java.util.Collection;
import java.util.Locale;

/**
 * The failures of one node that an operator is alerted to: records copied to a dead-letter topic
 * ({@code legal.dead.letters}, by dead-letter topic and node) and signatures the node could not make
 * ({@code legal.signing.failures}, by node and what was being signed). Each series is registered at
 * 0 as soon as the node can fail that way, so a rate over it is 0, not absent, before the first
 * failure. Counted when the write is handed to Kafka: a write rolled back with its transaction and
 * done again counts twice, as the hop figures do.
 */
final class FailureMeters {
    static final String DEAD_LETTERS = "legal.dead.letters";
    static final String SIGNING_FAILURES = "legal.signing.failures";

    /** What a node was signing when it failed: the reason tag. */
    enum Signing {
        /** The attestation of a hop in the run's chain of custody. */
        HOP,
        /** The observer's signature over an answer. */
        ANSWER;

        String tag() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    private final MeterRegistry registry;
    private final NodeName node;

    FailureMeters(MeterRegistry registry, NodeName node) {
        this.registry = registry;
        this.node = node;
    }

    /** Registers the dead-letter series of each inbox this node reads, at 0. */
    FailureMeters readingFrom(Collection<String> inboxes) {
        inboxes.forEach(inbox -> deadLetters(Topics.deadLetterOf(inbox)));
        return this;
    }

    /** Registers the series of a signature this node makes, at 0. */
    FailureMeters signing(Signing what) {
        signingFailures(what);
        return this;
    }

    void deadLettered(String deadLetterTopic) {
        deadLetters(deadLetterTopic).increment();
    }

    void signingFailed(Signing what) {
        signingFailures(what).increment();
    }

    private Counter deadLetters(String topic) {
        return Counter.builder(DEAD_LETTERS)
                .description("Records copied to a dead-letter topic")
                .tag("topic", topic)
                .tag("node", node.id())
                .register(registry);
    }

    private Counter signingFailures(Signing what) {
        return Counter.builder(SIGNING_FAILURES)
                .description("Signatures a node could not make: hop attestations, answer signatures")
                .tag("node", node.id())
                .tag("reason", what.tag())
                .register(registry);
    }
}
