package io.legalagent.contracts.route;

import io.legalagent.contracts.Topic;

/**
 * A fresh plan goes to the executor; a QA-memory hit skips research, and on a multiple-choice
 * question still goes to the mc-selector, so that every such answer gets a letter chosen fresh.
 */
public enum PlannerRoute implements Route {
    PLANNED(Topic.EXECUTOR),
    CACHE_HIT(Topic.MEMORY),
    CACHE_HIT_SELECT(Topic.MC_SELECTOR),
    /** The question asked for plan review: the plan waits for a reviewer before any research. */
    REVIEW_PLAN(Topic.REVIEWER);

    private final Topic topic;

    PlannerRoute(Topic topic) {
        this.topic = topic;
    }

    @Override
    public Topic topic() {
        return topic;
    }
}
