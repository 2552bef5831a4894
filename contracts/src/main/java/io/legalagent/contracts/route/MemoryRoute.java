package io.legalagent.contracts.route;

import io.legalagent.contracts.Topic;

public enum MemoryRoute implements Route {
    RECORDED(Topic.OBSERVER),
    /** The question asked for answer review and the answer has not been approved: it waits first. */
    REVIEW_ANSWER(Topic.REVIEWER);

    private final Topic topic;

    MemoryRoute(Topic topic) {
        this.topic = topic;
    }

    @Override
    public Topic topic() {
        return topic;
    }
}
