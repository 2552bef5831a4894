package io.legalagent.contracts.route;

import io.legalagent.contracts.Topic;

/** Guard decisions: a safe question goes on; an adversarial or invalid one ends at the observer. */
public enum GuardRoute implements Route {
    SAFE(Topic.CLASSIFIER),
    REJECTED(Topic.OBSERVER),
    INVALID(Topic.OBSERVER);

    private final Topic topic;

    GuardRoute(Topic topic) {
        this.topic = topic;
    }

    @Override
    public Topic topic() {
        return topic;
    }
}
