package io.legalagent.runtime;

import io.legalagent.contracts.Topics;

/** Routes the runtime takes on a node's behalf when the node cannot decide: all end at the observer. */
enum RuntimeRoute {
    /** The record could not be read; a copy went to the dead-letter topic. */
    DEAD_LETTER,
    /** The run made more hops than allowed. */
    HOP_LIMIT,
    /** The node kept failing. */
    NODE_FAILED;

    String topic() {
        return Topics.OBSERVER;
    }
}
