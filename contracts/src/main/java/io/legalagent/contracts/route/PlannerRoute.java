package io.legalagent.contracts.route;

import io.legalagent.contracts.Topic;

/** A fresh plan goes to the executor; a QA-memory hit skips research. */
public enum PlannerRoute implements Route {
    PLANNED(Topic.EXECUTOR),
    CACHE_HIT(Topic.MEMORY);

    private final Topic topic;

    PlannerRoute(Topic topic) {
        this.topic = topic;
    }

    @Override
    public Topic topic() {
        return topic;
    }
}
