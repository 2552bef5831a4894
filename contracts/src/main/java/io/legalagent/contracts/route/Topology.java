package io.legalagent.contracts.route;

import java.util.Optional;

/**
 * The routing table of the research loop: which topic each route value leads to. Every route value
 * carries its topic; the runtime checks at start-up that each value of a node's route enum has one.
 */
public final class Topology {
    private Topology() {}

    public static Optional<String> topicOf(Enum<?> route) {
        return route instanceof Route routed ? Optional.of(routed.topic().topicName()) : Optional.empty();
    }
}
