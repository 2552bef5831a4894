package io.legalagent.contracts.route;

import io.legalagent.contracts.Topic;

public enum ExecutorRoute implements Route {
    EXECUTED(Topic.EVALUATOR);

    private final Topic topic;

    ExecutorRoute(Topic topic) {
        this.topic = topic;
    }

    @Override
    public Topic topic() {
        return topic;
    }
}
