package io.legalagent.contracts.route;

import io.legalagent.contracts.Topic;

public enum MemoryRoute implements Route {
    RECORDED(Topic.OBSERVER);

    private final Topic topic;

    MemoryRoute(Topic topic) {
        this.topic = topic;
    }

    @Override
    public Topic topic() {
        return topic;
    }
}
