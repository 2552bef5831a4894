package io.legalagent.reviewer;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Hop;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.route.ReviewerRoute;
import io.legalagent.runtime.HopNotices;
import io.legalagent.runtime.Notice;
import io.opentelemetry.api.trace.Span;
import java.util.List;

/**
 * The PENDING event of a run the reviewer parked, on legal.reviews in the parking hop's own
 * transaction; and on the hop's span the moment it parked. The span then ends: none stays open
 * while the run waits.
 */
final class ReviewNotices implements HopNotices {
    static final String PARKED_EVENT = "review.parked";

    @Override
    public List<Notice> of(Hop hop, AgentState state) {
        if (!hop.node().equals(NodeName.REVIEWER.id()) || !hop.route().equals(ReviewerRoute.PARKED.name())) {
            return List.of();
        }
        var round = state.review().pending().orElseThrow(() -> new IllegalStateException("parked with no review"));
        Span.current().addEvent(PARKED_EVENT);
        return List.of(ReviewEvents.pending(state, round));
    }
}
