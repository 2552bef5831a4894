package io.legalagent.contracts.route;

import io.legalagent.contracts.Topic;

public enum ObserverRoute implements Route {
    FINAL(Topic.ANSWERS);

    private final Topic topic;

    ObserverRoute(Topic topic) {
        this.topic = topic;
    }

    @Override
    public Topic topic() {
        return topic;
    }
}
