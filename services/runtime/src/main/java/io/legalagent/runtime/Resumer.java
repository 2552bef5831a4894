package io.legalagent.runtime;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.NodeName;
import java.util.List;
import java.util.Optional;

/**
 * A node that parks runs on a compacted topic and resumes each on a decision record, keyed by run
 * id: the runtime reads the decisions in the node's Kafka transactions, finds the parked state in
 * its view of the parked topic ({@link ParkedRuns}, caught up first), asks this for the outcome,
 * and writes it as one of the node's hops. The decision logic is the service's; Kafka is the
 * runtime's.
 *
 * @param <R> the node's route enum
 * @param <D> the decision record's type
 */
public interface Resumer<R extends Enum<R>, D> {
    /** The node the resumption is a hop of. */
    NodeName name();

    /** Where parked runs wait, keyed by run id; the node's parking route leads there. */
    String parked();

    /** Where decisions arrive, keyed by run id; its dead-letter topic takes what cannot be read. */
    String decisions();

    Class<D> decisionType();

    /**
     * What {@code decision} does to the run: a transition (the resumed hop) with its notices, or a
     * refusal, notices alone. {@code parked} is the latest state on the parked topic for the
     * decision's key, if any: the parked run, or the run as resumed before.
     */
    Resumption<R> resume(Optional<AgentState> parked, D decision);

    /** The notices for an unreadable decision whose key names a known run (its dead-letter copy is written anyway). */
    List<Notice> unreadable(AgentState parked, String reason);
}
