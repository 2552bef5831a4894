package io.legalagent.contracts.route;

import io.legalagent.contracts.Topic;

public enum EvaluatorRoute implements Route {
    NEXT_STEP(Topic.EXECUTOR),
    REPLAN(Topic.REPLANNER),
    FINISH(Topic.MC_SELECTOR);

    private final Topic topic;

    EvaluatorRoute(Topic topic) {
        this.topic = topic;
    }

    @Override
    public Topic topic() {
        return topic;
    }
}
