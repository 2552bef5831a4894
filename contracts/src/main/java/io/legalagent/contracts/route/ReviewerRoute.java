package io.legalagent.contracts.route;

import io.legalagent.contracts.Topic;

/**
 * The reviewer parks a run on {@code agent.review}; a decision resumes it: an approved (or edited)
 * plan to the executor, one more step to the executor after the step is added, an approved answer to
 * the memory node, a rejection to the observer, which publishes it DECLINED.
 */
public enum ReviewerRoute implements Route {
    PARKED(Topic.REVIEW),
    PLAN_APPROVED(Topic.EXECUTOR),
    MORE_RESEARCH(Topic.EXECUTOR),
    ANSWER_APPROVED(Topic.MEMORY),
    DECLINED(Topic.OBSERVER);

    private final Topic topic;

    ReviewerRoute(Topic topic) {
        this.topic = topic;
    }

    @Override
    public Topic topic() {
        return topic;
    }
}
