package io.legalagent.contracts.custody;

import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.route.RuntimeRoute;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Who may vouch for a part, and what the runtime's own routes allow. A node's part is its kind's
 * ({@link PartKind#allows}); besides, a run the runtime started for an unreadable record (its first
 * hop on one of the runtime's routes: {@link RuntimeRoute#DEAD_LETTER}, or NODE_FAILED when even
 * that failed) has no guard, so the node that could not read it vouches for its empty question. Every runtime route ends a run: a hop on one must leave the run FAILED,
 * or a node could pass a run it made up to the observer as one to answer.
 */
final class Producers {
    private Producers() {}

    static boolean mayProduce(Attestation by, NodeName node, String part) {
        var kind = PartKind.of(part);
        if (kind.isEmpty()) {
            return false;
        }
        return kind.get().allows(node, part) || (kind.get() == PartKind.QUESTION && standIn(by));
    }

    /** The first runtime hop of a chain whose run is not FAILED, if any. */
    static Optional<CustodyVerdict> runtimeHopNotFailed(List<Attestation> chain, RunStatus status) {
        if (status == RunStatus.FAILED) {
            return Optional.empty();
        }
        return chain.stream()
                .filter(Producers::onRuntimeRoute)
                .findFirst()
                .map(a -> CustodyVerdict.broken(
                        a.hop(), a.node(), a.route() + " ends a run FAILED, but the run is " + status));
    }

    private static boolean standIn(Attestation by) {
        return by.hop() == 1 && onRuntimeRoute(by);
    }

    private static boolean onRuntimeRoute(Attestation attestation) {
        return Arrays.stream(RuntimeRoute.values()).anyMatch(r -> r.name().equals(attestation.route()));
    }
}
