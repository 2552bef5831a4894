package io.legalagent.contracts.route;

import io.legalagent.contracts.Topic;

/**
 * Routes the runtime takes on a node's behalf when the node cannot decide. They belong to every
 * node's topology, and all end at the observer, which never answers a run that took one.
 */
public enum RuntimeRoute implements Route {
    /** The record could not be read; a copy went to the dead-letter topic. */
    DEAD_LETTER,
    /** The run made more hops than allowed. */
    HOP_LIMIT,
    /** The node kept failing. */
    NODE_FAILED;

    @Override
    public Topic topic() {
        return Topic.OBSERVER;
    }
}
