package io.legalagent.guard;

import io.legalagent.contracts.Topics;

/** The topics the guard reads questions from, and what each may say about who asked. */
enum QuestionInbox {
    /** Anyone with the grant writes here (kcat, ./legal ask, eval): its questions belong to the configured owner. */
    QUESTIONS(Topics.QUESTIONS),
    /** Only the gateway writes here: every question states the signed-in caller who asked it. */
    GATEWAY(Topics.GATEWAY_QUESTIONS);

    private final String topic;

    QuestionInbox(String topic) {
        this.topic = topic;
    }

    String topic() {
        return topic;
    }

    /** The inbox of a record's topic; any other topic counts as {@link #QUESTIONS}, whose records state no owner. */
    static QuestionInbox of(String topic) {
        return GATEWAY.topic.equals(topic) ? GATEWAY : QUESTIONS;
    }
}
