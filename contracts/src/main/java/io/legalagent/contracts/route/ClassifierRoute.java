package io.legalagent.contracts.route;

import io.legalagent.contracts.Topic;

public enum ClassifierRoute implements Route {
    CLASSIFIED(Topic.PLANNER);

    private final Topic topic;

    ClassifierRoute(Topic topic) {
        this.topic = topic;
    }

    @Override
    public Topic topic() {
        return topic;
    }
}
