package io.legalagent.runtime;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Hop;

/**
 * Told of every hop a node has written, inside the hop's transaction: an exception here aborts the
 * hop, which is then redelivered. Used for metrics.
 */
@FunctionalInterface
public interface HopListener {
    void onHop(Hop hop, AgentState state, long nodeMillis);
}
