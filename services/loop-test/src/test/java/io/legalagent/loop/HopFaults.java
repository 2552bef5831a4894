package io.legalagent.loop;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Hop;
import io.legalagent.contracts.NodeName;
import io.legalagent.ports.TransientFailure;
import io.legalagent.runtime.HopListener;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.IntSupplier;
import java.util.stream.Collectors;

/**
 * Injects the fault of a process that dies between a hop's work and its commit: for a watched run it
 * fails chosen nodes' hops once, after the node ran and the hop's records were sent inside the
 * transaction, so the transaction aborts and the record is redelivered. It also keeps a ledger of
 * every hop of a watched run with a mark taken at the hop's end (the model server's call count), so
 * a test can tell which model calls belong to hops that were rolled back. Inert for unwatched runs.
 */
final class HopFaults implements HopListener {
    /** One hop as it reached its end: committed next, or failed here on purpose. */
    record Entry(String node, String route, int mark, boolean failed) {}

    private record Watch(Set<String> failOnce, IntSupplier marker, List<Entry> ledger) {}

    private final Map<String, Watch> watched = new ConcurrentHashMap<>();

    /** Watches the run of {@code requestId}; the first hop of each node in {@code failOnce} fails. */
    void watch(String requestId, IntSupplier marker, NodeName... failOnce) {
        var nodes = Arrays.stream(failOnce)
                .map(NodeName::id)
                .collect(Collectors.toCollection(ConcurrentHashMap::newKeySet));
        watched.put(requestId, new Watch(nodes, marker, new CopyOnWriteArrayList<>()));
    }

    List<Entry> ledger(String requestId) {
        return List.copyOf(watched.get(requestId).ledger());
    }

    @Override
    public void onHop(Hop hop, AgentState state, long nodeMillis) {
        var watch = watched.get(state.requestId());
        if (watch == null) {
            return;
        }
        boolean fail = watch.failOnce().remove(hop.node());
        watch.ledger().add(new Entry(hop.node(), hop.route(), watch.marker().getAsInt(), fail));
        if (fail) {
            throw new TransientFailure("injected fault: " + hop.node() + " dies after its writes, before its commit");
        }
    }
}
