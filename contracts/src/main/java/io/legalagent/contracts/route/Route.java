package io.legalagent.contracts.route;

import io.legalagent.contracts.Topic;

/** A node's routing decision; each value names the topic it leads to, so the compiler checks the map. */
public interface Route {
    Topic topic();
}
