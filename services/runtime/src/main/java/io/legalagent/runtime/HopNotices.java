package io.legalagent.runtime;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Hop;
import java.util.List;

/**
 * Records a hop owes besides its state and progress event (a service's announcements, such as a
 * review waiting on {@code legal.reviews}): written by the runtime in the hop's own transaction, so
 * they exist exactly when the hop does. A bean of any node service; asked about every hop.
 */
@FunctionalInterface
public interface HopNotices {
    List<Notice> of(Hop hop, AgentState state);
}
