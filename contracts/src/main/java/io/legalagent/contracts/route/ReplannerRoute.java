package io.legalagent.contracts.route;

import io.legalagent.contracts.Topic;

public enum ReplannerRoute implements Route {
    CONTINUE(Topic.EXECUTOR),
    COMPLETE(Topic.MC_SELECTOR);

    private final Topic topic;

    ReplannerRoute(Topic topic) {
        this.topic = topic;
    }

    @Override
    public Topic topic() {
        return topic;
    }
}
