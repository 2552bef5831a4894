package io.legalagent.contracts.route;

import io.legalagent.contracts.Topic;

public enum McSelectorRoute implements Route {
    SELECTED(Topic.MEMORY);

    private final Topic topic;

    McSelectorRoute(Topic topic) {
        this.topic = topic;
    }

    @Override
    public Topic topic() {
        return topic;
    }
}
