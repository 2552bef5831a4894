package io.legalagent.contracts.route;

import io.legalagent.contracts.Topic;

public enum ReplannerRoute implements Route {
    CONTINUE(Topic.EXECUTOR),
    COMPLETE(Topic.MC_SELECTOR),
    /** With {@code legal.review.replans} on, a run that asked for plan review shows its new steps first. */
    REVIEW_PLAN(Topic.REVIEWER);

    private final Topic topic;

    ReplannerRoute(Topic topic) {
        this.topic = topic;
    }

    @Override
    public Topic topic() {
        return topic;
    }
}
